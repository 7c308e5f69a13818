/**
 * The real type of a file from its first bytes, never from its name: images, documents and
 * archives by their magic numbers (file-type), 3D formats by the cadify engine, text by a
 * look at the bytes. The name only breaks ties the engine cannot settle from bytes.
 */
import { fileTypeFromBuffer } from 'file-type';
import { unprocessable } from '../../errors';
import { mediaTypeOf } from '../../media/filetypes';
import type { ModelReader } from '../files.types';

export interface Sniffed {
  filetype: string;
  mediaType: string;
  /** 0..1: 1 for a magic number, less for guesses from text. */
  confidence: number;
}

/** Types whose magic number says it all; anything else may still be a 3D file inside. */
const DEFINITE = new Set([
  'jpg',
  'png',
  'webp',
  'avif',
  'gif',
  'tif',
  'bmp',
  'heic',
  'jxl',
  'pdf',
  'ico',
  'psd',
  'mp4',
  'webm',
  'mov',
  'mp3',
  'wav',
  'ogg',
  'flac',
  'gz',
  '7z',
  'rar',
  'xz',
  'bz2',
]);

/**
 * Image signatures: bytes that start like one of these but that file-type does not recognise
 * are a damaged image, not an unknown binary to keep.
 */
const SIGNATURES: Array<[string, string, (head: Buffer) => boolean]> = [
  ['png', 'PNG', (h) => h.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))],
  ['jpg', 'JPEG', (h) => h.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex'))],
  ['gif', 'GIF', (h) => /^GIF8[79]a/.test(h.subarray(0, 6).toString('latin1'))],
  [
    'webp',
    'WebP',
    (h) =>
      h.subarray(0, 4).toString('latin1') === 'RIFF' &&
      h.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
];

export async function sniff(head: Buffer, filename: string | undefined, cad: ModelReader) {
  const magic = await fileTypeFromBuffer(head);
  const signature = SIGNATURES.find(([, , test]) => test(head));
  if (signature && magic?.ext !== signature[0]) {
    throw unprocessable(`The file starts like a ${signature[1]} image but is damaged`);
  }
  // A gzip may hold a 3D file (Blender's compressed .blend): the engine looks inside first.
  if (magic && DEFINITE.has(magic.ext) && magic.ext !== 'gz')
    return known(magic.ext, magic.mime, 1);
  // XML-based 3D formats (COLLADA) start like any XML: the engine looks first.
  const model = cad.sniff(head, filename);
  if (model) return known(model.filetype, mediaTypeOf(model.filetype), model.confidence);
  if (magic && magic.ext !== 'xml') return known(magic.ext, magic.mime, 1);
  return sniffText(head);
}

function known(filetype: string, mediaType: string, confidence: number): Sniffed {
  return { filetype, mediaType, confidence };
}

/** Text formats have no magic number: JSON, SVG and plain text by their first characters. */
function sniffText(head: Buffer): Sniffed {
  const text = decodeUtf8(head);
  if (text === undefined) return known('bin', 'application/octet-stream', 0.1);
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (/^[{[]/.test(start)) return known('json', 'application/json', 0.8);
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(start)) {
    return known('svg', 'image/svg+xml', 0.9);
  }
  if (start.startsWith('<?xml')) return known('xml', 'application/xml', 0.8);
  return known('txt', 'text/plain; charset=utf-8', 0.5);
}

/** The head as text, or undefined when it holds NUL bytes or invalid UTF-8 (a cut-off last character is fine). */
function decodeUtf8(head: Buffer): string | undefined {
  if (head.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, trimPartial(head)));
  } catch {
    return undefined;
  }
}

/** Length without a trailing incomplete UTF-8 sequence (the head may cut one in half). */
function trimPartial(head: Buffer): number {
  const end = head.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = head[end - back]!;
    if ((byte & 0xc0) !== 0x80) {
      const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
      return need > back ? end - back : end;
    }
  }
  return end;
}
