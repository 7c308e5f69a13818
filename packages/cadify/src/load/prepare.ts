/**
 * The model file's bytes as the readers need them, for files the readers refuse as sent:
 * gzip-compressed files (Blender's "Compress File" writes a gzip of the .blend) are inflated
 * within a bound, UTF-16 text (Windows "Unicode" exports, with a byte order mark) becomes
 * UTF-8, and Collada loses the animation libraries assimp's export trips over (a catalogue
 * model shows its rest pose, and sanitize.ts drops animations anyway).
 */
import { constants, gunzipSync } from 'node:zlib';
import { INPUTS } from '../formats';
import { CadError } from '../types';

/** A gzip that inflates to more than this is refused (a bomb must not exhaust the worker). */
export const MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;

export const isGzip = (b: Uint8Array) =>
  b.length >= 3 && b[0] === 0x1f && b[1] === 0x8b && b[2] === 8;

/** The inflated bytes; a CadError when they are damaged or too many. */
export function gunzip(bytes: Uint8Array): Uint8Array {
  try {
    return gunzipSync(bytes, { maxOutputLength: MAX_UNPACKED_BYTES });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new CadError('the compressed file unpacks to more than 1 GB');
    throw new CadError(
      'the compressed file is cut off or damaged',
      error instanceof Error ? error.message : String(error),
    );
  }
}

/**
 * The first bytes of what a gzip holds, from the first bytes of the gzip (a cut-off stream
 * is fine). At most 1 KB of input is inflated, so a bomb yields at most about 1 MB here.
 */
export function gunzipHead(head: Uint8Array): Buffer | undefined {
  try {
    const out = gunzipSync(head.subarray(0, 1024), { finishFlush: constants.Z_SYNC_FLUSH });
    return out.length > 0 ? out : undefined;
  } catch {
    return undefined;
  }
}

/** Text with a UTF-16 byte order mark as UTF-8 (without the mark); anything else unchanged. */
export function utf8Text(bytes: Uint8Array): Uint8Array {
  const le = bytes[0] === 0xff && bytes[1] === 0xfe;
  const be = bytes[0] === 0xfe && bytes[1] === 0xff;
  if (!le && !be) return bytes;
  const text = new TextDecoder(le ? 'utf-16le' : 'utf-16be').decode(bytes.subarray(2));
  return Buffer.from(text, 'utf8');
}

/** Text of any encoding the readers meet: UTF-16 with a byte order mark, else UTF-8. */
export const decodeText = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(utf8Text(bytes));

/**
 * Collada without <library_animations> and <library_animation_clips>: assimp 5.2 cannot
 * write nested <animation> elements to glTF. Leading blanks in <color> and <float>, which
 * its number parser refuses, are removed too. Bytes pass through latin1 unchanged.
 */
function withoutAnimations(bytes: Uint8Array): Uint8Array {
  const xml = Buffer.from(bytes).toString('latin1');
  const cleaned = xml
    .replace(/<library_animations\b[\s\S]*?<\/library_animations>/g, '')
    .replace(/<library_animation_clips\b[\s\S]*?<\/library_animation_clips>/g, '')
    .replace(/(<(?:color|float)\b[^>]*>)\s+/g, '$1');
  return cleaned.length === xml.length ? bytes : Buffer.from(cleaned, 'latin1');
}

/** The model file's bytes ready for its reader (see the file comment). */
export function prepare(bytes: Uint8Array, filetype: string): Uint8Array {
  let ready = isGzip(bytes) ? gunzip(bytes) : bytes;
  if (INPUTS[filetype]?.text) ready = utf8Text(ready);
  if (filetype === 'dae') ready = withoutAnimations(ready);
  return ready;
}
