/**
 * The float working buffers every family generator fills, plus the colour and normal helpers
 * they share. Generators author colour in sRGB 0..1 (how palettes are picked) and height in
 * millimetres, so bump strength does not depend on the texture resolution.
 */
import type { ColourKey, FinishKey, MaterialKey } from '../vocab/types';
import { f32 } from './scratch';

/** A colour as three numbers (sRGB 0..1 unless stated otherwise). */
export type RGB = [number, number, number];

/** Everything a family generator knows about the material it is asked for. */
export interface Ctx {
  key: MaterialKey;
  finish: FinishKey;
  colour: ColourKey;
  /** Palette colour in sRGB 0..1. */
  tint: RGB;
  seed: number;
  size: number;
  /** Tile width in millimetres (for converting physical sizes to pixels). */
  tileMm: number;
  rand: () => number;
}

/** Per-pixel maps; albedo is interleaved sRGB 0..1, roughness is absolute, height in mm. */
export interface Surface {
  size: number;
  albedo: Float32Array;
  height: Float32Array;
  rough: Float32Array;
  metal: Float32Array | null;
  /** Preview-only look hints the maps cannot carry. */
  look: Look;
}

/** Hints for the preview renderer and the definition that maps cannot express. */
export interface Look {
  /** Fabric sheen at grazing angles (velvet ~1, woven ~0.3). */
  sheen?: number;
  /** Glass: see-through in the preview. */
  glass?: boolean;
  transmission?: number;
  opacity?: number;
  /** Brushed metal: highlights stretch across the brushing direction (0..1). */
  anisotropy?: number;
}

/** Zeroed working buffers from the scratch pool. */
export function newSurface(size: number, metal: boolean): Surface {
  const n = size * size;
  return {
    size,
    albedo: f32(n * 3),
    height: f32(n),
    rough: f32(n),
    metal: metal ? f32(n) : null,
    look: {},
  };
}

/** Rec. 709 luminance, used to keep tints and grain in proportion. */
export const lum = (c: RGB): number => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];

/** Linear blend a -> b by t. */
export function mix(a: RGB, b: RGB, t: number): RGB {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Colour times a factor. */
export function scale(a: RGB, k: number): RGB {
  return [a[0] * k, a[1] * k, a[2] * k];
}

/** Saturation change around the colour's luminance (k > 1 more saturated). */
export function saturate(a: RGB, k: number): RGB {
  const l = lum(a);
  return [l + (a[0] - l) * k, l + (a[1] - l) * k, l + (a[2] - l) * k];
}

/** sRGB 0..255 to 0..1. */
export function rgb255(c: [number, number, number]): RGB {
  return [c[0] / 255, c[1] / 255, c[2] / 255];
}
