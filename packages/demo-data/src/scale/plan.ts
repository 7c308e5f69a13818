/**
 * What each scale brand makes: series of product families and their colourways, or
 * material items, in the demo's plan types so the demo's document builders apply as they
 * are. A brand makes exactly the number of models it is given; families are realistic in
 * size (two to eight colourways), so the collection count grows with the catalogue.
 */
import type { ItemState } from '@vitrine/contracts';
import { FOCUS_KINDS, SERIES_NAMES, type BrandSpec } from '../catalogue/brands';
import type { MaterialPlan } from '../catalogue/material-items';
import { hardPoolFor, planPalette, newProduct, type SeriesPlan } from '../catalogue/plan';
import { VARIANT_COUNT } from '../geometry';
import { allowedColours, allowedFinishes } from '../materials/catalog';
import type { Rng } from '../rng';
import type { IdSource } from './ids';
import { seriesNames } from './names';

export interface ScaleBrandPlan {
  series: SeriesPlan[];
  /** Product key → family collection id. */
  families: Map<string, string>;
  materials: MaterialPlan[];
}

/** Colourways per product family, drawn with these frequencies. */
const COLOURWAYS = [2, 3, 3, 3, 4, 4, 4, 5, 6, 8];

/** Mostly published; a few in each of the other states, as a live catalogue has. */
function itemState(brand: BrandSpec, rng: Rng): ItemState {
  const roll = rng.next();
  if (brand.deprecated || roll < 0.012) return 'deprecated';
  if (roll < 0.022) return 'draft';
  if (roll < 0.03) return 'draft_and_suppressed';
  if (roll < 0.038) return 'suppressed';
  return 'published';
}

/** Every finish and colour a materials brand can offer, one material item each. */
function materialChoices(brand: BrandSpec) {
  return (brand.materials ?? []).flatMap((key) =>
    allowedFinishes(key).flatMap((finish) =>
      allowedColours(key, finish).map((colour) => ({ key, finish, colour })),
    ),
  );
}

/** How many material items a materials brand can make without repeating itself. */
export const materialCapacity = (brand: BrandSpec) => materialChoices(brand).length;

/**
 * Shares `total` models among the brands: materials brands get a modest share (at most
 * what they can make), furniture brands the rest by weight; the sum is exact.
 */
export function shareModels(brands: BrandSpec[], total: number, rng: Rng): number[] {
  const average = total / brands.length;
  const quotas = brands.map((b) =>
    b.focus === 'materials'
      ? Math.min(materialCapacity(b), Math.round(average * (0.3 + 0.4 * rng.next())))
      : 0,
  );
  const weights = brands.map((b) =>
    b.focus === 'materials'
      ? 0
      : (b.externalCatalog ? 0.2 : 0.5 + rng.next()) * (b.highQuality ? 1.3 : 1),
  );
  const rest = total - quotas.reduce((a, b) => a + b, 0);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (rest * w) / weightSum);
  exact.forEach((x, i) => (quotas[i]! += Math.floor(x)));
  // Largest remainders take the models rounding left over.
  let left = total - quotas.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, r: x - Math.floor(x) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left-- <= 0) break;
    quotas[i]!++;
  }
  return quotas;
}

function planMaterialItems(brand: BrandSpec, quota: number, rng: Rng, ids: IdSource) {
  const prefix = brand.name.slice(0, 3).toUpperCase();
  return rng
    .shuffle(materialChoices(brand))
    .slice(0, quota)
    .map((choice, i): MaterialPlan => ({
      id: ids.next('mat'),
      brand,
      ...choice,
      seed: rng.int(1, 1_000_000),
      articleNumber: `${prefix}-M${100 + i}`,
    }));
}

/** Plans one brand's series (or material items) holding exactly `quota` models. */
export function planScaleBrand(
  brand: BrandSpec,
  quota: number,
  rng: Rng,
  ids: IdSource,
): ScaleBrandPlan {
  const plan: ScaleBrandPlan = { series: [], families: new Map(), materials: [] };
  if (brand.focus === 'materials') {
    plan.materials = planMaterialItems(brand, quota, rng, ids);
    return plan;
  }
  const kinds = FOCUS_KINDS[brand.focus];
  const names = seriesNames(SERIES_NAMES, rng.fork('series'));
  const prefix = brand.name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  let article = 1000 + rng.int(0, 8000);
  let left = quota;
  while (left > 0) {
    const name = names.next().value;
    const series: SeriesPlan = { id: ids.next('col'), brand, name, products: [] };
    const seriesKinds = rng
      .shuffle(kinds)
      .slice(0, rng.int(Math.min(3, kinds.length), Math.min(7, kinds.length)));
    const hardPool = hardPoolFor(rng);
    for (const kind of seriesKinds) {
      if (left === 0) break;
      const variant = rng.int(0, VARIANT_COUNT[kind] - 1);

      const product = newProduct(brand, name, kind, variant, rng);
      const key = product.key;
      const count = Math.min(left, rng.pick(COLOURWAYS));
      for (let c = 0; c < count; c++) {
        const { palette, main } = planPalette(kind, hardPool, rng);
        product.colourways.push({
          id: ids.next('m'),
          palette,
          main,
          state: itemState(brand, rng),
          articleNumber: `${prefix}-${article++}-${main.material.slice(0, 2).toUpperCase()}${c + 1}`,
          weight: Math.round(rng.next() * 100) / 10,
        });
      }
      left -= count;
      plan.families.set(key, ids.next('fam'));
      series.products.push(product);
    }
    plan.series.push(series);
  }
  return plan;
}
