/** cadify: the file service's 3D conversion engine. See docs/FILES.md, "Conversion (cadify)". */
export type { CadAnalysis, CadEngine, CadEngineOptions, CadFile } from './types';
export { CadError } from './types';
export { createCadEngine, type CadEngineHandle } from './engine';
