/**
 * Regular-expression filters (regex_or) are run by PostgreSQL, whose regex compiler expands
 * counted repeats: nested ones (`((a{1,100}){1,100}){1,100}`) ran for minutes, and on the
 * embedded database that stops the whole process (docs/SEARCH.md, Regular expressions). So a
 * pattern is first read against a small grammar: no repeat of something that repeats, no
 * count above MAX_REPEAT, no more than MAX_EXPANSION states once counts are expanded, no
 * back-references or look-arounds; and a request holds at most MAX_PATTERNS of them.
 */
import { invalidField } from '../../errors';

/** Characters per pattern (the spec's limit). */
export const MAX_PATTERN_LENGTH = 200;
/** Patterns per request, over all its regex_or filters. */
export const MAX_PATTERNS = 8;
/** The largest repeat count ({m,n}). */
export const MAX_REPEAT = 100;
/**
 * Atoms once every counted repeat is written out ([a-z]{1,100}[a-z]{1,100} is 200), per
 * pattern and over all of a request's patterns: 200 cost PostgreSQL 30-100 ms over 2,000
 * values on a loaded 2-core machine, 1,000 cost 1.4 s (docs/SEARCH.md).
 */
export const MAX_EXPANSION = 250;
export const MAX_REQUEST_EXPANSION = 500;

/** An open group: the size of what it holds so far, and whether it holds a repeat. */
interface Frame {
  size: number;
  repeats: boolean;
}

/** Where a bracket expression that opens at `start` ends (the index of its `]`). */
function bracketEnd(pattern: string, start: number): number {
  let i = start + 1;
  if (pattern[i] === '^') i++;
  if (pattern[i] === ']') i++; // a leading ] is a member
  while (i < pattern.length) {
    const c = pattern[i]!;
    if (c === '\\') i += 2;
    else if (c === '[' && /[:.=]/.test(pattern[i + 1] ?? '')) {
      const close = pattern.indexOf(`${pattern[i + 1]}]`, i + 2);
      i = close < 0 ? pattern.length : close + 2;
    } else if (c === ']') return i;
    else i++;
  }
  return -1;
}

/** A counted repeat `{m}`, `{m,}` or `{m,n}` at `i`: its length and largest count, or null. */
function countAt(pattern: string, i: number): { length: number; count: number } | null {
  const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
  if (!match) return null;
  const low = Number(match[1]);
  const high = match[3] ? Number(match[3]) : low;
  return { length: match[0].length, count: Math.max(low, high) };
}

/**
 * Why the pattern is refused, or its size (atoms with counted repeats written out) when
 * PostgreSQL may compile it (it can still refuse syntax JavaScript accepts: see filters.ts).
 */
export function readRegex(pattern: string): { problem: string } | { size: number } {
  const problem = (why: string) => ({ problem: why });
  if (pattern.length > MAX_PATTERN_LENGTH)
    return problem(`must be a regular expression of at most ${MAX_PATTERN_LENGTH} characters`);
  if (pattern.includes('\u0000')) return problem('must not contain NUL characters');
  if (/\\[1-9]|\(\?[=!<]/.test(pattern))
    return problem('must be a regular expression without back-references or look-arounds');
  const stack: Frame[] = [{ size: 0, repeats: false }];
  /** The last atom's size and whether it repeats inside (a group), or null after a repeat. */
  let atom: { size: number; repeats: boolean } | null = null;
  let afterRepeat = false;
  for (let i = 0; i < pattern.length;) {
    const c = pattern[i]!;
    const frame = stack[stack.length - 1]!;
    const count = c === '{' ? countAt(pattern, i) : null;
    if (c === '*' || c === '+' || c === '?' || count) {
      if (c === '?' && afterRepeat) {
        i++; // a lazy repeat
        continue;
      }
      if (afterRepeat || atom?.repeats)
        return problem('must not repeat what already repeats (nested quantifiers)');
      const times = count ? count.count : 1;
      if (times > MAX_REPEAT) return problem(`must not count repeats above ${MAX_REPEAT}`);
      if (atom) frame.size += atom.size * (times - 1);
      frame.repeats = true;
      afterRepeat = true;
      atom = null;
      i += count ? count.length : 1;
    } else {
      afterRepeat = false;
      if (c === '(') {
        stack.push({ size: 0, repeats: false });
        atom = null;
        const options = /^\(\?[a-z]*[:)]/.exec(pattern.slice(i));
        i += options ? options[0].length : 1;
        if (options?.[0].endsWith(')')) stack.pop(); // embedded options, (?i)
        continue;
      }
      if (c === ')') {
        if (stack.length === 1)
          return problem('must be a valid regular expression (unbalanced ")")');
        stack.pop();
        atom = { size: frame.size, repeats: frame.repeats };
        stack[stack.length - 1]!.size += frame.size;
        stack[stack.length - 1]!.repeats ||= frame.repeats;
        i++;
      } else if (c === '|') {
        atom = null;
        i++;
      } else {
        const end = c === '[' ? bracketEnd(pattern, i) : c === '\\' ? i + 1 : i;
        if (end < 0) return problem('must be a valid regular expression (unbalanced "[")');
        atom = { size: 1, repeats: false };
        frame.size += 1;
        i = end + 1;
      }
    }
    if (stack.reduce((n, f) => n + f.size, 0) > MAX_EXPANSION)
      return problem(
        `must not expand to more than ${MAX_EXPANSION} atoms once repeats are counted out`,
      );
  }
  if (stack.length > 1) return problem('must be a valid regular expression (unbalanced "(")');
  return { size: stack[0]!.size };
}

/** Throws a 400 naming the field unless the pattern passes `readRegex`; returns its size. */
export function checkRegex(pattern: string, field: string): number {
  const read = readRegex(pattern);
  if ('problem' in read) throw invalidField(field, read.problem);
  try {
    new RegExp(pattern);
  } catch {
    throw invalidField(field, 'must be a valid regular expression');
  }
  return read.size;
}

/** Whether an error is PostgreSQL's about the data sent (SQLSTATE class 22, e.g. 2201B). */
export function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('22');
}
