/**
 * The OBJ + MTL reader alone, for the server's 3D converter (cadify): importing it from
 * `./index.ts` would load the whole library importer, which took most of a conversion
 * worker's start (0.7-1.7 s on a loaded machine).
 */
export type { FileSource } from './archive';
export { parseObj, type ObjData } from './obj';
export { parseMtl, type MtlMaterial } from './mtl';
export { buildMesh, type PlacedMesh, type Placement } from './mesh';
export { createMaterials, findReferenced } from './materials';
