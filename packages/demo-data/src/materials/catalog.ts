/**
 * What the demo catalogue may combine: category per material, sensible finishes and colours,
 * the interior colour palette, and per-material physical constants (tile size, IOR, sound
 * absorption). Kept as data so the generator and the catalogue builder agree on the same
 * combinations and never produce e.g. "brushed velvet".
 */
import type { ColourKey, FinishKey, MaterialCategoryKey, MaterialKey } from '../vocab/types';

/** Material category per key, for the materials screen (rattan counts as wood). */
export const MATERIAL_CATEGORY: Record<MaterialKey, MaterialCategoryKey> = {
  oak: 'wood',
  walnut: 'wood',
  ash: 'wood',
  beech: 'wood',
  birch: 'wood',
  pine: 'wood',
  teak: 'wood',
  plywood: 'wood',
  rattan: 'wood',
  steel: 'metal',
  stainless_steel: 'metal',
  aluminium: 'metal',
  brass: 'metal',
  copper: 'metal',
  chrome: 'metal',
  marble: 'stone',
  granite: 'stone',
  travertine: 'stone',
  slate: 'stone',
  terrazzo: 'stone',
  concrete: 'concrete',
  linen: 'fabric',
  cotton: 'fabric',
  wool: 'fabric',
  velvet: 'fabric',
  boucle: 'fabric',
  felt: 'fabric',
  leather: 'leather',
  suede: 'leather',
  plastic: 'plastic',
  glass: 'glass',
  ceramic: 'ceramic',
};

/** Interior palette in sRGB 0..255: muted, slightly warm tones that sit well together. */
const PALETTE: Record<ColourKey, [number, number, number]> = {
  white: [238, 235, 228],
  black: [34, 33, 32],
  grey: [150, 150, 147],
  anthracite: [66, 68, 70],
  beige: [216, 201, 178],
  sand: [198, 177, 143],
  brown: [108, 76, 54],
  cognac: [156, 88, 44],
  red: [170, 46, 40],
  terracotta: [186, 100, 70],
  orange: [218, 122, 50],
  yellow: [232, 194, 76],
  mustard: [200, 152, 46],
  olive: [118, 114, 62],
  green: [58, 108, 76],
  sage: [152, 166, 138],
  petrol: [30, 86, 96],
  blue: [60, 98, 154],
  navy: [36, 48, 80],
  pink: [226, 174, 166],
  bordeaux: [106, 30, 44],
  natural: [206, 188, 158],
};

/** sRGB 0..255 swatch colour of a palette entry ('natural' is an undyed, oatmeal tone). */
export function baseColourOf(colour: ColourKey): [number, number, number] {
  const c = PALETTE[colour];
  return [c[0], c[1], c[2]];
}

const ALL_COLOURS = Object.keys(PALETTE) as ColourKey[];
const WOOD_TINTS: ColourKey[] = ['natural', 'white', 'beige', 'sand', 'grey', 'brown', 'black'];
const FABRIC_COLOURS = ALL_COLOURS;
const LEATHER_COLOURS: ColourKey[] = [
  'cognac',
  'brown',
  'black',
  'natural',
  'sand',
  'beige',
  'grey',
  'anthracite',
  'bordeaux',
  'olive',
  'navy',
  'green',
  'white',
  'terracotta',
];
const PAINT_COLOURS: ColourKey[] = ALL_COLOURS.filter((c) => c !== 'natural');

const FINISHES: Record<MaterialKey, FinishKey[]> = {
  oak: ['natural', 'oiled', 'lacquered', 'matt', 'smoked', 'bleached', 'stained'],
  walnut: ['natural', 'oiled', 'lacquered', 'matt'],
  ash: ['natural', 'oiled', 'lacquered', 'matt', 'bleached', 'stained'],
  beech: ['natural', 'oiled', 'lacquered', 'matt', 'stained'],
  birch: ['natural', 'oiled', 'lacquered', 'matt', 'bleached'],
  pine: ['natural', 'oiled', 'lacquered', 'stained', 'aged'],
  teak: ['natural', 'oiled', 'aged'],
  plywood: ['natural', 'lacquered', 'matt', 'stained'],
  rattan: ['natural', 'woven', 'lacquered'],
  steel: ['brushed', 'polished', 'matt', 'powder_coated', 'aged'],
  stainless_steel: ['brushed', 'polished', 'matt'],
  aluminium: ['brushed', 'polished', 'matt', 'powder_coated'],
  brass: ['brushed', 'polished', 'aged', 'matt'],
  copper: ['brushed', 'polished', 'aged'],
  chrome: ['polished', 'brushed'],
  marble: ['polished', 'honed'],
  granite: ['polished', 'honed'],
  travertine: ['honed', 'polished', 'natural'],
  slate: ['natural', 'honed'],
  terrazzo: ['polished', 'honed'],
  concrete: ['natural', 'polished', 'matt'],
  linen: ['woven', 'natural'],
  cotton: ['woven', 'natural'],
  wool: ['woven', 'natural'],
  velvet: ['natural', 'matt'],
  boucle: ['woven', 'natural'],
  felt: ['natural', 'matt'],
  leather: ['natural', 'aged', 'matt', 'glossy', 'oiled'],
  suede: ['natural', 'matt'],
  plastic: ['matt', 'glossy'],
  glass: ['glossy', 'matt', 'smoked'],
  ceramic: ['glossy', 'matt', 'natural'],
};

const COLOURS: Record<MaterialKey, ColourKey[]> = {
  oak: WOOD_TINTS,
  walnut: ['natural', 'brown', 'black'],
  ash: WOOD_TINTS,
  beech: WOOD_TINTS,
  birch: ['natural', 'white', 'beige', 'sand', 'grey'],
  pine: ['natural', 'white', 'grey', 'brown', 'sage'],
  teak: ['natural', 'brown'],
  plywood: ['natural', 'white', 'grey', 'black', 'sage', 'blue', 'terracotta'],
  rattan: ['natural', 'black', 'white', 'brown', 'sand'],
  steel: [
    'natural',
    'black',
    'anthracite',
    ...PAINT_COLOURS.filter((c) => c !== 'black' && c !== 'anthracite'),
  ],
  stainless_steel: ['natural'],
  aluminium: [
    'natural',
    'black',
    'anthracite',
    ...PAINT_COLOURS.filter((c) => c !== 'black' && c !== 'anthracite'),
  ],
  brass: ['natural'],
  copper: ['natural'],
  chrome: ['natural', 'black'],
  marble: ['white', 'black', 'grey', 'green', 'beige', 'pink', 'sand'],
  granite: ['grey', 'black', 'anthracite', 'beige', 'red', 'white'],
  travertine: ['beige', 'sand', 'white', 'grey', 'natural'],
  slate: ['anthracite', 'black', 'grey', 'green'],
  terrazzo: ['white', 'grey', 'pink', 'terracotta', 'sage', 'beige', 'anthracite', 'blue'],
  concrete: ['grey', 'anthracite', 'white', 'beige', 'sand'],
  linen: FABRIC_COLOURS,
  cotton: FABRIC_COLOURS,
  wool: FABRIC_COLOURS,
  velvet: PAINT_COLOURS,
  boucle: [
    'white',
    'natural',
    'beige',
    'sand',
    'grey',
    'anthracite',
    'sage',
    'pink',
    'mustard',
    'terracotta',
  ],
  felt: FABRIC_COLOURS,
  leather: LEATHER_COLOURS,
  suede: LEATHER_COLOURS,
  plastic: PAINT_COLOURS,
  glass: [
    'natural',
    'grey',
    'anthracite',
    'brown',
    'cognac',
    'green',
    'sage',
    'blue',
    'petrol',
    'pink',
  ],
  ceramic: [
    'white',
    'beige',
    'sand',
    'terracotta',
    'sage',
    'green',
    'blue',
    'navy',
    'petrol',
    'black',
    'grey',
    'mustard',
    'pink',
    'natural',
  ],
};

/** Finishes that make sense for a material (no brushed velvet, no polished linen). */
export function allowedFinishes(key: MaterialKey): FinishKey[] {
  return [...FINISHES[key]];
}

/**
 * Colours that make sense for a material. With a finish the list narrows where the finish
 * decides the colour: raw metal is 'natural' (or blackened/anodised), only powder coat takes
 * the paint palette.
 */
export function allowedColours(key: MaterialKey, finish?: FinishKey): ColourKey[] {
  const list = COLOURS[key];
  if (MATERIAL_CATEGORY[key] === 'metal' && finish && finish !== 'powder_coated') {
    return list.filter((c) => c === 'natural' || c === 'black' || c === 'anthracite');
  }
  if (finish === 'powder_coated') return list.filter((c) => c !== 'natural');
  return [...list];
}

/** Physical constants per material; see MaterialDefinition for the meaning of each field. */
export interface Physical {
  /** Real-world size of one texture tile (width, height) in metres. */
  tile: [number, number];
  /** Tiles across the preview sphere's visible diameter, chosen so the texture reads. */
  previewTiles: number;
  ior: number;
  /**
   * Approximate sound absorption coefficient around 500-1000 Hz for the bare material (or a
   * fabric as upholstery over padding), rounded from the usual architectural-acoustics tables
   * (e.g. the Engineering ToolBox "Absorption Coefficients" table and the appendix of Everest &
   * Pohlmann, Master Handbook of Acoustics): glazed/polished hard surfaces ~0.01-0.02, wood
   * ~0.05-0.1, heavy fabrics and felt 0.3-0.6. A plausibility guess, not a measurement.
   */
  absorption: number;
}

const P = (tile: number, previewTiles: number, absorption: number, ior = 1.5): Physical => ({
  tile: [tile, tile],
  previewTiles,
  ior,
  absorption,
});

/** Per-key physical constants used for the definition and the preview scale. */
export const PHYSICAL: Record<MaterialKey, Physical> = {
  oak: P(0.6, 0.9, 0.08),
  walnut: P(0.6, 0.9, 0.08),
  ash: P(0.6, 0.9, 0.08),
  beech: P(0.6, 0.9, 0.08),
  birch: P(0.6, 0.9, 0.08),
  pine: P(0.6, 0.9, 0.09),
  teak: P(0.6, 0.9, 0.08),
  plywood: P(0.6, 0.9, 0.1),
  rattan: P(0.25, 1.2, 0.25),
  steel: P(0.3, 1, 0.02),
  stainless_steel: P(0.3, 1, 0.02),
  aluminium: P(0.3, 1, 0.02),
  brass: P(0.3, 1, 0.02),
  copper: P(0.3, 1, 0.02),
  chrome: P(0.3, 1, 0.01),
  marble: P(0.8, 0.9, 0.01, 1.57),
  granite: P(0.4, 1, 0.01, 1.55),
  travertine: P(0.6, 1, 0.02, 1.55),
  slate: P(0.5, 1, 0.02),
  terrazzo: P(0.6, 1, 0.015),
  concrete: P(0.8, 1, 0.02),
  linen: P(0.08, 1.6, 0.35),
  cotton: P(0.08, 1.6, 0.3),
  wool: P(0.1, 1.5, 0.45),
  velvet: P(0.2, 1, 0.55),
  boucle: P(0.12, 1.5, 0.5),
  felt: P(0.2, 1.2, 0.55),
  leather: P(0.2, 1.2, 0.15),
  suede: P(0.2, 1.2, 0.25),
  plastic: P(0.3, 1, 0.03, 1.49),
  glass: P(0.5, 1, 0.03, 1.52),
  ceramic: P(0.6, 1, 0.01, 1.52),
};
