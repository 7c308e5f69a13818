/**
 * Java `.properties` files as SweetHome3D writes its furniture catalogues: the format of
 * java.util.Properties#load (comments, `=`/`:`/blank separators, backslash escapes, line
 * continuations), decoded the way Java 9+ resource bundles do (UTF-8, else ISO-8859-1).
 */

/**
 * Decodes the bytes of a properties file. Java 9+ reads resource bundles as UTF-8 and falls
 * back to ISO-8859-1 when the bytes are not valid UTF-8; the SweetHome3D libraries hold both
 * (e.g. a Latin-1 "©" in a licence line), so a single fixed charset would garble one or the other.
 */
export function decodePropertiesBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

const isBlank = (c: string | undefined) => c === ' ' || c === '\t' || c === '\f';

/**
 * Splits the text into logical lines: natural lines joined where one ends in an odd number
 * of backslashes, with the leading blanks of each continuation line dropped. Comment and
 * blank lines are left out (a comment line never continues, as in Java).
 */
function logicalLines(text: string): string[] {
  const natural = text.split(/\r\n|\r|\n/);
  const lines: string[] = [];
  let current: string | undefined;
  for (const raw of natural) {
    let line = raw;
    if (current === undefined) {
      let start = 0;
      while (isBlank(line[start])) start++;
      line = line.slice(start);
      if (line === '' || line[0] === '#' || line[0] === '!') continue;
    } else {
      let start = 0;
      while (isBlank(line[start])) start++;
      line = line.slice(start);
    }
    let backslashes = 0;
    for (let i = line.length - 1; i >= 0 && line[i] === '\\'; i--) backslashes++;
    if (backslashes % 2 === 1) {
      current = (current ?? '') + line.slice(0, -1);
      continue;
    }
    lines.push((current ?? '') + line);
    current = undefined;
  }
  if (current !== undefined) lines.push(current);
  return lines;
}

/**
 * Resolves escapes: \t \n \r \f, \uXXXX, and \c → c for any other character (so `\=`, `\:`,
 * `\ ` and `\\` are literal). A malformed \u escape is kept as written rather than failing
 * the whole library, where Java would throw.
 */
export function unescapeProperty(text: string): string {
  if (!text.includes('\\')) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c !== '\\' || i === text.length - 1) {
      out += c;
      continue;
    }
    const next = text[++i]!;
    if (next === 'u') {
      const hex = text.slice(i + 1, i + 5);
      if (/^[0-9a-fA-F]{4}$/.test(hex)) {
        out += String.fromCharCode(parseInt(hex, 16));
        i += 4;
      } else {
        out += '\\u';
      }
    } else if (next === 't') out += '\t';
    else if (next === 'n') out += '\n';
    else if (next === 'r') out += '\r';
    else if (next === 'f') out += '\f';
    else out += next;
  }
  return out;
}

/**
 * Parses properties text into an ordered map (a later duplicate key wins, as in Java). The key
 * ends at the first unescaped `=`, `:` or blank; blanks around one separator are skipped.
 */
export function parseProperties(text: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const line of logicalLines(text)) {
    let i = 0;
    let keyEnd = line.length;
    let valueStart = line.length;
    while (i < line.length) {
      const c = line[i]!;
      if (c === '\\') {
        i += 2;
        continue;
      }
      if (c === '=' || c === ':' || isBlank(c)) {
        keyEnd = i;
        let j = i;
        while (isBlank(line[j])) j++;
        if (line[j] === '=' || line[j] === ':') j++;
        while (isBlank(line[j])) j++;
        valueStart = j;
        break;
      }
      i++;
    }
    if (i >= line.length) keyEnd = valueStart = Math.min(i, line.length);
    result.set(unescapeProperty(line.slice(0, keyEnd)), unescapeProperty(line.slice(valueStart)));
  }
  return result;
}
