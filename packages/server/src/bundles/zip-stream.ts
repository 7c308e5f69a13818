/**
 * A zip written as it streams: each entry's bytes go out as they are read, so the first byte
 * leaves before the last file is converted and memory stays flat however big the list.
 * fflate writes data descriptors after each entry (sizes are not known up front); entries
 * of formats that are already compressed are stored, text formats deflated (level 1: cheap,
 * and this runs on the main thread).
 */
import { Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate';

/** Formats worth compressing: text or uncompressed binary meshes. */
const COMPRESSIBLE = new Set([
  'obj',
  'mtl',
  'dae',
  'step',
  'stp',
  'ifc',
  'dxf',
  'gltf',
  'stl',
  'ply',
  'x3d',
  'wrl',
  '3ds',
  'fbx',
  'glb',
  'skp',
  'txt',
  'csv',
  'json',
  'xml',
  'svg',
  'bmp',
  'tif',
  'tiff',
]);

export interface ZipWriter {
  /** Adds one entry from its chunks, yielding the zip's bytes as they are made. */
  add(name: string, chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array>;
  /** The central directory's bytes. */
  end(): Uint8Array[];
}

/** A zip writer: the caller sends on what `add` and `end` give, in order. */
export function createZipWriter(): ZipWriter {
  let made: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    made.push(chunk);
  });
  const take = () => {
    const out = made;
    made = [];
    return out;
  };
  return {
    async *add(name, chunks) {
      const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
      const entry: ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void } =
        COMPRESSIBLE.has(extension) ? new ZipDeflate(name, { level: 1 }) : new ZipPassThrough(name);
      entry.mtime = new Date();
      zip.add(entry);
      for await (const chunk of chunks) {
        entry.push(chunk);
        yield* take();
      }
      entry.push(new Uint8Array(0), true);
      yield* take();
    },
    end() {
      zip.end();
      return take();
    },
  };
}

/** A file name safe in any zip tool: no folders, no control or reserved characters. */
export function safeEntryName(name: string): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  return cleaned || 'file';
}

/** Makes names unique: the second "chair.glb" becomes "chair (2).glb". */
export function uniqueNames(): (name: string) => string {
  const seen = new Set<string>();
  return (name) => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; seen.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    seen.add(candidate.toLowerCase());
    return candidate;
  };
}
