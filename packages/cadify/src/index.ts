/**
 * cadify: the 3D engine the file services share (README.md). The files service sniffs and
 * analyses uploads with it; the derive service converts and renders previews with it.
 */
export type { CadAnalysis, CadEngine, CadEngineOptions, CadFile } from './types';
export { CadError } from './types';
export { createCadEngine, type CadEngineHandle } from './engine';
