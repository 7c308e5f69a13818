/**
 * The OBJ + MTL reader (smoothing groups, MTL dialects, forgiving texture lookup), used by
 * the SweetHome3D importer and the server's 3D converter (cadify). Kept apart from the
 * renderer: a conversion worker loads only what it reads.
 */
export type { FileSource } from './file-source';
export { parseObj, type ObjData, type ObjPart } from './obj';
export { parseMtl, mapFileName, opacityOf, type MtlMaterial } from './mtl';
export { buildMesh, type MeshPart, type PlacedMesh, type Placement } from './mesh';
export { createMaterials, findReferenced, type MaterialSet } from './materials';
