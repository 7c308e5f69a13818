import { describe, it, expect } from 'vitest';
import { LANGUAGES } from '@vitrine/contracts';
import { BRAND_FOCI } from './types';
import {
  CATEGORY_KEYS,
  COLOUR_KEYS,
  FINISH_KEYS,
  FURNITURE_KINDS,
  MATERIAL_CATEGORY_KEYS,
  MATERIAL_KEYS,
  PROPERTY_KEYS,
  STYLE_KEYS,
  VOCABULARIES,
  fill,
  type Vocabulary,
} from './index';

const FOLDER_KEYS = [
  'catalog',
  'datasheets',
  'website',
  'gallery',
  'novelties',
  'bestsellers',
  'outdoor',
  'contract',
] as const;

/** Which placeholders each template field may use, and which it must use. */
const TEMPLATES = {
  productTitle: { allowed: ['series', 'kind'], required: ['series', 'kind'] },
  productSubtitle: { allowed: ['material', 'colour'], required: ['material', 'colour'] },
  productDescriptions: {
    allowed: ['series', 'kind', 'brand', 'material', 'style', 'w', 'h', 'd'],
    required: ['series'],
  },
  materialTitle: {
    allowed: ['material', 'finish', 'colour'],
    required: ['material', 'finish', 'colour'],
  },
  materialDescriptions: {
    allowed: ['material', 'finish', 'colour', 'brand'],
    required: ['material'],
  },
  brandDescriptions: { allowed: ['brand', 'city', 'year', 'style', 'makes'], required: [] },
  collectionTitle: { allowed: ['name'], required: ['name'] },
  familyTitle: { allowed: ['name', 'kind'], required: ['name', 'kind'] },
  collectionDescriptions: { allowed: ['name', 'brand', 'style'], required: ['name'] },
  datasheetTitle: { allowed: ['brand'], required: ['brand'] },
  bannerCaptions: { allowed: [], required: [] },
} as const satisfies Partial<
  Record<keyof Vocabulary, { allowed: readonly string[]; required: readonly string[] }>
>;

const ARRAY_LENGTHS = {
  productDescriptions: 6,
  materialDescriptions: 4,
  brandDescriptions: 6,
  collectionDescriptions: 4,
  bannerCaptions: 4,
} as const;

const SAMPLE_VALUES: Record<string, string | number> = {
  series: 'Oslo',
  kind: 'X-Kind',
  brand: 'Nordhaus',
  material: 'X-Material',
  colour: 'X-Colour',
  finish: 'X-Finish',
  style: 'X-Style',
  name: 'Alba',
  city: 'Kopenhagen',
  makes: 'X-Makes.',
  year: 1987,
  w: 120,
  h: 75,
  d: 80,
};

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

function placeholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}

function templatesOf(v: Vocabulary, field: keyof typeof TEMPLATES): string[] {
  const value = v[field];
  return Array.isArray(value) ? value : [value];
}

/** Every string in a vocabulary with its path, for checks that apply to all texts. */
function allStrings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => allStrings(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      allStrings(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

function expectComplete(
  record: Record<string, unknown>,
  keys: readonly string[],
  what: string,
): void {
  expect(Object.keys(record).sort(), what).toEqual([...keys].sort());
  for (const key of keys) {
    const value = record[key];
    expect(typeof value, `${what}.${key}`).toBe('string');
    expect((value as string).length, `${what}.${key}`).toBeGreaterThan(0);
  }
}

describe('fill', () => {
  it('replaces placeholders, including repeated ones and numbers', () => {
    expect(fill('{series} {kind} – {series}', { series: 'Oslo', kind: 'Chair' })).toBe(
      'Oslo Chair – Oslo',
    );
    expect(fill('{w} × {d} cm', { w: 120, d: 80 })).toBe('120 × 80 cm');
  });

  it('inserts values literally', () => {
    expect(fill('Brand: {brand}', { brand: '$& $1 {x}' })).toBe('Brand: $& $1 {x}');
  });

  it('leaves texts without placeholders unchanged and ignores extra values', () => {
    expect(fill('Made to last', { brand: 'Nordhaus' })).toBe('Made to last');
  });

  it('throws on a placeholder it has no value for', () => {
    expect(() => fill('{series} {kind}', { series: 'Oslo' })).toThrow(/kind/);
    expect(() => fill('{toString}', {})).toThrow(/toString/);
  });
});

describe('VOCABULARIES', () => {
  it('has exactly one table per catalogue language', () => {
    expect(Object.keys(VOCABULARIES).sort()).toEqual([...LANGUAGES].sort());
  });

  it('no two languages share the first product description', () => {
    const seen = new Map<string, string>();
    for (const [language, v] of Object.entries(VOCABULARIES)) {
      const text = v.productDescriptions[0] ?? '';
      expect(seen.get(text), `${language} duplicates ${seen.get(text)}`).toBeUndefined();
      seen.set(text, language);
    }
  });
});

describe.each(Object.entries(VOCABULARIES))('vocabulary %s', (language, v) => {
  it('declares its own language', () => {
    expect(v.language).toBe(language);
  });

  it('has a non-empty singular and plural for every furniture kind', () => {
    expect(Object.keys(v.kinds).sort()).toEqual([...FURNITURE_KINDS].sort());
    for (const kind of FURNITURE_KINDS) {
      expect(v.kinds[kind].singular.length, `kinds.${kind}.singular`).toBeGreaterThan(0);
      expect(v.kinds[kind].plural.length, `kinds.${kind}.plural`).toBeGreaterThan(0);
    }
  });

  it('has a non-empty label for every key of every table', () => {
    expectComplete(v.categories, CATEGORY_KEYS, 'categories');
    expectComplete(v.materialCategories, MATERIAL_CATEGORY_KEYS, 'materialCategories');
    expectComplete(v.colours, COLOUR_KEYS, 'colours');
    expectComplete(v.materials, MATERIAL_KEYS, 'materials');
    expectComplete(v.finishes, FINISH_KEYS, 'finishes');
    expectComplete(v.styles, STYLE_KEYS, 'styles');
    expectComplete(v.properties, PROPERTY_KEYS, 'properties');
    expectComplete(v.folders, FOLDER_KEYS, 'folders');
  });

  it('has the required number of texts, all different', () => {
    for (const [field, length] of Object.entries(ARRAY_LENGTHS)) {
      const texts = v[field as keyof typeof ARRAY_LENGTHS];
      expect(texts, field).toHaveLength(length);
      expect(new Set(texts).size, `${field} has duplicates`).toBe(length);
      for (const text of texts) expect(text.length, field).toBeGreaterThan(0);
    }
  });

  it('uses only the allowed placeholders in every template, each at most once', () => {
    for (const [field, { allowed, required }] of Object.entries(TEMPLATES)) {
      for (const template of templatesOf(v, field as keyof typeof TEMPLATES)) {
        const used = placeholders(template);
        for (const name of used) {
          expect(allowed as readonly string[], `{${name}} in ${field}: ${template}`).toContain(
            name,
          );
        }
        for (const name of required) {
          expect(used, `${field} lacks {${name}}: ${template}`).toContain(name);
        }
        expect(new Set(used).size, `${field} repeats a placeholder: ${template}`).toBe(used.length);
      }
    }
  });

  it('fills every template with sample values', () => {
    for (const field of Object.keys(TEMPLATES) as (keyof typeof TEMPLATES)[]) {
      for (const template of templatesOf(v, field)) {
        const filled = fill(template, SAMPLE_VALUES);
        expect(filled, field).not.toMatch(/[{}]/);
        expect(filled.trim(), field).toBe(filled);
      }
    }
  });

  it('gives each brand focus two slogans and a sentence on what it makes', () => {
    expect(Object.keys(v.brandFocus).sort()).toEqual([...BRAND_FOCI].sort());
    const slogans = BRAND_FOCI.flatMap((focus) => v.brandFocus[focus].slogans);
    expect(slogans).toHaveLength(BRAND_FOCI.length * 2);
    expect(new Set(slogans).size, 'slogans repeat').toBe(slogans.length);
    for (const focus of BRAND_FOCI) {
      const { slogans: own, makes } = v.brandFocus[focus];
      for (const slogan of own) expect(placeholders(slogan), slogan).toEqual([]);
      expect(placeholders(makes), makes).toEqual(['brand']);
      expect(makes, makes).toMatch(/\.$/);
    }
    // Every description names the brand, itself or in the focus's sentence.
    for (const text of v.brandDescriptions)
      expect(
        placeholders(text).some((p) => p === 'brand' || p === 'makes'),
        text,
      ).toBe(true);
  });

  it('writes brand descriptions as two to four lines', () => {
    for (const text of v.brandDescriptions) {
      const lines = text.split('\n');
      expect(lines.length, text).toBeGreaterThanOrEqual(2);
      expect(lines.length, text).toBeLessThanOrEqual(4);
      for (const line of lines) expect(line.trim(), text).toBe(line);
    }
  });

  it('has no stray braces, placeholders only in templates, no stray whitespace', () => {
    const templateFields = new Set<string>(Object.keys(TEMPLATES));
    for (const [path, text] of allStrings(v)) {
      expect(text.trim(), `${path} has leading/trailing whitespace`).toBe(text);
      expect(text, `${path} has doubled spaces`).not.toMatch(/ {2}|\t/);
      expect(text.replace(PLACEHOLDER, ''), `${path} has a stray brace`).not.toMatch(/[{}]/);
      const field = path.replace(/\[\d+\]$/, '');
      if (!templateFields.has(field) && !/^brandFocus\.\w+\.makes$/.test(field)) {
        expect(placeholders(text), `${path} is a label, not a template`).toEqual([]);
      }
    }
  });

  it('does not mix Latin and Cyrillic letters within a word', () => {
    for (const [path, text] of allStrings(v)) {
      for (const word of text.replace(PLACEHOLDER, ' ').split(/[^\p{L}]+/u)) {
        const latin = /\p{Script=Latin}/u.test(word);
        const cyrillic = /\p{Script=Cyrillic}/u.test(word);
        expect(latin && cyrillic, `${path}: ${word}`).toBe(false);
      }
    }
  });
});

describe('language-specific spelling', () => {
  it('Romanian uses s and t with comma below, not cedilla', () => {
    for (const [path, text] of allStrings(VOCABULARIES.ro)) {
      expect(text, path).not.toMatch(/[\u015E\u015F\u0162\u0163]/);
    }
    const all = allStrings(VOCABULARIES.ro)
      .map(([, text]) => text)
      .join(' ');
    expect(all).toMatch(/[\u0218\u0219]/);
    expect(all).toMatch(/[\u021A\u021B]/);
  });

  it('Russian is written in Cyrillic', () => {
    for (const kind of FURNITURE_KINDS) {
      expect(VOCABULARIES.ru.kinds[kind].plural).toMatch(/^[\p{Script=Cyrillic} -]+$/u);
    }
  });

  it('Turkish uses Turkish letters, German nouns are capitalised', () => {
    expect(VOCABULARIES.tr.kinds.desk.singular).toContain('Ç');
    expect(VOCABULARIES.tr.styles.scandinavian).toBe('İskandinav');
    for (const kind of FURNITURE_KINDS) {
      expect(VOCABULARIES.de.kinds[kind].plural).toMatch(/^\p{Lu}/u);
    }
  });
});
