/**
 * Recognises 3D formats from the first bytes of a file. Binary formats have magic
 * numbers; ASCII formats are told apart by their keywords, and the file name only breaks
 * ties (an OBJ and an OFF can look alike in a few lines).
 */
import { formatOfName, INPUTS } from './formats';
import { gunzipHead, isGzip } from './load/prepare';
import { isZip, zipNamesInHead } from './zip-entries';

export interface Sniffed {
  filetype: string;
  confidence: number;
}

/** Model files inside a zip, best first: the one a multi-file upload is about. */
const ZIP_PRIORITY = ['gltf', 'glb', 'obj', 'fbx', 'dae', '3ds', 'step', 'iges', 'stl', 'ply'];

/** The model file of a zip (the first by ZIP_PRIORITY, then any readable one). */
export function mainModelOf(names: string[]): { name: string; filetype: string } | undefined {
  const models = names
    .filter((n) => !n.startsWith('__MACOSX/') && !n.endsWith('/'))
    .map((name) => ({ name, filetype: formatOfName(name) }))
    .filter((m): m is { name: string; filetype: string } => m.filetype !== undefined);
  const rank = (t: string) => {
    const i = ZIP_PRIORITY.indexOf(t);
    return i < 0 ? ZIP_PRIORITY.length : i;
  };
  return models.sort((a, b) => rank(a.filetype) - rank(b.filetype))[0];
}

function sniffZip(head: Buffer): Sniffed | null {
  const names = zipNamesInHead(head);
  if (names.some((n) => /^3D\/.*\.model$/i.test(n))) return { filetype: '3mf', confidence: 0.95 };
  const main = mainModelOf(names);
  return main ? { filetype: main.filetype, confidence: 0.8 } : null;
}

const text = (head: Buffer, n = 4096) => head.subarray(0, n).toString('latin1');

/** Binary STL: an 80-byte header, a triangle count, then 50-byte facets with unit normals. */
function looksLikeBinaryStl(head: Buffer): boolean {
  if (head.length < 134) return false;
  const count = head.readUInt32LE(80);
  if (count === 0) return false;
  if (head.length < 65536 && head.length !== 84 + 50 * count) return false;
  for (let t = 0; t < Math.min(count, 3) && 84 + t * 50 + 50 <= head.length; t++) {
    const at = 84 + t * 50;
    const n = [0, 1, 2].map((k) => head.readFloatLE(at + k * 4));
    const length = Math.hypot(...n);
    if (!(length < 1.01 && (length > 0.99 || length === 0))) return false;
  }
  return true;
}

/** ASCII formats: keywords in the first 4 KB. */
function sniffText(head: Buffer, byName: string | undefined): Sniffed | null {
  const start = text(head).replace(/^\uFEFF|^\xEF\xBB\xBF/, '');
  const trimmed = start.trimStart();
  if (trimmed.startsWith('{') && /"asset"\s*:/.test(text(head, 65536)))
    return { filetype: 'gltf', confidence: 0.95 };
  if (/^ISO-10303-21;/.test(trimmed)) {
    // IFC (building models) is STEP's file format with its own schema, read by web-ifc.
    return /FILE_SCHEMA\s*\(\s*\(\s*'IFC/i.test(start)
      ? { filetype: 'ifc', confidence: 1 }
      : { filetype: 'step', confidence: 1 };
  }
  if (/^ply\r?\n/.test(start)) return { filetype: 'ply', confidence: 1 };
  if (/^xof 03\d\d(txt|bin|tzip|bzip)/.test(start)) return { filetype: 'x', confidence: 1 };
  if (/<COLLADA[\s>]/.test(start)) return { filetype: 'dae', confidence: 1 };
  if (/^; FBX \d/.test(trimmed)) return { filetype: 'fbx', confidence: 0.9 };
  if (/^AC3D[a-f0-9]/i.test(start)) return { filetype: 'ac', confidence: 0.95 };
  if (/^\*3DSMAX_ASCIIEXPORT/.test(trimmed)) return { filetype: 'ase', confidence: 0.95 };
  if (/^solid\b/.test(trimmed) && /\bfacet\s+normal\b/.test(start))
    return { filetype: 'stl', confidence: 0.95 };
  // IGES: 80-column records with the section letter in column 73, starting with S or G.
  const first = start.split(/\r?\n/, 1)[0] ?? '';
  if (
    first.length >= 73 &&
    /^[SG]$/.test(first[72]!) &&
    /^[SG]\s*0*1$/.test(first.slice(72).trim())
  )
    return { filetype: 'iges', confidence: 0.9 };
  // DXF: group code 0 then SECTION, after any 999 comment groups (some exporters sign first).
  if (/^(\s*999\r?\n[^\r\n]*\r?\n)*\s*0\s*\r?\n\s*SECTION\s*\r?\n/.test(start))
    return { filetype: 'dxf', confidence: 0.9 };
  if (/^[CN]?[ST]?OFF\b/.test(trimmed))
    return { filetype: 'off', confidence: byName === 'off' ? 0.9 : 0.6 };
  const lines = start.split(/\r?\n/).map((l) => l.trim().split(/\s+/, 1)[0]);
  const objKeys = lines.filter(
    (k) =>
      k && ['v', 'vt', 'vn', 'vp', 'f', 'l', 'p', 's', 'o', 'g', 'mtllib', 'usemtl'].includes(k),
  );
  if (
    lines.includes('v') &&
    objKeys.length >= lines.filter((k) => k && !k.startsWith('#')).length * 0.8
  )
    return { filetype: 'obj', confidence: byName === 'obj' ? 0.9 : 0.7 };
  return null;
}

/** UTF-16 text (with a byte order mark) re-encoded as UTF-8, so keywords can be matched. */
function asUtf8(head: Buffer): Buffer {
  if (head[0] === 0xff && head[1] === 0xfe)
    return Buffer.from(head.subarray(2, head.length & ~1).toString('utf16le'));
  if (head[0] === 0xfe && head[1] === 0xff) {
    const swapped = Buffer.from(head.subarray(2, head.length & ~1)).swap16();
    return Buffer.from(swapped.toString('utf16le'));
  }
  return head;
}

/**
 * A gzip is the format it holds (Blender's compressed .blend): a zip or another gzip inside
 * is not followed, so every archive the file service accepts has been measured before.
 */
function sniffGzip(head: Buffer, filename: string | undefined): Sniffed | null {
  const inner = gunzipHead(head);
  if (!inner || isGzip(inner) || isZip(inner)) return null;
  return sniff(inner, filename?.replace(/\.gz$/i, ''));
}

/** See CadEngine.sniff. */
export function sniff(head: Buffer, filename?: string): Sniffed | null {
  if (head.length < 4) return null;
  if (isGzip(head)) return sniffGzip(head, filename);
  const byName = formatOfName(filename);
  if (head.toString('latin1', 0, 4) === 'glTF') return { filetype: 'glb', confidence: 1 };
  if (isZip(head)) return sniffZip(head);
  if (head.toString('latin1', 0, 20) === 'Kaydara FBX Binary  ')
    return { filetype: 'fbx', confidence: 1 };
  if (head.toString('latin1', 0, 7) === 'BLENDER') return { filetype: 'blend', confidence: 1 };
  if (head.toString('latin1', 0, 10) === 'MS3D000000') return { filetype: 'ms3d', confidence: 1 };
  if (
    head.toString('latin1', 0, 4) === 'FORM' &&
    /^(LWO2|LWOB|LWLO|LXOB|LWXO)$/.test(head.toString('latin1', 8, 12))
  )
    return { filetype: 'lwo', confidence: 1 };
  // 3DS: a main chunk 0x4D4D whose length is plausible, then a version or editor chunk.
  if (head.readUInt16LE(0) === 0x4d4d && head.length >= 8) {
    const next = head.readUInt16LE(6);
    if (next === 0x0002 || next === 0x3d3d)
      return { filetype: '3ds', confidence: byName === '3ds' ? 1 : 0.8 };
  }
  const fromText = sniffText(asUtf8(head), byName);
  if (fromText) return fromText;
  if (looksLikeBinaryStl(head))
    return { filetype: 'stl', confidence: byName === 'stl' ? 0.9 : 0.6 };
  return null;
}

/** Every filetype sniff can answer. */
export const SNIFFABLE = new Set(Object.keys(INPUTS));
