/**
 * Parametric furniture for the demo catalogue: 17 kinds × several shape variants, built
 * from bevelled boxes, lathed and swept shapes, with material slots per part, exported
 * as glTF documents / GLB.
 */
export type { FurnitureParams, MeshData, FurniturePart, SlotMaterial } from './types';
// building: variants per kind, typical sizes, the builder
export { VARIANT_COUNT, defaultDimensions, buildFurniture } from './catalog';
// export: glTF document and GLB bytes
export { furnitureDocument, toGlb } from './document';
// look: default materials per slot
export { DEFAULT_SLOT_MATERIALS, hexToLinear } from './palette';
