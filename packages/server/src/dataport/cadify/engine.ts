/** Builds the engine: detects assimp, then hands conversions to a worker. */
import type { CadEngine, CadEngineOptions } from './types';
import { CadError } from './types';

/** Creates the engine (implementation in progress: every call fails with CadError for now). */
export async function createCadEngine(options: CadEngineOptions = {}): Promise<CadEngine> {
  void options;
  const pending = () => Promise.reject(new CadError('3D conversion is not available yet'));
  return {
    readable: new Set<string>(),
    writable: new Set<string>(),
    sniff: () => null,
    analyse: pending,
    convert: pending,
    renderPreview: pending,
  };
}
