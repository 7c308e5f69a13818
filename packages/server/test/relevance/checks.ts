/**
 * The relevance table's vocabulary: the catalogue as search lists it, the checks a row can
 * make on an answer, and the row builders (see ../search.relevance.slow.test.ts).
 */
import type { Language, SearchAnswer, SearchHit, TextEntry } from '@vitrine/contracts';
import { expect } from 'vitest';

export const BRANDS = ['casavento', 'holzwerk', 'lumenfabriek', 'textura'];

export type Kind = 'models' | 'owners' | 'collections' | 'tags';

export interface Item {
  id: string;
  type: string;
  owner_id?: string;
  texts: TextEntry[];
  tags?: Array<{ tag_id: string }>;
  properties?: Array<{ value_tag_id?: string }>;
  collection_ids?: string[];
  parent_tag_ids?: string[];
}

/** The stored catalogue as the API lists it (visible items only), with lookups by label. */
export class Catalogue {
  constructor(private readonly items: Record<Kind, Item[]>) {}

  get(kind: Kind, id: string): Item {
    const item = this.items[kind].find((i) => i.id === id);
    if (!item) throw new Error(`${kind} ${id} is not in the catalogue listing`);
    return item;
  }

  /** The title, name or label in a language, else the language-neutral one. */
  label(item: Item, language: string): string {
    const labels = item.texts.filter((t) => ['title', 'name', 'label'].includes(t.category));
    return (
      labels.find((t) => t.language === language)?.payload ??
      labels.find((t) => t.language === '')?.payload ??
      ''
    );
  }

  articleNumber(item: Item): string {
    return item.texts.find((t) => t.category === 'articlenumber')?.payload ?? '';
  }

  /** The one item of a kind (and tag type) with exactly this label in the language. */
  named(kind: Kind, language: string, label: string, type?: string): Item {
    const found = this.items[kind].filter(
      (i) => (!type || i.type === type) && this.label(i, language) === label,
    );
    if (found.length !== 1)
      throw new Error(`demo data has ${found.length} ${type ?? kind} labelled "${label}"`);
    return found[0]!;
  }

  models(): Item[] {
    return this.items.models;
  }

  /** Category ids of a model, with their ancestors. */
  categoriesOf(model: Item): Set<string> {
    const out = new Set<string>();
    const visit = (id: string) => {
      if (out.has(id)) return;
      out.add(id);
      const tag = this.items.tags.find((t) => t.id === id);
      for (const parent of tag?.parent_tag_ids ?? []) visit(parent);
    };
    for (const tag of model.tags ?? []) visit(tag.tag_id);
    return out;
  }

  modelsIn(categoryId: string): Item[] {
    return this.models().filter((m) => this.categoriesOf(m).has(categoryId));
  }
}

/** What a check gets: the answer, the catalogue and the row's (first) language. */
export interface Context {
  answer: SearchAnswer;
  catalogue: Catalogue;
  language: Language;
  kind: Kind;
}
export type Check = (c: Context) => void;

/** The top hits as a reader would see them, for failure messages. */
export function shown({ answer, catalogue, language, kind }: Context): string {
  const lines = answer.hits.slice(0, 8).map((h) => {
    const item = catalogue.get(kind, h.id);
    const flags = `${h.is_leading ? 'L' : ' '}${h.is_boosted ? 'B' : ' '}`;
    return `  ${flags} ${h.score} ${catalogue.label(item, language)} ${catalogue.articleNumber(item)}`;
  });
  return `total ${answer.total}, suggestions ${JSON.stringify(answer.enriched.suggestions)}\n${lines.join('\n')}`;
}

export const categoryId = (c: Context, label: string) =>
  c.catalogue.named('tags', c.language, label, 'category_tag').id;
export const hitModel = (c: Context, hit: SearchHit) => c.catalogue.get('models', hit.id);
export const lower = (s: string) => s.toLocaleLowerCase();

// Checks on model answers.

/** The first n hits (as many as the category has, if fewer) are all in the category. */
export const topIn =
  (n: number, category: string): Check =>
  (c) => {
    const id = categoryId(c, category);
    const top = c.answer.hits.slice(0, n);
    expect(top.length, shown(c)).toBeGreaterThanOrEqual(
      Math.min(n, c.catalogue.modelsIn(id).length),
    );
    for (const hit of top)
      expect(c.catalogue.categoriesOf(hitModel(c, hit)).has(id), shown(c)).toBe(true);
  };

/** Every visible model of the category is found. */
export const findsAll =
  (category: string): Check =>
  (c) => {
    const found = new Set(c.answer.hits.map((h) => h.id));
    const missing = c.catalogue.modelsIn(categoryId(c, category)).filter((m) => !found.has(m.id));
    expect(
      missing.map((m) => c.catalogue.label(m, c.language)),
      shown(c),
    ).toEqual([]);
  };

/** Every hit is in the category (nothing unrelated slips in). */
export const onlyIn =
  (category: string): Check =>
  (c) => {
    const id = categoryId(c, category);
    expect(c.answer.hits.length, shown(c)).toBeGreaterThan(0);
    const strays = c.answer.hits.filter((h) => !c.catalogue.categoriesOf(hitModel(c, h)).has(id));
    expect(strays.map((h) => c.catalogue.label(hitModel(c, h), c.language))).toEqual([]);
  };

/** The first n hits all carry the property value (material, colour) with this label. */
export const topHave =
  (n: number, value: string): Check =>
  (c) => {
    const id = c.catalogue.named('tags', c.language, value, 'value_tag').id;
    const top = c.answer.hits.slice(0, n);
    expect(top.length, shown(c)).toBe(n);
    for (const hit of top) {
      const values = hitModel(c, hit).properties?.map((p) => p.value_tag_id) ?? [];
      expect(values.includes(id), shown(c)).toBe(true);
    }
  };

/** Every hit is the brand's (and there is at least one). */
export const allFrom =
  (brand: string): Check =>
  (c) => {
    const owner = c.catalogue.named('owners', c.language, brand).id;
    expect(c.answer.hits.length, shown(c)).toBeGreaterThan(0);
    for (const hit of c.answer.hits) expect(hit.owner_ids, shown(c)).toEqual([owner]);
  };

/** Every hit belongs to the collection with this title (a series). */
export const allInCollection =
  (title: string): Check =>
  (c) => {
    const collection = c.catalogue.named('collections', c.language, title).id;
    expect(c.answer.hits.length, shown(c)).toBeGreaterThan(0);
    for (const hit of c.answer.hits)
      expect(hit.collection_ids ?? [], shown(c)).toContain(collection);
  };

/** The first n hits all have titles (in the row's language) containing the text. */
export const topTitled =
  (n: number, text: string): Check =>
  (c) => {
    const top = c.answer.hits.slice(0, n);
    expect(top.length, shown(c)).toBe(n);
    for (const hit of top)
      expect(lower(c.catalogue.label(hitModel(c, hit), c.language)), shown(c)).toContain(
        lower(text),
      );
  };

/** The first hit is an exact match (article number or full title). */
export const leadingFirst: Check = (c) => {
  expect(c.answer.hits[0]?.is_leading, shown(c)).toBe(true);
};

/**
 * Boosting: the hits in the category come first, all marked is_boosted, and no boosted hit
 * follows a plain one (a word naming a second category may boost it too, after them). Deprecated
 * hits come after all available ones (what can still be had comes first), so this holds for
 * each of the two in turn.
 */
export const boosted =
  (category: string): Check =>
  (c) => {
    const id = categoryId(c, category);
    const all = c.answer.hits;
    const firstDeprecated = all.findIndex((h) => h.is_deprecated);
    if (firstDeprecated >= 0)
      expect(
        all.slice(firstDeprecated).every((h) => h.is_deprecated),
        shown(c),
      ).toBe(true);
    let found = 0;
    for (const hits of [all.filter((h) => !h.is_deprecated), all.filter((h) => h.is_deprecated)]) {
      const inCategory = hits.map((h) => c.catalogue.categoriesOf(hitModel(c, h)).has(id));
      const count = inCategory.filter(Boolean).length;
      found += count;
      expect(inCategory.slice(0, count).every(Boolean), shown(c)).toBe(true);
      expect(
        hits.slice(0, count).every((h) => h.is_boosted),
        shown(c),
      ).toBe(true);
      const firstPlain = hits.findIndex((h) => !h.is_boosted);
      if (firstPlain >= 0)
        expect(
          hits.slice(firstPlain).some((h) => h.is_boosted),
          shown(c),
        ).toBe(false);
    }
    expect(found, shown(c)).toBeGreaterThan(0);
  };

// Checks on any answer.

/** "Did you mean" carries the corrected spelling (case aside, accents as written). */
export const suggests =
  (spelling: string): Check =>
  (c) => {
    const suggestions = (c.answer.enriched.suggestions ?? []).map(lower);
    expect(suggestions, `suggestions for a misspelling`).toContain(lower(spelling));
  };

/** A correctly spelled query gets no "did you mean". */
export const noSuggestion: Check = (c) => {
  expect(c.answer.enriched.suggestions, 'suggestions for a correct spelling').toEqual([]);
};

export const completes =
  (scope: string, label: string): Check =>
  (c) => {
    const labels = (c.answer.enriched.autocompletions?.[scope] ?? []).map((a) => a.label);
    expect(
      labels,
      `autocompletions ${JSON.stringify(c.answer.enriched.autocompletions)}`,
    ).toContain(label);
  };

/** The first hit of an owner, collection or tag search has this name, title or label. */
export const firstNamed =
  (kind: Kind, label: string, type?: string): Check =>
  (c) => {
    const wanted = c.catalogue.named(kind, c.language, label, type).id;
    expect(c.answer.hits[0]?.id, shown(c)).toBe(wanted);
  };

/**
 * The hits matched in this language (the answer's matched_languages), and none in the row's
 * first language: a word typed with the interface in another language, "also found in" it.
 */
export const matchedIn =
  (language: Language): Check =>
  (c) => {
    const matched = c.answer.matched_languages ?? [];
    expect(matched, shown(c)).toContain(language);
    expect(matched, shown(c)).not.toContain(c.language);
  };

/** Some hits matched in the row's first language, those first (ranked before the others). */
export const matchedFirstInOwn: Check = (c) => {
  expect(c.answer.matched_languages?.[0], shown(c)).toBe(c.language);
};

// The table.

export interface Row {
  name: string;
  kind: Kind;
  languages: Language[];
  /** Literal, or picked from the stored documents (article numbers). */
  query: string | ((catalogue: Catalogue) => string);
  boosting?: boolean;
  autocompletions?: boolean;
  checks: Check[];
}

export type Options = { boosting?: boolean; autocompletions?: boolean };

export function row(
  kind: Kind,
  languages: Language | Language[],
  query: string,
  want: string,
  checks: Check[],
  options: Options = {},
): Row {
  const list = Array.isArray(languages) ? languages : [languages];
  return {
    name: `${list.join('+')}: "${query}" → ${want}`,
    kind,
    languages: list,
    query,
    checks,
    ...options,
  };
}
export const models = (
  l: Language | Language[],
  q: string,
  want: string,
  checks: Check[],
  o?: Options,
) => row('models', l, q, want, checks, o);
export const boost = (l: Language, q: string, category: string) =>
  models(l, q, `${category} first, boosted`, [boosted(category)], { boosting: true });
export const typo = (l: Language, q: string, spelling: string, category: string) =>
  models(l, q, `did you mean "${spelling}", ${category} shown`, [
    suggests(spelling),
    topIn(5, category),
  ]);
export const completion = (l: Language, q: string, scope: string, label: string) =>
  models(l, q, `completes ${scope} "${label}"`, [completes(scope, label)], {
    autocompletions: true,
  });

/** A model picked from the stored documents: the first of a brand whose title has a word. */
export function modelOf(c: Catalogue, brand: string, titleWord: string): Item {
  const owner = c.named('owners', 'en', brand).id;
  const model = c
    .models()
    .filter((m) => m.owner_id === owner && c.label(m, 'en').includes(titleWord))
    .sort((a, b) => a.id.localeCompare(b.id))[0];
  if (!model) throw new Error(`demo data has no ${brand} model titled "… ${titleWord}"`);
  return model;
}
/** A row whose query is an article number (or part of one) of a model picked by modelOf. */
export function article(
  l: Language,
  what: string,
  [brand, titleWord]: [string, string],
  shape: (articleNumber: string) => string,
  leading: boolean,
): Row {
  const first: Check = (c) =>
    expect(c.answer.hits[0]?.id, shown(c)).toBe(modelOf(c.catalogue, brand, titleWord).id);
  return {
    name: `${l}: <${what}> → that model first${leading ? ', leading' : ''}`,
    kind: 'models',
    languages: [l],
    query: (c) => shape(c.articleNumber(modelOf(c, brand, titleWord))),
    checks: leading ? [first, leadingFirst] : [first],
  };
}
export const HOLZWERK_CHAIR: [string, string] = ['Holzwerk Lindner', 'Chair'];
export const LUMENFABRIEK_LAMP: [string, string] = ['Lumenfabriek', 'Lamp'];
