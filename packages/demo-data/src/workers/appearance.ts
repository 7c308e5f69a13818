/**
 * How a palette choice looks on a 3D part: glTF factors (linear colour, roughness, metallic)
 * and, for wood and stone, a small tileable texture so renders show grain and veins.
 */
import { baseColourOf, MATERIAL_CATEGORY } from '../materials/catalog';
import type { Choice, Palette } from '../catalogue/plan';

export type SlotRole = keyof Palette | 'light';

/** Decides a part's role from its slot name, so any generator's slot names work. */
export function slotRole(slot: string): SlotRole {
  const s = slot.toLowerCase();
  if (/bulb|light|emit|glow/.test(s)) return 'light';
  if (/shade|diffuser|lampshade/.test(s)) return 'shade';
  if (/uphol|cushion|seat_pad|pad|fabric|mattress|pillow|textile|duvet|blanket|cover|soft/.test(s))
    return 'soft';
  if (/metal|tube|steel|rod|stem|handle|knob|chrome|wire|base_metal|cable|hardware/.test(s))
    return 'metal';
  return 'hard';
}

const srgbToLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

/** Natural colour of materials whose colour is not a dye (sRGB 0..255). */
const NATURAL: Partial<Record<Choice['material'], [number, number, number]>> = {
  oak: [196, 160, 118],
  walnut: [112, 78, 56],
  ash: [214, 190, 156],
  beech: [210, 168, 128],
  birch: [226, 204, 170],
  pine: [222, 186, 130],
  teak: [160, 110, 66],
  plywood: [218, 192, 150],
  rattan: [200, 164, 110],
  steel: [150, 152, 156],
  stainless_steel: [178, 180, 184],
  aluminium: [196, 198, 202],
  brass: [200, 160, 82],
  copper: [190, 112, 78],
  chrome: [220, 222, 226],
  marble: [232, 230, 226],
  granite: [120, 118, 116],
  travertine: [216, 196, 164],
  slate: [72, 76, 82],
  terrazzo: [214, 208, 198],
  concrete: [160, 158, 152],
  glass: [214, 226, 224],
};

const FINISH_TINT: Partial<Record<Choice['finish'], number>> = {
  smoked: 0.55,
  bleached: 1.18,
  aged: 0.85,
  oiled: 0.9,
};

export interface Appearance {
  baseColor: [number, number, number];
  roughness: number;
  metallic: number;
  emissive?: [number, number, number];
}

export function appearanceOf(choice: Choice, role: SlotRole): Appearance {
  if (role === 'light')
    return { baseColor: [1, 0.95, 0.85], roughness: 0.4, metallic: 0, emissive: [1, 0.9, 0.7] };
  const category = MATERIAL_CATEGORY[choice.material];
  const dyed =
    choice.colour !== 'natural' &&
    (category !== 'wood' || ['lacquered', 'stained'].includes(choice.finish));
  const natural = NATURAL[choice.material];
  let srgb = dyed || !natural ? baseColourOf(choice.colour) : natural;
  const tint = FINISH_TINT[choice.finish] ?? 1;
  srgb = srgb.map((c) => Math.min(255, c * tint)) as [number, number, number];
  const metallic = category === 'metal' && choice.finish !== 'powder_coated' ? 1 : 0;
  const roughness =
    choice.finish === 'polished' || choice.finish === 'glossy' || choice.material === 'chrome'
      ? 0.15
      : choice.finish === 'lacquered'
        ? 0.3
        : category === 'metal'
          ? 0.4
          : category === 'fabric'
            ? 0.9
            : 0.6;
  return { baseColor: srgb.map(srgbToLinear) as [number, number, number], roughness, metallic };
}

/** Wood and stone parts get a texture; the colour factor then stays white. */
export const wantsTexture = (choice: Choice, role: SlotRole) =>
  role === 'hard' && ['wood', 'stone', 'concrete'].includes(MATERIAL_CATEGORY[choice.material]);
