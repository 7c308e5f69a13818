/**
 * Parametric furniture for the demo catalogue: 17 kinds × several shape variants, built
 * from bevelled boxes, lathed and swept shapes, with material slots per part, exported
 * as glTF documents / GLB.
 */
export type { FurnitureParams, MeshData, FurniturePart, SlotMaterial } from './types';
export { VARIANT_COUNT, defaultDimensions, buildFurniture } from './catalog';
export { furnitureDocument, toGlb } from './document';
export { DEFAULT_SLOT_MATERIALS, hexToLinear } from './palette';
