/**
 * Public data shapes of the furniture generator. Kept free of logic so both the
 * geometry builders and consumers (importers, renderers, tests) can share them.
 */
import type { FurnitureKind } from '../vocab/types';

/** What to build: kind, which shape variant, the outer bounding box in metres, and a seed for small variations. */
export interface FurnitureParams {
  kind: FurnitureKind;
  variant: number;
  width: number;
  height: number;
  depth: number;
  seed: number;
}

/** Indexed triangle mesh in glTF conventions: Y-up, metres, CCW front faces, UVs in metres. */
export interface MeshData {
  positions: Float32Array;
  normals: Float32Array;
  uvs: Float32Array;
  indices: Uint32Array;
}

/** One node of the model; `slot` names the material it should get (e.g. 'frame', 'upholstery'). */
export interface FurniturePart {
  name: string;
  slot: string;
  mesh: MeshData;
}

/**
 * Material for a slot. `baseColor` is linear RGB as in glTF's baseColorFactor (it multiplies the
 * texture, so keep it near white when a texture is given). `alpha` < 1 makes a blended material
 * (glass); `emissive` is linear RGB (light bulbs).
 */
export interface SlotMaterial {
  baseColor: [number, number, number];
  roughness: number;
  metallic: number;
  texture?: { data: Uint8Array; mimeType: 'image/png' | 'image/jpeg' };
  emissive?: [number, number, number];
  alpha?: number;
}
