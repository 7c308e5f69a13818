/**
 * Search relevance as a visitor sees it: one row per query, in all 14 catalogue languages,
 * against a demo subset (a seating, a tables, a lighting and a fabrics brand). Queries are
 * literal, as typed; what they should find is looked up in the generated documents (by
 * label, title, brand name), so the table survives changes to the generator's choices.
 */
import type { Language, SearchAnswer, SearchHit, TextEntry } from '@vitrine/contracts';
import { generateDemoCatalogue } from '@vitrine/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSink } from '../src/seed';
import { startHarness, type Harness } from './app-harness';
import { STORE_KINDS } from './stores';

/** Casa Vento (seating), Holzwerk Lindner (tables), Lumenfabriek (lamps), Textura (fabrics). */
const BRANDS = ['casavento', 'holzwerk', 'lumenfabriek', 'textura'];

type Kind = 'models' | 'owners' | 'collections' | 'tags';

interface Item {
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
class Catalogue {
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
interface Context {
  answer: SearchAnswer;
  catalogue: Catalogue;
  language: Language;
  kind: Kind;
}
type Check = (c: Context) => void;

/** The top hits as a reader would see them, for failure messages. */
function shown({ answer, catalogue, language, kind }: Context): string {
  const lines = answer.hits.slice(0, 8).map((h) => {
    const item = catalogue.get(kind, h.id);
    const flags = `${h.is_leading ? 'L' : ' '}${h.is_boosted ? 'B' : ' '}`;
    return `  ${flags} ${h.score} ${catalogue.label(item, language)} ${catalogue.articleNumber(item)}`;
  });
  return `total ${answer.total}, suggestions ${JSON.stringify(answer.enriched.suggestions)}\n${lines.join('\n')}`;
}

const categoryId = (c: Context, label: string) =>
  c.catalogue.named('tags', c.language, label, 'category_tag').id;
const hitModel = (c: Context, hit: SearchHit) => c.catalogue.get('models', hit.id);
const lower = (s: string) => s.toLocaleLowerCase();

// Checks on model answers.

/** The first n hits (as many as the category has, if fewer) are all in the category. */
const topIn =
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
const findsAll =
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
const onlyIn =
  (category: string): Check =>
  (c) => {
    const id = categoryId(c, category);
    expect(c.answer.hits.length, shown(c)).toBeGreaterThan(0);
    const strays = c.answer.hits.filter((h) => !c.catalogue.categoriesOf(hitModel(c, h)).has(id));
    expect(strays.map((h) => c.catalogue.label(hitModel(c, h), c.language))).toEqual([]);
  };

/** The first n hits all carry the property value (material, colour) with this label. */
const topHave =
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
const allFrom =
  (brand: string): Check =>
  (c) => {
    const owner = c.catalogue.named('owners', c.language, brand).id;
    expect(c.answer.hits.length, shown(c)).toBeGreaterThan(0);
    for (const hit of c.answer.hits) expect(hit.owner_ids, shown(c)).toEqual([owner]);
  };

/** Every hit belongs to the collection with this title (a series). */
const allInCollection =
  (title: string): Check =>
  (c) => {
    const collection = c.catalogue.named('collections', c.language, title).id;
    expect(c.answer.hits.length, shown(c)).toBeGreaterThan(0);
    for (const hit of c.answer.hits)
      expect(hit.collection_ids ?? [], shown(c)).toContain(collection);
  };

/** The first n hits all have titles (in the row's language) containing the text. */
const topTitled =
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
const leadingFirst: Check = (c) => {
  expect(c.answer.hits[0]?.is_leading, shown(c)).toBe(true);
};

/**
 * Boosting: the hits in the category come first, all marked is_boosted, and no boosted hit
 * follows a plain one (a word naming a second category may boost it too, after them).
 */
const boosted =
  (category: string): Check =>
  (c) => {
    const id = categoryId(c, category);
    const hits = c.answer.hits;
    const inCategory = hits.map((h) => c.catalogue.categoriesOf(hitModel(c, h)).has(id));
    const count = inCategory.filter(Boolean).length;
    expect(count, shown(c)).toBeGreaterThan(0);
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
  };

// Checks on any answer.

/** "Did you mean" carries the corrected spelling (case aside, accents as written). */
const suggests =
  (spelling: string): Check =>
  (c) => {
    const suggestions = (c.answer.enriched.suggestions ?? []).map(lower);
    expect(suggestions, `suggestions for a misspelling`).toContain(lower(spelling));
  };

/** A correctly spelled query gets no "did you mean". */
const noSuggestion: Check = (c) => {
  expect(c.answer.enriched.suggestions, 'suggestions for a correct spelling').toEqual([]);
};

const completes =
  (scope: string, label: string): Check =>
  (c) => {
    const labels = (c.answer.enriched.autocompletions?.[scope] ?? []).map((a) => a.label);
    expect(
      labels,
      `autocompletions ${JSON.stringify(c.answer.enriched.autocompletions)}`,
    ).toContain(label);
  };

/** The first hit of an owner, collection or tag search has this name, title or label. */
const firstNamed =
  (kind: Kind, label: string, type?: string): Check =>
  (c) => {
    const wanted = c.catalogue.named(kind, c.language, label, type).id;
    expect(c.answer.hits[0]?.id, shown(c)).toBe(wanted);
  };

// The table.

interface Row {
  name: string;
  kind: Kind;
  languages: Language[];
  /** Literal, or picked from the stored documents (article numbers). */
  query: string | ((catalogue: Catalogue) => string);
  boosting?: boolean;
  autocompletions?: boolean;
  checks: Check[];
}

type Options = { boosting?: boolean; autocompletions?: boolean };

function row(
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
const models = (l: Language | Language[], q: string, want: string, checks: Check[], o?: Options) =>
  row('models', l, q, want, checks, o);
const boost = (l: Language, q: string, category: string) =>
  models(l, q, `${category} first, boosted`, [boosted(category)], { boosting: true });
const typo = (l: Language, q: string, spelling: string, category: string) =>
  models(l, q, `did you mean "${spelling}", ${category} shown`, [
    suggests(spelling),
    topIn(5, category),
  ]);
const completion = (l: Language, q: string, scope: string, label: string) =>
  models(l, q, `completes ${scope} "${label}"`, [completes(scope, label)], {
    autocompletions: true,
  });

/** A model picked from the stored documents: the first of a brand whose title has a word. */
function modelOf(c: Catalogue, brand: string, titleWord: string): Item {
  const owner = c.named('owners', 'en', brand).id;
  const model = c
    .models()
    .filter((m) => m.owner_id === owner && c.label(m, 'en').includes(titleWord))
    .sort((a, b) => a.id.localeCompare(b.id))[0];
  if (!model) throw new Error(`demo data has no ${brand} model titled "… ${titleWord}"`);
  return model;
}
/** A row whose query is an article number (or part of one) of a model picked by modelOf. */
function article(
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
const HOLZWERK_CHAIR: [string, string] = ['Holzwerk Lindner', 'Chair'];
const LUMENFABRIEK_LAMP: [string, string] = ['Lumenfabriek', 'Lamp'];

const ROWS: Row[] = [
  // English
  models('en', 'chairs', 'chairs first, every chair', [
    topIn(5, 'Chairs'),
    findsAll('Chairs'),
    noSuggestion,
  ]),
  boost('en', 'chair', 'Chairs'),
  typo('en', 'chiar', 'chair', 'Chairs'),
  typo('en', 'tabel', 'table', 'Tables'),
  typo('en', 'armchiar', 'armchair', 'Armchairs'),
  models('en', 'sof', 'sofas while typing', [topIn(5, 'Sofas')]),
  models('en', 'oak table', 'oak tables first', [topIn(5, 'Tables'), topHave(5, 'Oak')]),
  models('en', 'black lamp', 'black lamps first', [topIn(3, 'Lighting'), topHave(3, 'Black')]),
  models('en', 'walnut', 'walnut pieces first', [topHave(5, 'Walnut'), noSuggestion]),
  models('en', 'velvet', 'velvet first', [topHave(5, 'Velvet')]),
  models('en', 'Casa Vento chair', 'only Casa Vento chairs', [
    allFrom('Casa Vento'),
    onlyIn('Chairs'),
  ]),
  models('en', 'Lumenfabriek lamp', 'only Lumenfabriek lamps', [
    allFrom('Lumenfabriek'),
    onlyIn('Lighting'),
  ]),
  models('en', 'Haze chair', 'Haze chairs, full title leading', [
    topTitled(3, 'Haze Chair'),
    leadingFirst,
  ]),
  models('en', 'Haze', 'only the Haze series', [allInCollection('Haze Collection')]),
  completion('en', 'Casa V', 'owner_names', 'Casa Vento'),
  completion('en', 'chai', 'category_tag_labels', 'Chairs'),
  completion('en', 'wal', 'property_value_labels', 'Walnut'),
  row('owners', 'en', 'Casa Vento', 'Casa Vento first', [
    firstNamed('owners', 'Casa Vento'),
    leadingFirst,
  ]),
  row('collections', 'en', 'Haze Collection', 'that collection first, leading', [
    firstNamed('collections', 'Haze Collection'),
    leadingFirst,
  ]),
  row('tags', 'en', 'oak', 'the material value Oak first', [
    firstNamed('tags', 'Oak', 'value_tag'),
  ]),
  article('en', 'article number of a Holzwerk chair', HOLZWERK_CHAIR, (n) => n, true),
  article('de', 'the same in lower case', HOLZWERK_CHAIR, (n) => n.toLowerCase(), true),
  article('fr', 'article number of a Textura velvet', ['Textura', 'Velvet'], (n) => n, true),
  article(
    'en',
    'a lamp article number without its colourway part, as typed so far',
    LUMENFABRIEK_LAMP,
    (n) => n.split('-').slice(0, 2).join('-'),
    false,
  ),
  article(
    'it',
    'the number part of a lamp article number',
    LUMENFABRIEK_LAMP,
    (n) => n.split('-')[1]!,
    false,
  ),

  // German
  models('de', 'Stühle', 'chairs first, every chair', [
    topIn(5, 'Stühle'),
    findsAll('Stühle'),
    noSuggestion,
  ]),
  models('de', 'Stuhle', 'chairs (umlaut left out)', [
    topIn(5, 'Stühle'),
    findsAll('Stühle'),
    noSuggestion,
  ]),
  boost('de', 'Stühle', 'Stühle'),
  typo('de', 'stuhll', 'stuhl', 'Stühle'),
  typo('de', 'Sesel', 'sessel', 'Sessel'),
  typo('de', 'Schreibtsich', 'schreibtisch', 'Schreibtische'),
  models('de', 'Stu', 'chairs while typing', [topIn(5, 'Stühle')]),
  models('de', 'Eiche Stuhl', 'oak chairs first', [topIn(2, 'Stühle'), topHave(2, 'Eiche')]),
  models('de', 'schwarze Leuchte', 'black lamps first', [
    topIn(3, 'Leuchten'),
    topHave(3, 'Schwarz'),
  ]),
  models('de', 'Holzwerk Tisch', 'only Holzwerk tables', [
    allFrom('Holzwerk Lindner'),
    onlyIn('Tische'),
  ]),
  models('de', 'Stuhl Haze', 'Haze chairs, full title leading', [
    topTitled(3, 'Stuhl Haze'),
    leadingFirst,
  ]),
  models('de', 'Haze Stuhl', 'Haze chairs (words swapped)', [topTitled(3, 'Stuhl Haze')]),
  boost('de', 'Esstisch', 'Esstische'),
  boost('de', 'Tisch', 'Tische'),
  models('de', 'Tisch', 'tables first (Esstisch, Couchtisch...)', [topIn(5, 'Tische')]),
  models('de', 'Leuchte', 'every lamp (Stehleuchte, Pendelleuchte...)', [
    topIn(5, 'Leuchten'),
    findsAll('Leuchten'),
  ]),
  boost('de', 'Leuchten', 'Leuchten'),
  models('de', 'Nussbaum', 'walnut first', [topHave(5, 'Nussbaum')]),
  models('de', 'Samt', 'velvet first', [topHave(5, 'Samt')]),
  completion('de', 'Holz', 'owner_names', 'Holzwerk Lindner'),
  completion('de', 'Holz', 'category_tag_labels', 'Holz'),
  completion('de', 'Stü', 'category_tag_labels', 'Stühle'),
  completion('de', 'Eich', 'property_value_labels', 'Eiche'),
  row('owners', 'de', 'holzwerk', 'Holzwerk Lindner first', [
    firstNamed('owners', 'Holzwerk Lindner'),
  ]),
  row('collections', 'de', 'Kollektion Ember', 'that collection first', [
    firstNamed('collections', 'Kollektion Ember'),
  ]),
  row('tags', 'de', 'Eiche', 'the value Eiche first', [firstNamed('tags', 'Eiche', 'value_tag')]),

  // Czech
  models('cs', 'židle', 'chairs first, every chair', [
    topIn(5, 'Židle'),
    findsAll('Židle'),
    noSuggestion,
  ]),
  models('cs', 'zidle', 'chairs (accents left out)', [topIn(5, 'Židle'), findsAll('Židle')]),
  models('cs', 'křesla', 'armchairs (plural)', [topIn(5, 'Křesla'), findsAll('Křesla')]),
  models('cs', 'kreslo', 'armchairs (singular, no accents)', [
    topIn(5, 'Křesla'),
    findsAll('Křesla'),
  ]),
  models('cs', 'pohovky', 'sofas', [topIn(5, 'Pohovky'), findsAll('Pohovky')]),
  models('cs', 'Poho', 'sofas while typing', [topIn(5, 'Pohovky')]),
  boost('cs', 'stoly', 'Stoly'),
  models('cs', 'dub', 'oak first', [topHave(5, 'Dub')]),
  typo('cs', 'zidel', 'židle', 'Židle'),
  completion('cs', 'Poh', 'category_tag_labels', 'Pohovky'),

  // Danish
  models('da', 'stole', 'chairs first, every chair', [
    topIn(5, 'Stole'),
    findsAll('Stole'),
    noSuggestion,
  ]),
  models('da', 'lænestole', 'armchairs', [topIn(5, 'Lænestole'), findsAll('Lænestole')]),
  models('da', 'laenestol', 'armchairs (æ typed as ae)', [
    topIn(5, 'Lænestole'),
    findsAll('Lænestole'),
  ]),
  models('da', 'sofaer', 'sofas first', [topIn(5, 'Sofaer'), findsAll('Sofaer')]),
  boost('da', 'bord', 'Borde'),
  models('da', 'valnød', 'walnut first', [topHave(5, 'Valnød')]),
  models('da', 'fløjl', 'velvet first', [topHave(5, 'Fløjl')]),
  typo('da', 'lenestol', 'lænestol', 'Lænestole'),
  completion('da', 'Læn', 'category_tag_labels', 'Lænestole'),

  // Spanish
  models('es', 'sillas', 'chairs first, every chair', [
    topIn(5, 'Sillas'),
    findsAll('Sillas'),
    noSuggestion,
  ]),
  models('es', 'sofa', 'sofas (accent left out)', [topIn(5, 'Sofás'), findsAll('Sofás')]),
  models('es', 'sofás', 'sofas', [topIn(5, 'Sofás'), findsAll('Sofás'), noSuggestion]),
  models('es', 'mesa de centro', 'coffee tables first', [topIn(5, 'Mesas de centro')]),
  boost('es', 'mesas', 'Mesas'),
  models('es', 'nogal', 'walnut first', [topHave(5, 'Nogal')]),
  models('es', 'escrit', 'desks while typing', [topIn(5, 'Escritorios')]),
  typo('es', 'escritoiro', 'escritorio', 'Escritorios'),
  completion('es', 'Lámp', 'category_tag_labels', 'Lámparas de pie'),
  row('owners', 'es', 'casa', 'Casa Vento first while typing', [
    firstNamed('owners', 'Casa Vento'),
  ]),
  row('collections', 'es', 'Colección Nord', 'that collection first', [
    firstNamed('collections', 'Colección Nord'),
  ]),

  // French
  models('fr', 'chaises', 'chairs first, every chair', [
    topIn(5, 'Chaises'),
    findsAll('Chaises'),
    noSuggestion,
  ]),
  models('fr', 'canape', 'sofas (accent left out)', [topIn(5, 'Canapés'), findsAll('Canapés')]),
  boost('fr', 'canapés', 'Canapés'),
  models('fr', 'table basse', 'coffee tables first', [topIn(5, 'Tables basses')]),
  models('fr', 'chêne', 'oak first', [topHave(5, 'Chêne')]),
  models('fr', 'chene', 'oak (accent left out)', [topHave(5, 'Chêne')]),
  models('fr', 'fauteuil cuir', 'leather armchairs first', [
    topIn(2, 'Fauteuils'),
    topHave(2, 'Cuir'),
  ]),
  // Only table lamps are called "lampe" in French (lampadaire, suspension for the others).
  models('fr', 'lampe noire', 'a black table lamp first', [
    topIn(1, 'Lampes à poser'),
    topHave(1, 'Noir'),
  ]),
  models('fr', 'tabour', 'stools while typing', [topIn(5, 'Tabourets')]),
  typo('fr', 'lampadiare', 'lampadaire', 'Lampadaires'),
  typo('fr', 'fauteil', 'fauteuil', 'Fauteuils'),
  completion('fr', 'Canap', 'category_tag_labels', 'Canapés'),
  row('tags', 'fr', 'chaises', 'the category Chaises first', [
    firstNamed('tags', 'Chaises', 'category_tag'),
  ]),

  // Italian
  models('it', 'sedie', 'chairs first, every chair', [
    topIn(5, 'Sedie'),
    findsAll('Sedie'),
    noSuggestion,
  ]),
  models('it', 'sedia', 'chairs (singular)', [topIn(5, 'Sedie'), findsAll('Sedie')]),
  boost('it', 'sedie', 'Sedie'),
  models('it', 'divani', 'sofas', [topIn(5, 'Divani'), findsAll('Divani')]),
  models('it', 'poltrona pelle', 'leather armchairs first', [
    topIn(2, 'Poltrone'),
    topHave(2, 'Pelle'),
  ]),
  models('it', 'tavolo da pranzo', 'dining tables first', [topIn(5, 'Tavoli da pranzo')]),
  models('it', 'velluto', 'velvet first', [topHave(5, 'Velluto')]),
  models('it', 'lampada nera', 'black lamps first', [
    topIn(3, 'Illuminazione'),
    topHave(3, 'Nero'),
  ]),
  // Italian Snowball stems sedia and sedute (seating) alike: other seating may follow.
  models('it', 'sedia Casa Vento', 'Casa Vento chairs first, only Casa Vento', [
    allFrom('Casa Vento'),
    topIn(5, 'Sedie'),
  ]),
  typo('it', 'sgabelo', 'sgabello', 'Sgabelli'),
  typo('it', 'divanno', 'divano', 'Divani'),
  completion('it', 'Tex', 'owner_names', 'Textura'),

  // Dutch
  models('nl', 'stoelen', 'chairs first, every chair', [
    topIn(5, 'Stoelen'),
    findsAll('Stoelen'),
    noSuggestion,
  ]),
  models('nl', 'bank', 'sofas (a bank is a sofa in Dutch)', [
    topIn(5, 'Banken'),
    findsAll('Banken'),
  ]),
  boost('nl', 'tafel', 'Tafels'),
  models('nl', 'tafel', 'tables (eettafel, salontafel) before table lamps', [topIn(5, 'Tafels')]),
  models('nl', 'eettafel', 'dining tables', [topIn(5, 'Eettafels'), findsAll('Eettafels')]),
  models('nl', 'hanglamp', 'pendant lamps', [topIn(5, 'Hanglampen'), findsAll('Hanglampen')]),
  models('nl', 'zwarte lamp', 'black lamps first', [topIn(3, 'Verlichting'), topHave(3, 'Zwart')]),
  models('nl', 'fluweel', 'velvet first', [topHave(5, 'Fluweel')]),
  typo('nl', 'stoell', 'stoel', 'Stoelen'),
  completion('nl', 'lumen', 'owner_names', 'Lumenfabriek'),
  row('owners', 'nl', 'lumenfabrik', 'did you mean "lumenfabriek", Lumenfabriek first', [
    suggests('lumenfabriek'),
    firstNamed('owners', 'Lumenfabriek'),
  ]),

  // Polish
  models('pl', 'krzesła', 'chairs first, every chair', [
    topIn(5, 'Krzesła'),
    findsAll('Krzesła'),
    noSuggestion,
  ]),
  models('pl', 'krzesla', 'chairs (accents left out)', [topIn(5, 'Krzesła'), findsAll('Krzesła')]),
  models('pl', 'krzesło', 'chairs (singular)', [topIn(5, 'Krzesła'), findsAll('Krzesła')]),
  models('pl', 'Krz', 'chairs while typing', [topIn(5, 'Krzesła')]),
  models('pl', 'stoliki kawowe', 'coffee tables first', [topIn(5, 'Stoliki kawowe')]),
  models('pl', 'lampa wisząca', 'pendant lamps first', [topIn(5, 'Lampy wiszące')]),
  models('pl', 'czarna lampa', 'black lamps first', [
    topIn(3, 'Oświetlenie'),
    topHave(3, 'Czarny'),
  ]),
  models('pl', 'dąb', 'oak first', [topHave(5, 'Dąb')]),
  models('pl', 'orzech', 'walnut first', [topHave(5, 'Orzech')]),
  typo('pl', 'krzesko', 'krzesło', 'Krzesła'),
  completion('pl', 'Krz', 'category_tag_labels', 'Krzesła'),

  // Portuguese
  models('pt', 'cadeiras', 'chairs first, every chair', [
    topIn(5, 'Cadeiras'),
    findsAll('Cadeiras'),
    noSuggestion,
  ]),
  models('pt', 'cadeira', 'chairs (singular)', [topIn(5, 'Cadeiras'), findsAll('Cadeiras')]),
  models('pt', 'sofa', 'sofas (accent left out)', [topIn(5, 'Sofás'), findsAll('Sofás')]),
  models('pt', 'mesa de jantar', 'dining tables first', [topIn(5, 'Mesas de jantar')]),
  models('pt', 'carvalho', 'oak first', [topHave(5, 'Carvalho')]),
  models('pt', 'veludo', 'velvet first', [topHave(5, 'Veludo')]),
  typo('pt', 'cadiera', 'cadeira', 'Cadeiras'),
  completion('pt', 'Cade', 'category_tag_labels', 'Cadeiras'),

  // Romanian
  models('ro', 'scaune', 'chairs first, every chair', [
    topIn(5, 'Scaune'),
    findsAll('Scaune'),
    noSuggestion,
  ]),
  models('ro', 'scaun', 'chairs (singular)', [topIn(5, 'Scaune'), findsAll('Scaune')]),
  models('ro', 'canapele', 'sofas', [topIn(5, 'Canapele'), findsAll('Canapele')]),
  models('ro', 'măsuță de cafea', 'coffee tables first', [topIn(5, 'Măsuțe de cafea')]),
  models('ro', 'masuta de cafea', 'coffee tables (diacritics left out)', [
    topIn(5, 'Măsuțe de cafea'),
  ]),
  models('ro', 'stejar', 'oak first', [topHave(5, 'Stejar')]),
  models('ro', 'catifea', 'velvet first', [topHave(5, 'Catifea')]),
  typo('ro', 'scuan', 'scaun', 'Scaune'),
  completion('ro', 'Sca', 'category_tag_labels', 'Scaune'),

  // Russian
  models('ru', 'стулья', 'chairs first, every chair', [
    topIn(5, 'Стулья'),
    findsAll('Стулья'),
    noSuggestion,
  ]),
  models('ru', 'стул', 'chairs (singular)', [topIn(5, 'Стулья'), findsAll('Стулья')]),
  models('ru', 'диваны', 'sofas', [topIn(5, 'Диваны'), findsAll('Диваны')]),
  models('ru', 'кресла', 'armchairs', [topIn(5, 'Кресла'), findsAll('Кресла')]),
  models('ru', 'дива', 'sofas while typing', [topIn(5, 'Диваны')]),
  models('ru', 'журнальный столик', 'coffee tables first', [topIn(5, 'Журнальные столики')]),
  models('ru', 'бархат', 'velvet first', [topHave(5, 'Бархат')]),
  boost('ru', 'столы', 'Столы'),
  typo('ru', 'стулл', 'стул', 'Стулья'),
  completion('ru', 'Дива', 'category_tag_labels', 'Диваны'),
  row('tags', 'ru', 'стулья', 'the category Стулья first', [
    firstNamed('tags', 'Стулья', 'category_tag'),
  ]),

  // Swedish
  models('sv', 'stolar', 'chairs first, every chair', [
    topIn(5, 'Stolar'),
    findsAll('Stolar'),
    noSuggestion,
  ]),
  models('sv', 'soffor', 'sofas first', [topIn(5, 'Soffor'), findsAll('Soffor')]),
  models('sv', 'soffa', 'sofas first (singular)', [topIn(5, 'Soffor'), findsAll('Soffor')]),
  models('sv', 'golvlampa', 'floor lamps', [topIn(5, 'Golvlampor'), findsAll('Golvlampor')]),
  boost('sv', 'bord', 'Bord'),
  models('sv', 'lampa', 'every lamp (golvlampa, taklampa...)', [
    topIn(5, 'Belysning'),
    findsAll('Belysning'),
  ]),
  models('sv', 'ek', 'oak first', [topHave(5, 'Ek')]),
  models('sv', 'valnöt', 'walnut first', [topHave(5, 'Valnöt')]),
  models('sv', 'Ymir', 'only the Ymir series', [allInCollection('Kollektionen Ymir')]),
  typo('sv', 'sofffa', 'soffa', 'Soffor'),
  completion('sv', 'Golv', 'category_tag_labels', 'Golvlampor'),

  // Turkish
  models('tr', 'sandalyeler', 'chairs first, every chair', [
    topIn(5, 'Sandalyeler'),
    findsAll('Sandalyeler'),
    noSuggestion,
  ]),
  models('tr', 'sandalye', 'chairs (singular)', [topIn(5, 'Sandalyeler'), findsAll('Sandalyeler')]),
  models('tr', 'koltuk', 'armchairs, nothing unrelated', [
    topIn(5, 'Koltuklar'),
    onlyIn('Koltuklar'),
  ]),
  models('tr', 'kanepe', 'sofas', [topIn(5, 'Kanepeler'), findsAll('Kanepeler')]),
  models('tr', 'yemek masası', 'dining tables first', [topIn(5, 'Yemek masaları')]),
  models('tr', 'mese', 'oak (ş typed as s)', [topHave(5, 'Meşe')]),
  models('tr', 'kadife', 'velvet first', [topHave(5, 'Kadife')]),
  models('tr', 'sand', 'chairs while typing', [topIn(5, 'Sandalyeler')]),
  boost('tr', 'sandalyeler', 'Sandalyeler'),
  typo('tr', 'sandalya', 'sandalye', 'Sandalyeler'),
  completion('tr', 'Sand', 'category_tag_labels', 'Sandalyeler'),
  row('collections', 'tr', 'Costa Koleksiyonu', 'that collection first', [
    firstNamed('collections', 'Costa Koleksiyonu'),
  ]),
];

describe.each(STORE_KINDS)('search relevance on $name', (kind) => {
  let h: Harness;
  let catalogue: Catalogue;
  const search = async (entity: Kind, body: object) => {
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/catalog/v1/${entity}/search`,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    await generateDemoCatalogue(storeSink(h.services), { brands: BRANDS, workers: 2 });
    const list = async (entity: Kind): Promise<Item[]> => {
      const fetch = { texts: true, tags: true, properties: true, collection_ids: true };
      const answer = await search(entity, { size: 1000, fetch });
      expect(answer.total).toBeLessThan(1000);
      return answer[entity];
    };
    catalogue = new Catalogue({
      models: await list('models'),
      owners: await list('owners'),
      collections: await list('collections'),
      tags: await list('tags'),
    });
  });
  afterAll(() => h?.close());

  it('covers every catalogue language with several queries', () => {
    const perLanguage = new Map<string, number>();
    for (const r of ROWS)
      perLanguage.set(r.languages[0]!, (perLanguage.get(r.languages[0]!) ?? 0) + 1);
    expect(ROWS.length).toBeGreaterThanOrEqual(80);
    expect([...perLanguage.keys()].sort()).toEqual([
      'cs',
      'da',
      'de',
      'en',
      'es',
      'fr',
      'it',
      'nl',
      'pl',
      'pt',
      'ro',
      'ru',
      'sv',
      'tr',
    ]);
    for (const count of perLanguage.values()) expect(count).toBeGreaterThanOrEqual(5);
  });

  it.each(ROWS.map((r) => [r.name, r] as const))('%s', async (_name, r) => {
    const query = typeof r.query === 'string' ? r.query : r.query(catalogue);
    const answer: SearchAnswer = await search(r.kind, {
      query_string: query,
      languages: r.languages,
      size: 100,
      ...(r.kind === 'models' ? { boosting: r.boosting ?? false } : {}),
      enrich: { suggestions: true, ...(r.autocompletions ? { autocompletions: true } : {}) },
    });
    for (const check of r.checks)
      check({ answer, catalogue, language: r.languages[0]!, kind: r.kind });
  });
});
