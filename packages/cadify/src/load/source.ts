/**
 * The bytes of an upload: one model file, or a zip holding a model file with the files it
 * refers to (OBJ + MTL + textures, glTF + bin + images). References are resolved the
 * forgiving way real exports need: relative path, any case, or bare file name. The model
 * file itself is made readable first (prepare.ts: gzip, UTF-16, Collada animations).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { INPUTS } from '../formats';
import { mainModelOf } from '../sniff';
import { CadError, type CadFile } from '../types';
import { isZip } from '../zip-entries';
import { MAX_UNPACKED_BYTES, prepare } from './prepare';

export interface ModelSource {
  /** The model file's name (inside the zip for a zip) and bytes. */
  name: string;
  bytes: Uint8Array;
  filetype: string;
  /** Every file of the upload (just the model for a single file), by normalised path. */
  files: Map<string, Uint8Array>;
  /** The path of a file the model refers to (relative to the model's folder), if present. */
  locate(reference: string): string | undefined;
  /** The bytes of a file the model refers to; undefined when absent. */
  resolve(reference: string): Uint8Array | undefined;
}

const normalize = (p: string) =>
  path.posix.normalize(p.replace(/\\/g, '/')).replace(/^(\.\.\/|\/)+/, '');

function unzip(bytes: Uint8Array): Map<string, Uint8Array> {
  let total = 0;
  try {
    const entries = unzipSync(bytes, {
      filter: (f) => {
        total += f.originalSize;
        if (total > MAX_UNPACKED_BYTES) throw new CadError('the zip unpacks to more than 1 GB');
        return !f.name.endsWith('/') && !f.name.startsWith('__MACOSX/');
      },
    });
    return new Map(Object.entries(entries).map(([name, data]) => [normalize(name), data]));
  } catch (error) {
    if (error instanceof CadError) throw error;
    throw new CadError('the zip is damaged or cut off', String(error));
  }
}

/** Reads an upload from disk and finds its model file. */
export async function openSource(file: CadFile): Promise<ModelSource> {
  const bytes = await readFile(file.path);
  if (!isZip(bytes) || file.filetype === '3mf') {
    // Readers pick the format by extension: a name that says otherwise is replaced.
    const given = file.filename ? path.basename(file.filename) : undefined;
    const extensions = INPUTS[file.filetype]?.extensions ?? [];
    const name =
      given && extensions.includes(path.extname(given).slice(1).toLowerCase())
        ? given
        : `model.${extensions[0] ?? 'bin'}`;
    const model = prepare(bytes, file.filetype);
    return sourceOf(name, model, file.filetype, new Map([[name, model]]));
  }
  const files = unzip(bytes);
  const main = mainModelOf([...files.keys()]);
  if (!main) throw new CadError('the zip holds no 3D model file');
  const model = prepare(files.get(main.name)!, main.filetype);
  files.set(main.name, model);
  return sourceOf(main.name, model, main.filetype, files);
}

function sourceOf(
  name: string,
  bytes: Uint8Array,
  filetype: string,
  files: Map<string, Uint8Array>,
): ModelSource {
  const dir = path.posix.dirname(name);
  const lower = new Map<string, string>();
  const byBase = new Map<string, string>();
  for (const p of files.keys()) {
    lower.set(p.toLowerCase(), p);
    if (!byBase.has(path.posix.basename(p).toLowerCase()))
      byBase.set(path.posix.basename(p).toLowerCase(), p);
  }
  const locate = (reference: string) => {
    let ref = reference.replace(/\\/g, '/').replace(/^"|"$/g, '');
    try {
      ref = decodeURIComponent(ref);
    } catch {
      // Not URI-encoded.
    }
    for (const candidate of [path.posix.join(dir, ref), ref].map(normalize)) {
      if (files.has(candidate)) return candidate;
      const other = lower.get(candidate.toLowerCase());
      if (other) return other;
    }
    return byBase.get(path.posix.basename(ref).toLowerCase());
  };
  const resolve = (reference: string) => files.get(locate(reference) ?? '');
  return { name, bytes, filetype, files, locate, resolve };
}
