/**
 * The search index in this process's memory: items, an inverted index of their lexemes, and
 * the completion vocabulary, loaded from the search tables and kept up to date by reading
 * the rows written since (every written row takes a number from search_change_seq). A
 * search is answered here without a database round trip for matching, filtering, counting
 * or paging: PostgreSQL took 150 ms to 4 s for the same at 100,000 models (docs/SEARCH.md).
 */
import type { Counter, CounterScope, Entity, FilterGroup, FilterScope } from '@vitrine/contracts';
import {
  ARRAY_SCOPES,
  compileFilters,
  type CompiledGroup,
  type RegexMatcher,
} from './search.filters';
import type { SearchRepository, TermChange } from './search.repository';
import type { SnapshotStore } from './search.snapshot';
import { namesLabel, queryPlan, type PlannedWord } from './text';

export interface IndexedItem {
  id: string;
  type: string;
  subtypes: string[];
  state: string;
  owner_id: string | null;
  weight: number;
  is_high_quality: boolean;
  tag_ids: string[];
  category_ids: string[];
  namespaces: string[];
  collection_ids: string[];
  family_ids: string[];
  model_ids: string[];
  properties: Array<{ property_tag_id: string; value_tag_id: string; value_freeform?: string }>;
  numbers: Record<string, number>;
  article_numbers: string[];
  titles: string[];
  count_cad: number;
  count_material: number;
  hashtags: string[];
  namespace: string | null;
  /** The stored text vector's lexemes and their weight codes (0 = D to 3 = A). */
  lexemes: string[];
  lexemeWeights: Uint8Array;
}

export interface SearchParams {
  entity: Entity;
  languages: string[];
  /** Folded query words; the last one matches as a prefix when prefixLast. */
  words: string[];
  prefixLast: boolean;
  /** Known compounds ending with a query word, by "language:word" (see queryPlan). */
  compounds?: ReadonlyMap<string, string[]>;
  /** The whole query, folded (exact article number or title) and as typed (exact id). */
  exact: string;
  rawId: string;
  filtering: FilterGroup[];
  types: string[] | undefined;
  includeHidden: boolean;
  hiddenStates: string[];
  ordering: 'weight' | 'natural';
  from: number;
  size: number;
  /** Category ids the query names: their items come first. */
  boosted: string[];
  counters: CounterScope[];
}

export type HitRow = Omit<
  IndexedItem,
  'numbers' | 'article_numbers' | 'titles' | 'lexemes' | 'lexemeWeights'
> & {
  score: number;
  is_leading: boolean;
  is_boosted: boolean;
};

export interface SearchRows {
  total: number;
  hits: HitRow[];
  counters: Partial<Record<CounterScope, Array<Counter & { property_tag_id?: string }>>>;
}

/** ts_rank's default weights for D, C, B, A, and its normalisation of one position. */
const WEIGHTS = [0.1, 0.3, 0.6, 1.0];
const WEIGHT_CODES = ['D', 'C', 'B', 'A'];
const RANK_DIVISOR = 1.64493406685;
/** Counters answer the most frequent values of a facet, up to this many. */
const COUNTER_LIMIT = 500;

/**
 * One copy of each string the index holds. Strings read from the database are slices of the
 * driver's whole answer text and would keep all of it alive; the copy made here does not.
 */
class Strings {
  private known = new Map<string, string>();
  get(value: string): string {
    let copy = this.known.get(value);
    if (copy === undefined) {
      copy = Buffer.from(value, 'utf8').toString('utf8');
      this.known.set(copy, copy);
    }
    return copy;
  }
  all(values: string[]): string[] {
    return values.map((v) => this.get(v));
  }
}

/** Lexemes and weight codes of a tsvector's text form: 'de:stuhl':3A 'en:chair':1A. */
function parseTsv(tsv: string): Pick<IndexedItem, 'lexemes' | 'lexemeWeights'> {
  const lexemes: string[] = [];
  const weights: number[] = [];
  for (const match of tsv.matchAll(/'((?:[^']|'')*)'(?::[\d,]+([ABCD])?)?/g)) {
    lexemes.push(match[1]!.replace(/''/g, "'"));
    weights.push(WEIGHT_CODES.indexOf(match[2] ?? 'D'));
  }
  return { lexemes, lexemeWeights: Uint8Array.from(weights) };
}

/** An item with its strings copied once (read from the database or a snapshot). */
function internItem(item: IndexedItem, strings: Strings): IndexedItem {
  const one = (value: string | null) => (value === null ? null : strings.get(value));
  return {
    ...item,
    id: strings.get(item.id),
    type: strings.get(item.type),
    subtypes: strings.all(item.subtypes),
    state: strings.get(item.state),
    owner_id: one(item.owner_id),
    tag_ids: strings.all(item.tag_ids),
    category_ids: strings.all(item.category_ids),
    namespaces: strings.all(item.namespaces),
    collection_ids: strings.all(item.collection_ids),
    family_ids: strings.all(item.family_ids),
    model_ids: strings.all(item.model_ids),
    article_numbers: strings.all(item.article_numbers),
    titles: strings.all(item.titles),
    hashtags: strings.all(item.hashtags),
    namespace: one(item.namespace),
    lexemes: strings.all(item.lexemes),
  };
}

/** Sorted keys with a lazily rebuilt order, for finding every key with a beginning. */
class SortedKeys {
  private sorted: string[] = [];
  private dirty = false;
  constructor(private readonly source: () => Iterable<string>) {}
  touch() {
    this.dirty = true;
  }
  /** Keys starting with prefix, in order. */
  *startingWith(prefix: string): Generator<string> {
    if (this.dirty) {
      this.sorted = [...this.source()].sort();
      this.dirty = false;
    }
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.sorted.length && this.sorted[i]!.startsWith(prefix); i++)
      yield this.sorted[i]!;
  }
}

/** Items of one entity with their postings: lexeme → item slot × 4 + weight code. */
class EntityIndex {
  /** Item slots; a replaced item leaves an empty slot its old postings still point to. */
  items: Array<IndexedItem | undefined> = [];
  slotOf = new Map<string, number>();
  postings = new Map<string, number[]>();
  lexemes = new SortedKeys(() => this.postings.keys());
  articles = new Map<string, Set<number>>();
  private empty = 0;

  put(item: IndexedItem) {
    const previous = this.slotOf.get(item.id);
    if (previous !== undefined) this.remove(previous);
    const slot = this.items.length;
    this.items.push(item);
    this.slotOf.set(item.id, slot);
    this.post(item, slot);
    if (this.empty > 1000 && this.empty > this.slotOf.size) this.compact();
  }

  private remove(slot: number) {
    const item = this.items[slot]!;
    for (const number of item.article_numbers) this.articles.get(number)?.delete(slot);
    this.items[slot] = undefined;
    this.empty++;
  }

  private post(item: IndexedItem, slot: number) {
    item.lexemes.forEach((lexeme, i) => {
      let list = this.postings.get(lexeme);
      if (!list) {
        this.postings.set(lexeme, (list = []));
        this.lexemes.touch();
      }
      list.push(slot * 4 + item.lexemeWeights[i]!);
    });
    for (const number of item.article_numbers) {
      let slots = this.articles.get(number);
      if (!slots) this.articles.set(number, (slots = new Set()));
      slots.add(slot);
    }
  }

  /** Renumbers the items without gaps and builds the postings again. */
  private compact() {
    const live = this.items.filter((item): item is IndexedItem => item !== undefined);
    this.items = [];
    this.slotOf.clear();
    this.postings.clear();
    this.articles.clear();
    this.lexemes.touch();
    this.empty = 0;
    for (const item of live) {
      this.slotOf.set(item.id, this.items.length);
      this.post(item, this.items.length);
      this.items.push(item);
    }
  }

  /** Scratch space for matching, one slot per item, reused by every query. */
  private scratch = {
    total: new Float64Array(0),
    stamp: new Int32Array(0),
    count: new Uint8Array(0),
  };
  private stamp = 0;

  private scratchSpace() {
    const n = this.items.length;
    if (this.scratch.total.length < n) {
      const size = Math.max(n, Math.ceil(this.scratch.total.length * 1.5));
      this.scratch = {
        total: new Float64Array(size),
        stamp: new Int32Array(size),
        count: new Uint8Array(size),
      };
      this.stamp = 0;
    }
    return this.scratch;
  }

  /** The lexemes a word matches: its own, and those starting with its prefixes. */
  private lexemesOf(word: PlannedWord): string[] {
    const out = new Set(word.exact);
    for (const prefix of word.prefixes)
      for (const lexeme of this.lexemes.startingWith(prefix)) out.add(lexeme);
    return [...out];
  }

  /**
   * Items where, in one of the languages, every word matches, with ts_rank's score for the
   * OR of the languages: every matched query lexeme adds its field weight, the sum divided
   * by the number of query lexemes.
   */
  textMatches(plan: ReturnType<typeof queryPlan>): Map<number, number> {
    const { total, stamp, count } = this.scratchSpace();
    const touched: number[] = [];
    const matched: number[] = [];
    let operands = 0;
    for (const { words } of plan) {
      const inLanguage: number[] = [];
      for (const word of words) {
        operands += word.exact.length + word.prefixes.length;
        const wordStamp = ++this.stamp;
        for (const lexeme of this.lexemesOf(word)) {
          for (const code of this.postings.get(lexeme) ?? []) {
            const slot = code >> 2;
            if (this.items[slot] === undefined) continue;
            if (total[slot] === 0) touched.push(slot);
            total[slot] = total[slot]! + WEIGHTS[code & 3]!;
            if (stamp[slot] !== wordStamp) {
              stamp[slot] = wordStamp;
              if (count[slot] === 0) inLanguage.push(slot);
              count[slot] = count[slot]! + 1;
            }
          }
        }
      }
      for (const slot of inLanguage) {
        if (count[slot] === words.length) matched.push(slot);
        count[slot] = 0;
      }
    }
    const scores = new Map<number, number>();
    const divisor = RANK_DIVISOR * Math.max(1, operands);
    for (const slot of matched) if (!scores.has(slot)) scores.set(slot, total[slot]! / divisor);
    for (const slot of touched) total[slot] = 0;
    return scores;
  }

  /** Distinct values the items hold for a scope (what a regular expression can match). */
  vocabulary(scope: FilterScope): string[] {
    const values = new Set<string>();
    const array = ARRAY_SCOPES[scope] ?? ARRAY_SCOPES.tag_ids!;
    for (const item of this.items) if (item) for (const value of array(item)) values.add(value);
    return [...values];
  }
}

interface CompletionEntry {
  label: string;
  ref_id: string;
  language: string;
  weight: number;
}

/** Labels for autocompletion by scope, found by the folded text from any word start on. */
class Completions {
  private byKey = new Map<string, Map<string, CompletionEntry[]>>();
  private terms = new Map<string, SortedKeys>();

  put(row: TermChange, strings: Strings) {
    let scope = this.byKey.get(row.scope);
    if (!scope) {
      this.byKey.set(row.scope, (scope = new Map<string, CompletionEntry[]>()));
      const entries = scope;
      this.terms.set(row.scope, new SortedKeys(() => entries.keys()));
    }
    let list = scope.get(row.term);
    if (!list) {
      scope.set(strings.get(row.term), (list = []));
      this.terms.get(row.scope)!.touch();
    }
    const same = list.find(
      (e) => e.label === row.label && e.ref_id === row.ref_id && e.language === row.language,
    );
    if (same) same.weight = Math.max(same.weight, row.weight);
    else
      list.push({
        label: strings.get(row.label),
        ref_id: strings.get(row.ref_id),
        language: strings.get(row.language),
        weight: row.weight,
      });
  }

  /** Up to size labels whose folded text starts with the prefix, heaviest first. */
  complete(scope: string, prefix: string, languages: Set<string>, size: number) {
    const best = new Map<string, CompletionEntry>();
    const entries = this.byKey.get(scope);
    if (!entries) return [];
    for (const term of this.terms.get(scope)!.startingWith(prefix)) {
      for (const entry of entries.get(term)!) {
        if (!languages.has(entry.language)) continue;
        const key = `${entry.label}\u0000${entry.ref_id}`;
        const known = best.get(key);
        if (!known) best.set(key, { ...entry });
        else {
          known.weight = Math.max(known.weight, entry.weight);
          if (entry.language < known.language) known.language = entry.language;
        }
      }
    }
    return [...best.values()]
      .sort((a, b) => b.weight - a.weight || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
      .slice(0, size);
  }

  /** Every entry as the rows it was read from. */
  *rows(): Generator<TermChange> {
    for (const [scope, terms] of this.byKey)
      for (const [term, list] of terms) for (const entry of list) yield { scope, term, ...entry };
  }

  /** Every label of a scope with its reference, once per language. */
  labels(scope: string): CompletionEntry[] {
    const out = new Map<string, CompletionEntry>();
    for (const list of this.byKey.get(scope)?.values() ?? [])
      for (const entry of list)
        out.set(`${entry.ref_id}\u0000${entry.language}\u0000${entry.label}`, entry);
    return [...out.values()];
  }
}

/** A bounded selection of the first `limit` rows under an order, without sorting them all. */
function firstRows<T>(rows: T[], limit: number, compare: (a: T, b: T) => number): T[] {
  if (limit === 0) return [];
  if (rows.length <= limit * 4 || limit >= 2000) return rows.sort(compare).slice(0, limit);
  // Keep a sorted window of the best `limit`; most rows lose against its last one at once.
  const window: T[] = [];
  for (const row of rows) {
    if (window.length === limit && compare(row, window[limit - 1]!) >= 0) continue;
    let lo = 0;
    let hi = window.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(window[mid]!, row) <= 0) lo = mid + 1;
      else hi = mid;
    }
    window.splice(lo, 0, row);
    if (window.length > limit) window.pop();
  }
  return window;
}

/** Rows read in one catch-up that make saving a snapshot worth its time. */
const SNAPSHOT_AFTER_ROWS = 10_000;

export function createSearchIndex(
  repository: SearchRepository,
  regexMatches: RegexMatcher,
  snapshots?: SnapshotStore,
) {
  const entities: Record<Entity, EntityIndex> = {
    model: new EntityIndex(),
    collection: new EntityIndex(),
    owner: new EntityIndex(),
    tag: new EntityIndex(),
  };
  const completions = new Completions();
  const strings = new Strings();
  /** Rows of transactions from this one on may not have been read yet. */
  let seen = 0n;
  let catching: Promise<void> | null = null;
  /** Derived lists kept until the next change. */
  let derived: { categoryLabels?: CompletionEntry[] } = {};

  let restored = false;
  let saving: Promise<void> | null = null;

  function apply(items: Array<[Entity, IndexedItem]>, terms: TermChange[]) {
    for (const [entity, item] of items) entities[entity].put(internItem(item, strings));
    for (const row of terms) completions.put(row, strings);
    if (items.length > 0 || terms.length > 0) derived = {};
  }

  /** The snapshot, when it is this database's and not ahead of it. */
  async function restore() {
    restored = true;
    const state = await snapshots?.read();
    if (!state || state.seen > (await repository.look(state.seen)).horizon) return;
    apply(state.items, state.terms);
    seen = state.seen;
  }

  /**
   * Reads the rows written by every transaction from the last horizon on. The new horizon is
   * taken first: transactions older than it had finished and their rows are read now; younger
   * ones (perhaps still running) are read again next time, so no commit is ever missed.
   */
  async function catchUp() {
    if (!restored) await restore();
    const { horizon, changed } = await repository.look(seen);
    if (changed) {
      let read = 0;
      for await (const page of repository.itemsSince(seen)) {
        apply(
          page.map(({ entity, tsv, written_by: _w, ...item }) => [
            entity,
            { ...item, ...parseTsv(tsv) },
          ]),
          [],
        );
        read += page.length;
      }
      for await (const page of repository.termsSince(seen)) {
        apply([], page);
        read += page.length;
      }
      seen = horizon;
      if (read >= SNAPSHOT_AFTER_ROWS) void save().catch(() => undefined);
    }
    seen = horizon;
  }

  /** Saves the index (one save at a time; a failed save only costs the next start time). */
  function save(): Promise<void> {
    if (!snapshots) return Promise.resolve();
    saving ??= (async () => {
      try {
        const items: Array<[Entity, IndexedItem]> = [];
        for (const entity of Object.keys(entities) as Entity[])
          for (const item of entities[entity].items) if (item) items.push([entity, item]);
        await snapshots.write({ seen, items, terms: [...completions.rows()] });
      } finally {
        saving = null;
      }
    })();
    return saving;
  }

  return {
    /** Brings the index up to date with the search tables (one caller reads, others wait). */
    async refresh(): Promise<void> {
      if (!catching) {
        catching = catchUp().finally(() => {
          catching = null;
        });
      }
      return catching;
    },

    /** Saves a snapshot now (after bulk loads it is also saved on its own). */
    save,

    async search(p: SearchParams): Promise<SearchRows> {
      const index = entities[p.entity];
      const groups = await compileFilters(
        p.filtering,
        (scope) => index.vocabulary(scope),
        regexMatches,
      );

      // Candidates with their scores: text matches, exact article numbers and ids.
      let candidates: Map<number, number> | null = null;
      if (p.words.length > 0) {
        const plan = queryPlan(p.words, p.languages, p.prefixLast, p.compounds);
        candidates = index.textMatches(plan);
        if (p.prefixLast || (p.compounds && p.compounds.size > 0)) {
          // Whole words as typed rank above words only begun or inside compounds: "bank" (a
          // sofa in Dutch) before "bankje", "stol" (chair in Danish) before "lænestol".
          const whole = index.textMatches(queryPlan(p.words, p.languages, false));
          for (const [slot, score] of whole) {
            const current = candidates.get(slot);
            if (current !== undefined) candidates.set(slot, current + score);
          }
        }
        for (const slot of index.articles.get(p.exact) ?? [])
          candidates.set(slot, Math.max(candidates.get(slot) ?? 0, 2));
        const byId = index.slotOf.get(p.rawId);
        if (byId !== undefined) candidates.set(byId, Math.max(candidates.get(byId) ?? 0, 2));
      }

      const hidden = new Set(p.hiddenStates);
      const types = p.types && p.types.length > 0 ? new Set(p.types) : null;
      const boosted = new Set(p.boosted);
      const full = (1 << groups.length) - 1;
      interface Row {
        item: IndexedItem;
        score: number;
        passed: number;
      }
      const rows: Row[] = [];
      const consider = (item: IndexedItem | undefined, score: number) => {
        if (!item) return;
        if (!p.includeHidden && hidden.has(item.state)) return;
        if (types && !types.has(item.type) && !item.subtypes.some((t) => types.has(t))) return;
        let passed = 0;
        for (let g = 0; g < groups.length; g++) if (groups[g]!.test(item)) passed |= 1 << g;
        rows.push({ item, score, passed });
      };
      if (candidates) for (const [slot, score] of candidates) consider(index.items[slot], score);
      else for (const item of index.items) consider(item, 0);

      const hits = rows.filter((r) => r.passed === full);
      const leading = (item: IndexedItem) =>
        item.article_numbers.includes(p.exact) || item.titles.includes(p.exact);
      const isBoosted = (item: IndexedItem) =>
        boosted.size > 0 && item.category_ids.some((id) => boosted.has(id));
      const decorated = hits.map((r) => ({
        ...r,
        leading: leading(r.item),
        boosted: isBoosted(r.item),
      }));
      type Decorated = (typeof decorated)[number];
      const byId = (a: Decorated, b: Decorated) =>
        a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0;
      const compare =
        p.ordering === 'weight'
          ? (a: Decorated, b: Decorated) =>
              Number(b.boosted) - Number(a.boosted) ||
              b.item.weight - a.item.weight ||
              b.score - a.score ||
              byId(a, b)
          : (a: Decorated, b: Decorated) =>
              Number(b.leading) - Number(a.leading) ||
              Number(b.boosted) - Number(a.boosted) ||
              b.score - a.score ||
              b.item.weight - a.item.weight ||
              byId(a, b);
      const page = firstRows(decorated, p.from + p.size, compare).slice(p.from);

      return {
        total: hits.length,
        hits: page.map(({ item, score, leading: isLeading, boosted: isBoostedHit }) => {
          const {
            numbers: _n,
            article_numbers: _a,
            titles: _t,
            lexemes: _l,
            lexemeWeights: _w,
            ...shown
          } = item;
          return { ...shown, score, is_leading: isLeading, is_boosted: isBoostedHit };
        }),
        counters: countAll(rows, groups, p.counters),
      };
    },

    /** Up to size labels per scope whose words start with the prefix, heaviest first. */
    autocomplete(scopes: string[], prefix: string, languages: string[], size: number) {
      const wanted = new Set(languages);
      const out: Record<string, Array<{ label: string; id?: string; language: string }>> = {};
      for (const scope of scopes) {
        out[scope] = prefix
          ? completions.complete(scope, prefix, wanted, size).map((e) => ({
              label: e.label,
              ...(e.ref_id ? { id: e.ref_id } : {}),
              language: e.language,
            }))
          : [];
      }
      return out;
    },

    /** Labels of category tags with their ids, in every language. */
    categoryLabels(): CompletionEntry[] {
      return (derived.categoryLabels ??= completions.labels('category_tag_labels'));
    },

    /**
     * Category tags the query names: all words of a label (in one of these languages) are
     * among the query's, so "mesas" names Mesas but not Lámparas de mesa.
     */
    categoriesNamed(words: string[], languages: string[]): string[] {
      if (words.length === 0) return [];
      const wanted = new Set(languages);
      const named = new Set<string>();
      for (const entry of this.categoryLabels())
        if (wanted.has(entry.language) && namesLabel(words, entry.label, entry.language))
          named.add(entry.ref_id);
      return [...named];
    },
  };
}

/**
 * Counters: per facet, the items passing every filter group except the facet's own, counted
 * by the facet's values; property values per property, each without its own filter.
 */
function countAll(
  rows: Array<{ item: IndexedItem; passed: number }>,
  groups: CompiledGroup[],
  scopes: CounterScope[],
): SearchRows['counters'] {
  const full = (1 << groups.length) - 1;
  const maskOf = (facet: string) =>
    groups.reduce((mask, g, k) => (g.facet === facet ? mask | (1 << k) : mask), 0);
  const passesWithout = (passed: number, facet: string) => (passed | maskOf(facet)) === full;
  const counters: SearchRows['counters'] = {};
  const ranked = (counts: Map<string, number>) =>
    [...counts]
      .map(([id, count]) => ({ id, count }))
      .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  const facetValues: Partial<Record<CounterScope, (item: IndexedItem) => readonly string[]>> = {
    owner_ids: (item) => (item.owner_id === null ? [] : [item.owner_id]),
    category_tag_ids: (item) => item.category_ids,
    collection_ids: (item) => item.collection_ids,
    product_family_ids: (item) => item.family_ids,
  };
  for (const scope of scopes) {
    const values = facetValues[scope];
    if (!values) continue;
    const mask = maskOf(scope);
    const counts = new Map<string, number>();
    for (const { item, passed } of rows) {
      if ((passed | mask) !== full) continue;
      for (const value of values(item)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    counters[scope] = ranked(counts).slice(0, COUNTER_LIMIT);
  }
  if (scopes.includes('property_values')) {
    const filtered = new Set(
      groups
        .map((g) => g.facet)
        .filter((f): f is string => f?.startsWith('property_values:') ?? false)
        .map((f) => f.slice('property_values:'.length)),
    );
    const counts = new Map<string, Map<string, number>>();
    for (const { item, passed } of rows) {
      const all = passed === full;
      for (const property of item.properties) {
        if (property.value_freeform !== undefined || !property.value_tag_id) continue;
        const id = property.property_tag_id;
        const counted = filtered.has(id) ? passesWithout(passed, `property_values:${id}`) : all;
        if (!counted) continue;
        let values = counts.get(id);
        if (!values) counts.set(id, (values = new Map<string, number>()));
        values.set(property.value_tag_id, (values.get(property.value_tag_id) ?? 0) + 1);
      }
    }
    counters.property_values = [...counts]
      .flatMap(([property_tag_id, values]) =>
        [...values].map(([id, count]) => ({ property_tag_id, id, count })),
      )
      .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
  return counters;
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
