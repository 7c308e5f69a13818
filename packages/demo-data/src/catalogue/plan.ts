/**
 * The shape of the demo catalogue before anything is rendered: which brand makes which
 * series, products and colourways. Pure and deterministic, so it can be planned in full
 * before the slow work (geometry, renders, maps) is spread over worker threads.
 */
import type { ItemState } from '@vitrine/contracts';
import { allowedColours, allowedFinishes } from '../materials/catalog';
import type { Rng } from '../rng';
import { stableId } from '../rng';
import type { ColourKey, FinishKey, FurnitureKind, MaterialKey, StyleKey } from '../vocab/types';
import { BRANDS, FOCUS_KINDS, SERIES_NAMES, type BrandSpec } from './brands';

export interface Choice {
  material: MaterialKey;
  finish: FinishKey;
  colour: ColourKey;
}

/** What each kind of part is made of in one colourway. */
export interface Palette {
  hard: Choice;
  soft: Choice;
  metal: Choice;
  shade: Choice;
}

export interface ColourwayPlan {
  id: string;
  palette: Palette;
  /** The material the product is known by (its filter value and subtitle). */
  main: Choice;
  state: ItemState;
  articleNumber: string;
  weight: number;
}

export interface ProductPlan {
  key: string;
  brand: BrandSpec;
  series: string;
  kind: FurnitureKind;
  variant: number;
  /** Outer size in metres. */
  dims: { width: number; height: number; depth: number };
  style: StyleKey;
  colourways: ColourwayPlan[];
}

export interface SeriesPlan {
  id: string;
  brand: BrandSpec;
  name: string;
  products: ProductPlan[];
}

const HARD: MaterialKey[] = ['oak', 'walnut', 'ash', 'beech', 'birch', 'teak', 'plywood'];
const HARD_EXTRA: MaterialKey[] = ['marble', 'travertine', 'terrazzo', 'concrete', 'granite'];
const SOFT: MaterialKey[] = ['linen', 'cotton', 'wool', 'velvet', 'boucle', 'leather', 'felt'];
const METAL: MaterialKey[] = ['steel', 'brass', 'aluminium', 'chrome', 'stainless_steel', 'copper'];
const SHADE: MaterialKey[] = ['linen', 'cotton', 'glass', 'brass', 'aluminium', 'steel', 'ceramic'];

const UPHOLSTERED: FurnitureKind[] = ['armchair', 'sofa', 'bed'];
const LIGHTS: FurnitureKind[] = ['floor_lamp', 'table_lamp', 'pendant_lamp'];
const STONE_OK: FurnitureKind[] = ['dining_table', 'coffee_table', 'side_table', 'sideboard'];

function choose(rng: Rng, materials: MaterialKey[]): Choice {
  const material = rng.pick(materials);
  const finish = rng.pick(allowedFinishes(material));
  const colour = rng.pick(allowedColours(material, finish));
  return { material, finish, colour };
}

/** The material a visitor would name the product by. */
function mainChoice(kind: FurnitureKind, palette: Palette): Choice {
  if (UPHOLSTERED.includes(kind)) return palette.soft;
  if (LIGHTS.includes(kind)) return palette.shade;
  return palette.hard;
}

/** The hard materials a series draws from: now and then stone and concrete join the woods. */
export const hardPoolFor = (rng: Rng): MaterialKey[] =>
  rng.chance(0.3) ? [...HARD, ...HARD_EXTRA] : HARD;

/** A colourway's materials per kind of part, and the one it is known by. */
export function planPalette(kind: FurnitureKind, hardPool: MaterialKey[], rng: Rng) {
  const palette: Palette = {
    hard: choose(rng, STONE_OK.includes(kind) ? hardPool : HARD),
    soft: choose(rng, SOFT),
    metal: choose(rng, METAL),
    shade: choose(rng, SHADE),
  };
  return { palette, main: mainChoice(kind, palette) };
}

/** Mostly the brand's own style, sometimes a neighbouring one. */
export const productStyle = (brand: BrandSpec, rng: Rng): StyleKey =>
  rng.chance(0.7)
    ? brand.style
    : rng.pick(['scandinavian', 'minimalist', 'contemporary', 'industrial'] as const);

/** Plausible outer dimensions in metres, varied per product. */
export function plannedDimensions(kind: FurnitureKind, rng: Rng) {
  const base: Record<FurnitureKind, [number, number, number]> = {
    chair: [0.48, 0.82, 0.52],
    armchair: [0.78, 0.8, 0.82],
    sofa: [2.1, 0.82, 0.92],
    stool: [0.38, 0.65, 0.38],
    bench: [1.4, 0.45, 0.38],
    dining_table: [1.8, 0.75, 0.9],
    coffee_table: [1.1, 0.4, 0.6],
    side_table: [0.45, 0.52, 0.45],
    desk: [1.4, 0.74, 0.7],
    shelf: [0.9, 1.9, 0.36],
    cabinet: [0.8, 1.1, 0.45],
    sideboard: [1.8, 0.78, 0.45],
    wardrobe: [1.2, 2.1, 0.6],
    bed: [1.7, 1.0, 2.15],
    floor_lamp: [0.45, 1.6, 0.45],
    table_lamp: [0.3, 0.48, 0.3],
    pendant_lamp: [0.5, 0.9, 0.5],
  };
  const [w, h, d] = base[kind];
  const vary = (x: number, spread: number) =>
    Math.round(x * (1 + (rng.next() - 0.5) * spread) * 100) / 100;
  const width = vary(w, 0.3);
  // Round things keep width and depth equal.
  const round = ['stool', 'side_table', 'floor_lamp', 'table_lamp', 'pendant_lamp'].includes(kind);
  return { width, height: vary(h, 0.12), depth: round ? width : vary(d, 0.2) };
}

/** A product of a series before its colourways: key, size and style drawn from the rng. */
export function newProduct(
  brand: BrandSpec,
  series: string,
  kind: FurnitureKind,
  variant: number,
  rng: Rng,
): ProductPlan {
  return {
    key: `${brand.key}/${series}/${kind}`,
    brand,
    series,
    kind,
    variant,
    dims: plannedDimensions(kind, rng),
    style: productStyle(brand, rng),
    colourways: [],
  };
}

function planBrand(
  brand: BrandSpec,
  rng: Rng,
  seriesNames: string[],
  variantCount: (k: FurnitureKind) => number,
) {
  if (brand.focus === 'materials') return [];
  const kinds = FOCUS_KINDS[brand.focus];
  const seriesCount = brand.externalCatalog ? 1 : rng.int(3, 4);
  const series: SeriesPlan[] = [];
  let article = 1000 + rng.int(0, 8000);
  const prefix = brand.name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  for (let s = 0; s < seriesCount; s++) {
    const name = seriesNames.pop()!;
    const plan: SeriesPlan = {
      id: stableId('col', `${brand.key}/${name}`),
      brand,
      name,
      products: [],
    };
    const seriesKinds = rng.shuffle(kinds).slice(0, rng.int(4, Math.min(6, kinds.length)));
    const hardPool = hardPoolFor(rng);
    for (const kind of seriesKinds) {
      const variant = rng.int(0, variantCount(kind) - 1);

      const product = newProduct(brand, name, kind, variant, rng);
      const key = product.key;
      const count = rng.chance(0.4) ? 4 : 3;
      for (let c = 0; c < count; c++) {
        const { palette, main } = planPalette(kind, hardPool, rng);
        const roll = rng.next();
        // A few colourways in each state a live catalogue has: drafts show in the brand
        // editor's draft view (the demo editor owns the brands with the most), suppressed
        // ones only by direct link.
        const state: ItemState =
          brand.deprecated || roll < 0.012
            ? 'deprecated'
            : roll < 0.02
              ? 'draft'
              : roll < 0.024
                ? 'draft_and_suppressed'
                : roll < 0.028
                  ? 'suppressed'
                  : 'published';
        product.colourways.push({
          id: stableId('m', `${key}/${c}`),
          palette,
          main,
          state,
          articleNumber: `${prefix}-${article++}-${main.material.slice(0, 2).toUpperCase()}${c + 1}`,
          weight: Math.round(rng.next() * 100) / 10,
        });
      }
      plan.products.push(product);
    }
    series.push(plan);
  }
  return series;
}

/** Plans every brand's series, products and colourways from one seed. */
export function planCatalogue(rng: Rng, variantCount: (k: FurnitureKind) => number): SeriesPlan[] {
  const names = rng.shuffle(SERIES_NAMES);
  return BRANDS.flatMap((brand) => planBrand(brand, rng.fork(brand.key), names, variantCount));
}
