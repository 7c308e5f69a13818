/**
 * Plausible default materials per slot (oak frame, linen upholstery, brushed steel…), so
 * generated models look right before a real material library is applied.
 */
import type { SlotMaterial } from './types';

/** Converts an sRGB hex colour to linear RGB for glTF factors. */
export function hexToLinear(hex: string): [number, number, number] {
  const v = parseInt(hex.replace('#', ''), 16);
  const ch = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
  };
  return [ch((v >> 16) & 255), ch((v >> 8) & 255), ch(v & 255)];
}

const mat = (
  hex: string,
  roughness: number,
  metallic = 0,
  extra: Partial<SlotMaterial> = {},
): SlotMaterial => ({
  baseColor: hexToLinear(hex),
  roughness,
  metallic,
  ...extra,
});

/**
 * Every slot name the builders use, with a sensible default look. Slots:
 * frame (main wood/body), legs, top (table tops, boards), seat (hard seats, shells),
 * upholstery (covered bodies), cushion (loose cushions), metal (chrome/steel parts),
 * handle, door (fronts), base (lamp bases), shade, bulb, glass, mirror, bedding.
 */
export const DEFAULT_SLOT_MATERIALS: Record<string, SlotMaterial> = {
  frame: mat('#a8794f', 0.55),
  legs: mat('#8a5f3c', 0.5),
  top: mat('#b88a5e', 0.45),
  seat: mat('#b3875c', 0.5),
  upholstery: mat('#8d8a82', 0.9),
  cushion: mat('#a19c92', 0.92),
  metal: mat('#c8c8c8', 0.25, 1),
  handle: mat('#a0a0a0', 0.3, 1),
  door: mat('#e8e4dc', 0.5),
  base: mat('#e9e4d9', 0.35),
  shade: mat('#efe8da', 0.85, 0, { emissive: [0.05, 0.045, 0.035] }),
  bulb: mat('#fff6e0', 0.3, 0, { emissive: [1.6, 1.45, 1.15] }),
  glass: mat('#dfe9ea', 0.05, 0, { alpha: 0.28 }),
  mirror: mat('#e6e8ea', 0.04, 1),
  bedding: mat('#f2efe9', 0.9),
};
