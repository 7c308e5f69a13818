/**
 * The search index in this process's memory: items, an inverted index of their lexemes, and
 * the completion vocabulary, loaded from the search tables and kept up to date by reading
 * the rows written since (by writing transaction, docs/SEARCH.md). A search is answered here
 * without a database round trip for matching, filtering, counting or paging: PostgreSQL took
 * 150 ms to 4 s for the same at 100,000 models.
 */
import type { Counter, CounterScope, Entity, FilterGroup } from '@vitrine/contracts';
import { Completions, type CompletionEntry } from './search.completions';
import {
  EntityIndex,
  internItem,
  parseTsv,
  type ItemText,
  type TextMatches,
} from './search.entity';
import { compileFilters, type RegexMatcher } from './search.filters';
import { inParts, Recent, Strings } from './search.keys';
import { progressOf, type ProgressListener } from './search.progress';
import { searchIn } from './search.query';
import type { SearchRepository, TermChange } from './search.repository';
import type { SnapshotPart, SnapshotStore } from './search.snapshot';
import { namesLabel, type QueryPlan } from './text';

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
  /** Hidden items of these owners are shown all the same (their owners' draft view). */
  draftOwners?: string[];
  hiddenStates: string[];
  ordering: 'weight' | 'natural';
  from: number;
  size: number;
  /** Category ids the query names: their items come first. */
  boosted: string[];
  counters: CounterScope[];
}

export type HitRow = Omit<IndexedItem, 'numbers' | 'article_numbers' | 'titles'> & {
  score: number;
  is_leading: boolean;
  is_boosted: boolean;
};

export interface SearchRows {
  total: number;
  hits: HitRow[];
  counters: Partial<Record<CounterScope, Array<Counter & { property_tag_id?: string }>>>;
}

/** Queries whose text matches are kept (each at most a few hundred KB at 100,000 models). */
const MATCH_CACHE_SIZE = 256;

/** Searches without words whose counters are kept (each a few hundred small entries). */
const COUNTER_CACHE_SIZE = 128;

/** Rows read since the last save that make saving a snapshot worth its time. */
const SNAPSHOT_AFTER_ROWS = 10_000;

/** Completion rows per snapshot part. */
const TERMS_PER_PART = 50_000;

const emptyEntities = (): Record<Entity, EntityIndex> => ({
  model: new EntityIndex(),
  collection: new EntityIndex(),
  owner: new EntityIndex(),
  tag: new EntityIndex(),
});

export function createSearchIndex(
  repository: SearchRepository,
  regexMatches: RegexMatcher,
  snapshots?: SnapshotStore,
  options: { progressEveryMs?: number } = {},
) {
  const entities = emptyEntities();
  let completions = new Completions();
  const strings = new Strings();
  /** Rows of transactions from this one on may not have been read yet. */
  let seen = 0n;
  /** The catch-up under way, and the one that follows it for callers who came meanwhile. */
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  /** Text matches of recent queries, and counters of recent searches without words. */
  const recentMatches = new Recent<TextMatches>(MATCH_CACHE_SIZE);
  const recentCounters = new Recent<SearchRows['counters']>(COUNTER_CACHE_SIZE);
  /** Derived lists kept until the next change. */
  let derived: { categoryLabels?: CompletionEntry[] } = {};

  /** The catalogue's data version as of the last look. */
  let dataVersion = 0;
  /**
   * This process's writes and the other processes' change signals counted when the last look
   * began: while both stay the same, nothing changed since (docs/SEARCH.md, Freshness).
   */
  let lookedAt: { writes: number; signals: number } | null = null;
  /** Notifications that another process may have written (a shared PostgreSQL server). */
  let signals = 0;
  /** Whether other processes' writes are signalled: always so when none can write. */
  let listening = !repository.watch;
  let watching = false;

  let restored = false;
  /** Rows read since the snapshot was last written (or restored). */
  let unsaved = 0;
  let saving: Promise<void> | null = null;

  /** Told of every item read again, so caches of the same items can drop them. */
  const listeners: Array<(entity: Entity, ids: string[]) => void> = [];
  /** Told how a long load goes (search.progress.ts). */
  const progressListeners: ProgressListener[] = [];
  const snapshotListeners: Array<(bytes: number) => void> = [];

  function apply(items: Array<[Entity, IndexedItem, ItemText]>, terms: TermChange[]) {
    for (const [entity, item, text] of items) entities[entity].put(internItem(item, strings), text);
    const changed = new Map<Entity, string[]>();
    for (const [entity, item] of items) {
      const ids = changed.get(entity);
      if (ids) ids.push(item.id);
      else changed.set(entity, [item.id]);
    }
    for (const [entity, ids] of changed) for (const listener of listeners) listener(entity, ids);
    for (const row of terms) completions.put(row, strings);
    if (items.length > 0 || terms.length > 0) derived = {};
    if (items.length > 0) {
      recentMatches.clear();
      recentCounters.clear();
    }
  }

  /**
   * The snapshot, when it is this database's and not ahead of it, read into a new index that
   * replaces the empty one only when the whole file was read.
   */
  async function restore() {
    restored = true;
    const snapshot = await snapshots?.read();
    if (!snapshot) return;
    if (snapshot.seen > (await repository.look(snapshot.seen)).horizon) {
      await snapshot.close();
      return;
    }
    for (const listener of snapshotListeners) listener(snapshot.size);
    const read = emptyEntities();
    const readCompletions = new Completions();
    const tick = progressOf(
      'snapshot',
      progressListeners,
      () => snapshot.size,
      options.progressEveryMs,
    );
    try {
      for await (const part of snapshot.parts) {
        if (part.kind === 'items') read[part.entity].restoreItems(part.items, strings);
        else if (part.kind === 'postings')
          read[part.entity].restorePostings(part.lexemes, part.codes);
        else for (const row of part.rows) readCompletions.put(row, strings);
        await tick(snapshot.position());
      }
    } catch {
      // A damaged file: everything is read from the database instead.
      await snapshot.close();
      return;
    }
    Object.assign(entities, read);
    completions = readCompletions;
    derived = {};
    seen = snapshot.seen;
  }

  /** The index as a snapshot keeps it, a part at a time. */
  function* snapshotParts(): Generator<SnapshotPart> {
    for (const entity of Object.keys(entities) as Entity[]) yield* entities[entity].parts(entity);
    for (const rows of inParts(completions.rows(), TERMS_PER_PART)) yield { kind: 'terms', rows };
  }

  /**
   * Reads the rows written by every transaction from the last horizon on. The new horizon is
   * taken first: transactions older than it had finished and their rows are read now; younger
   * ones (perhaps still running) are read again next time, so no commit is ever missed.
   */
  async function catchUp() {
    if (!watching && repository.watch) {
      watching = true;
      // Until listening works, every refresh looks.
      void repository
        .watch(() => signals++)
        .then(
          () => (listening = true),
          () => undefined,
        );
    }
    await saving?.catch(() => undefined);
    const began = { writes: repository.writes(), signals };
    if (!restored) await restore();
    const { horizon, changed, dataVersion: version } = await repository.look(seen);
    if (changed) {
      let read = 0;
      const from = seen;
      const tick = progressOf(
        'tables',
        progressListeners,
        () => repository.countSince(from),
        options.progressEveryMs,
      );
      for await (const page of repository.itemsSince(seen)) {
        apply(
          page.map(({ entity, tsv, written_by: _w, ...item }) => [entity, item, parseTsv(tsv)]),
          [],
        );
        read += page.length;
        await tick(read);
      }
      for await (const page of repository.termsSince(seen)) {
        apply([], page);
        read += page.length;
        await tick(read);
      }
      seen = horizon;
      unsaved += read;
      if (read >= SNAPSHOT_AFTER_ROWS) for (const index of Object.values(entities)) index.trim();
    }
    seen = horizon;
    dataVersion = version;
    lookedAt = began;
  }

  /**
   * Brings the index up to date with everything committed before the call. A catch-up under
   * way may have looked before the caller's own write committed, so later callers share the
   * next one instead.
   *
   * No look is needed when this process wrote nothing since the last one and, on a shared
   * database, no other process signalled a write; on a shared database that holds only for
   * `nearRealTime` callers (search: another process's write shows once its notification
   * arrives, within milliseconds), others always look. `minVersion`, a data version the
   * caller knows of, makes the index look when it has not read that far.
   */
  function refresh(options: { nearRealTime?: boolean; minVersion?: number } = {}): Promise<void> {
    const unchanged =
      lookedAt !== null &&
      repository.writes() === lookedAt.writes &&
      signals === lookedAt.signals &&
      (options.minVersion === undefined || options.minVersion <= dataVersion);
    const trusted = !repository.watch || (options.nearRealTime === true && listening);
    if (!running && unchanged && trusted) return Promise.resolve();
    if (!running) {
      running = catchUp().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return refresh();
      });
    return queued;
  }

  /**
   * Saves the index (one save at a time; a failed save only costs the next start time). The
   * parts written are views of the live index: a catch-up under way finishes first, and the
   * next one waits until the file is written (searches go on meanwhile).
   */
  function save(): Promise<void> {
    if (!snapshots) return Promise.resolve();
    saving ??= (async () => {
      try {
        await running?.catch(() => undefined);
        const rows = unsaved;
        await snapshots.write(seen, snapshotParts());
        unsaved -= rows;
      } finally {
        saving = null;
      }
    })();
    return saving;
  }

  return {
    /** Brings the index up to date with the search tables (one caller reads, others wait). */
    refresh,

    /** Whether other processes' writes are signalled (else every refresh looks). */
    listening: () => listening,

    /** The catalogue's data version the index has read up to (as of the last refresh). */
    dataVersion: () => dataVersion,

    /** Saves a snapshot now. */
    save,

    /**
     * Saves a snapshot when many rows were read since the last one. Serialising the index
     * holds the event loop for seconds at 100,000 models, so the server calls this before it
     * listens and when it stops, never while it serves.
     */
    async saveIfWorthIt(): Promise<void> {
      if (unsaved >= SNAPSHOT_AFTER_ROWS) await save();
    },

    /**
     * Calls the listener with the ids of items written since the last refresh, whoever wrote
     * them: every catalogue write indexes its items, so this is the catalogue's change feed.
     */
    onItemsChanged(listener: (entity: Entity, ids: string[]) => void) {
      listeners.push(listener);
    },

    /** Calls `listener` during a long load (the snapshot, or many rows), every 10 s. */
    onProgress(listener: ProgressListener) {
      progressListeners.push(listener);
    },

    /**
     * Calls `listener` with the size in bytes of the snapshot the first refresh is about to
     * read: this database's, not ahead of it (a foreign or stale file is not read).
     */
    onSnapshot(listener: (bytes: number) => void) {
      snapshotListeners.push(listener);
    },

    async search(p: SearchParams): Promise<SearchRows> {
      const index = entities[p.entity];
      const groups = await compileFilters(p.filtering, index, regexMatches);
      // The same words are searched again and again (paging, filters, counters as the
      // visitor clicks): their matches are kept until the index changes.
      const textMatches = (plan: QueryPlan, whole?: QueryPlan) =>
        recentMatches.get(JSON.stringify([p.entity, plan, whole ?? null]), () =>
          index.textMatches(plan, whole),
        );
      // Browsing without words (the models and materials screens as they open, a filter
      // clicked) counts facets over the whole catalogue: those counters are kept too.
      const counters =
        p.words.length === 0 && p.counters.length > 0
          ? (count: () => SearchRows['counters']) =>
              recentCounters.get(
                JSON.stringify([
                  p.entity,
                  p.filtering,
                  p.types ?? null,
                  p.includeHidden,
                  p.draftOwners ?? null,
                  p.hiddenStates,
                  p.counters,
                ]),
                count,
              )
          : undefined;
      return searchIn(index, groups, p, textMatches, counters);
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

export type SearchIndex = ReturnType<typeof createSearchIndex>;
