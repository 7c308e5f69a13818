/** Builds the engine: detects assimp, then hands every job to the conversion workers. */
import { availableParallelism } from 'node:os';
import { detectAssimp } from './assimp-cli';
import { INPUTS, OUTPUTS } from './formats';
import { CadPool } from './pool';
import { sniff } from './sniff';
import type { CadAnalysis, CadEngine, CadEngineOptions, CadFile } from './types';
import { CadError } from './types';

/** A conversion longer than this is a pathological file (the largest test model takes ~3 s). */
const TIMEOUT_MS = 120_000;

export interface CadEngineHandle extends CadEngine {
  /** Ends the worker threads. */
  close(): Promise<void>;
}

function check(file: CadFile) {
  if (!INPUTS[file.filetype])
    throw new CadError(`${file.filetype} files cannot be read as 3D models`);
}

export async function createCadEngine(
  options: CadEngineOptions & { workers?: number; timeoutMs?: number } = {},
): Promise<CadEngineHandle> {
  const assimp = await detectAssimp(options.assimpBinary);
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const pool = new CadPool({
    workers: options.workers ?? Math.max(1, Math.min(2, availableParallelism() - 1)),
    timeoutMs,
    heapMb: 2048,
  });
  const writable = new Set(Object.keys(OUTPUTS).filter((f) => !OUTPUTS[f]!.assimp || assimp));
  return {
    readable: new Set(Object.keys(INPUTS)),
    writable,
    sniff,
    async analyse(file) {
      check(file);
      return pool.run<CadAnalysis>({ op: 'analyse', file });
    },
    async convert(file, format, outPath) {
      check(file);
      if (!writable.has(format)) throw new CadError(`cannot convert to ${format}`);
      return pool.run({ op: 'convert', file, format, outPath, assimp, timeoutMs });
    },
    async renderPreview(file, width, height) {
      check(file);
      if (!(width >= 1 && height >= 1 && width <= 4096 && height <= 4096))
        throw new CadError('the preview size must be between 1 and 4096 pixels');
      const png = await pool.run<Uint8Array>({ op: 'preview', file, width, height });
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    },
    close: () => pool.close(),
  };
}
