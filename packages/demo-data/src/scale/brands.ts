/**
 * Brands for the scale catalogue: the demo's own brands first, then invented ones made by
 * combining name parts (Lindhem, Studio Corvado, Terrava Møbler), each with a distinct key,
 * so a million models spread over a few thousand believable makers.
 */
import { BRANDS, type BrandFocus, type BrandSpec } from '../catalogue/brands';
import type { Rng } from '../rng';
import { STYLE_KEYS } from '../vocab/types';

/** About one brand per 400 models, at least the demo's 34, and never under ~20 models each. */
export function brandCount(models: number): number {
  const wanted = Math.max(BRANDS.length, Math.ceil(models / 400));
  return Math.max(1, Math.min(wanted, Math.floor(models / 20)));
}

// prettier-ignore
const ROOTS = [
  'Nord', 'Lind', 'Berg', 'Ek', 'Sol', 'Alba', 'Terra', 'Fior', 'Holz', 'Stein', 'Mar',
  'Lumi', 'Forma', 'Arte', 'Luce', 'Vento', 'Rivo', 'Selva', 'Bosco', 'Kamen', 'Drev',
  'Skog', 'Havn', 'Aster', 'Cedro', 'Olivo', 'Pino', 'Quer', 'Rover', 'Tilia', 'Birk',
  'Esche', 'Buche', 'Wald', 'Hjem', 'Dom', 'Corv', 'Brisa', 'Ostra', 'Vinter', 'Sommer',
  'Ljus', 'Dalia', 'Grano', 'Sabbia', 'Pietra', 'Tavola', 'Mobil', 'Lenna', 'Vira',
  'Kora', 'Meri', 'Tundra', 'Fjord', 'Sava', 'Drina', 'Tisa', 'Mosel', 'Elba', 'Loira',
];
// prettier-ignore
const ENDINGS = [
  '', 'lys', 'hem', 'form', 'werk', 'ia', 'ona', 'ado', 'mark', 'vik', 'dal', 'sted',
  'holm', 'ino', 'etta', 'ura', 'ika', 'ova', 'ett', 'ara', 'line', 'haus', 'gard', 'ville',
];
const FORMS: Array<(word: string) => string> = [
  (w) => w,
  (w) => `${w} Design`,
  (w) => `Studio ${w}`,
  (w) => `Atelier ${w}`,
  (w) => `${w} Møbler`,
  (w) => `${w} Meble`,
  (w) => `Casa ${w}`,
  (w) => `${w} Interiors`,
  (w) => `${w} & Co`,
  (w) => `${w} Living`,
  (w) => `${w} Werkstatt`,
  (w) => `${w} Home`,
  (w) => `Maison ${w}`,
];

/** Invented brands make mostly furniture; about one in thirteen supplies materials. */
// prettier-ignore
const FOCI: BrandFocus[] = [
  'furniture', 'furniture', 'furniture', 'seating', 'seating', 'tables', 'tables',
  'storage', 'storage', 'lighting', 'lighting', 'beds', 'materials',
];

/** Lower-case ASCII with dashes, as the demo's keys ("casavento", "atelier-morel"). */
export function brandKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/ø/gi, 'o')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

const hex = (rng: Rng, min: number, max: number) =>
  Array.from({ length: 3 }, () => rng.int(min, max).toString(16).padStart(2, '0')).join('');

/** Three or more of a demo supplier's materials (textiles, stone, woods, metals, glass). */
const someOf = <T>(items: T[], rng: Rng) => rng.shuffle(items).slice(0, rng.int(3, items.length));

/** Every name part combination once, in a seeded order; keys already taken are skipped. */
function* inventedNames(rng: Rng): Generator<string, never> {
  const combinations = ROOTS.length * ENDINGS.length * FORMS.length;
  const order = rng.shuffle(Array.from({ length: combinations }, (_, i) => i));
  for (const i of order) {
    const root = ROOTS[i % ROOTS.length]!;
    const ending = ENDINGS[Math.floor(i / ROOTS.length) % ENDINGS.length]!;
    const form = FORMS[Math.floor(i / (ROOTS.length * ENDINGS.length))]!;
    yield form(root + ending);
  }
  // More brands than combinations (over 20,000): number the rest.
  for (let n = 2; ; n++) for (const root of ROOTS) yield `${root} ${n}`;
}

/** The demo brands (as many as fit), then invented ones up to `count`. */
export function scaleBrands(count: number, rng: Rng): BrandSpec[] {
  const brands = BRANDS.slice(0, count);
  const keys = new Set(BRANDS.map((b) => b.key));
  const places = BRANDS.map((b) => ({ city: b.city, country: b.country }));
  const supplies = BRANDS.flatMap((b) => (b.materials ? [b.materials] : []));
  const names = inventedNames(rng.fork('names'));
  while (brands.length < count) {
    let name = names.next().value;
    while (keys.has(brandKey(name))) name = names.next().value;
    const key = brandKey(name);
    keys.add(key);
    const focus = rng.pick(FOCI);
    brands.push({
      key,
      name,
      ...rng.pick(places),
      founded: rng.int(1890, 2021),
      style: rng.pick(STYLE_KEYS),
      focus,
      colours: [`#${hex(rng, 0x10, 0x70)}`, `#${hex(rng, 0xc8, 0xf8)}`],
      ...(rng.chance(0.2) ? { highQuality: true } : {}),
      ...(focus !== 'materials' && rng.chance(0.03) ? { externalCatalog: true } : {}),
      ...(rng.chance(0.015) ? { deprecated: true } : {}),
      ...(focus === 'materials' ? { materials: someOf(rng.pick(supplies), rng) } : {}),
    });
  }
  return brands;
}
