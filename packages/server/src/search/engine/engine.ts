/**
 * The search engine in this process's memory: items, an inverted index of their lexemes, and
 * the completion vocabulary (contents.ts), loaded from the search tables or a snapshot
 * (snapshots.ts) and kept up to date by reading the rows written since (catch-up.ts,
 * freshness.ts; docs/SEARCH.md). A search is answered here without a database round trip for
 * matching, filtering, counting or paging: PostgreSQL took 150 ms to 4 s for the same at
 * 100,000 models.
 */
import type { Entity } from '@vitrine/contracts';
import type { Visibility } from '../../access';
import type { SearchParams, SearchRows } from '../search.types';
import { isLabel, languageRanks, namesLabel, type QueryPlan } from '../text';
import { CatchUp, type ChangeSource } from './catch-up';
import type { CompletionEntry } from './completions';
import { IndexContents, type ItemsChangedListener } from './contents';
import { compileFilters, type RegexMatcher } from './filters';
import { Freshness, type FreshnessWanted } from './freshness';
import { describeProgress, type IndexProgress, type ProgressListener } from './progress';
import { listedIn, searchIn } from './query';
import { seenFacets } from './seen-facets';
import type { SnapshotStore } from './snapshot-file';
import { SnapshotKeeper } from './snapshots';
import { isCommunity } from './sources';

/** The entity whose item a completion scope's labels name (by ref_id). */
const LABELLED: Partial<Record<string, Entity>> = {
  owner_names: 'owner',
  collections: 'collection',
  product_families: 'collection',
  category_tag_labels: 'tag',
  tag_labels: 'tag',
  core_tag_labels: 'tag',
  property_labels: 'tag',
  property_value_labels: 'tag',
};

export interface EngineOptions {
  /** How often a long load is reported (default every 10 s). */
  progressEveryMs?: number;
}

export function createSearchEngine(
  source: ChangeSource,
  regexMatches: RegexMatcher,
  snapshotFile?: SnapshotStore,
  options: EngineOptions = {},
) {
  const contents = new IndexContents();
  /** Told how a long load goes (progress.ts). */
  const progress: ProgressListener[] = [];
  const freshness = new Freshness(source);
  const snapshots = new SnapshotKeeper(snapshotFile, contents, progress, options.progressEveryMs);
  const catchUp = new CatchUp(
    source,
    contents,
    freshness,
    snapshots,
    progress,
    options.progressEveryMs,
  );
  const save = () =>
    snapshots.save(
      () => catchUp.settled(),
      () => catchUp.seen,
    );

  function categoryLabels(): CompletionEntry[] {
    return (contents.derived.categoryLabels ??= contents.completions.labels('category_tag_labels'));
  }

  return {
    /**
     * Brings the index up to date with the search tables (one caller reads, others wait);
     * `nearRealTime` and `minVersion` as in freshness.ts.
     */
    refresh: (wanted: FreshnessWanted = {}) => catchUp.refresh(wanted),

    /** Whether other processes' writes are signalled (else every refresh looks). */
    listening: () => freshness.isListening(),

    /** The catalogue's data version the index has read up to (as of the last refresh). */
    dataVersion: () => freshness.dataVersion,

    /** Saves a snapshot now. */
    save,

    /** Items in the index, per entity (an operator's gauge on /metrics). */
    itemCounts: (): Record<string, number> =>
      Object.fromEntries(
        Object.entries(contents.entities).map(([entity, index]) => [entity, index.slotOf.size]),
      ),

    /**
     * Saves a snapshot when many rows were read since the last one. Serialising the index
     * holds the event loop for seconds at 100,000 models, so the server calls this before it
     * listens and when it stops, never while it serves.
     */
    async saveIfWorthIt(): Promise<void> {
      if (snapshots.worthSaving()) await save();
    },

    /**
     * Calls the listener with the ids of items written since the last refresh, whoever wrote
     * them: every catalogue write indexes its items, so this is the catalogue's change feed.
     */
    onItemsChanged(listener: ItemsChangedListener) {
      contents.onItemsChanged(listener);
    },

    /** Calls `listener` during a long load (the snapshot, or many rows), every 10 s. */
    onProgress(listener: (progress: IndexProgress, message: string) => void) {
      progress.push((p) => listener(p, describeProgress(p)));
    },

    /**
     * Calls `listener` with the size in bytes of the snapshot the first refresh is about to
     * read: this database's, not ahead of it (a foreign or stale file is not read).
     */
    onSnapshot(listener: (bytes: number) => void) {
      snapshots.onSnapshot(listener);
    },

    async search(p: SearchParams): Promise<SearchRows> {
      const index = contents.entities[p.entity];
      const community = contents.communityOf(p.entity);
      const groups = await compileFilters(p.filtering, index, regexMatches, community);
      // The same words are searched again and again (paging, filters, counters as the
      // visitor clicks): their matches are kept until the index changes.
      const textMatches = (plan: QueryPlan, whole?: QueryPlan) =>
        contents.recentMatches.get(JSON.stringify([p.entity, plan, whole ?? null]), () =>
          index.textMatches(plan, whole),
        );
      // Counter values the caller does not see listed are left out (seen-facets.ts).
      const seen = (count: () => SearchRows['counters']) =>
        seenFacets(count(), contents.entities, p.visibility);
      // Browsing without words (the models and materials screens as they open, a filter
      // clicked) counts facets over the whole catalogue: those counters are kept too.
      const counters =
        p.words.length === 0 && p.counters.length > 0
          ? (count: () => SearchRows['counters']) =>
              contents.recentCounters.get(
                JSON.stringify([p.entity, p.filtering, p.types ?? null, p.visibility, p.counters]),
                () => seen(count),
              )
          : seen;
      // (The source is read after the filters' await: the index may have changed meanwhile.)
      return searchIn(index, groups, p, textMatches, contents.communityOf(p.entity), counters);
    },

    /**
     * Up to size labels per scope whose words start with the prefix, in the languages'
     * order when `ranked` (a label in the first language before one in the second), heaviest
     * first. Labels are stored only for public items, and only added while indexing: a
     * label naming a brand, collection or tag the caller does not see listed (it was
     * withdrawn since) is left out here.
     */
    autocomplete(
      scopes: string[],
      prefix: string,
      languages: { list: string[]; ranked: boolean },
      size: number,
      visibility: Visibility,
    ) {
      const ranks = languageRanks(languages.list, languages.ranked);
      const wanted = new Map(languages.list.map((language, i) => [language, ranks[i]!]));
      // Brand names complete brands only, not community libraries.
      const owners = contents.entities.owner;
      const isLibrary = (id: string) => {
        const slot = owners.slotOf.get(id);
        return slot !== undefined && isCommunity(owners, slot);
      };
      const out: Record<string, Array<{ label: string; id?: string; language: string }>> = {};
      for (const scope of scopes) {
        const entity = LABELLED[scope];
        const index = entity && contents.entities[entity];
        const listed = index && listedIn(index, entity, visibility);
        const keep = (ref: string) => {
          if (scope === 'owner_names' && isLibrary(ref)) return false;
          const slot = index?.slotOf.get(ref);
          return slot === undefined || !listed || listed(slot);
        };
        out[scope] = prefix
          ? contents.completions.complete(scope, prefix, wanted, size, keep).map((e) => ({
              label: e.label,
              ...(e.ref_id ? { id: e.ref_id } : {}),
              language: e.language,
            }))
          : [];
      }
      return out;
    },

    /** Labels of category tags with their ids, in every language. */
    categoryLabels,

    /**
     * Category tags the query names: all words of a label (in one of these languages) are
     * among the query's, so "mesas" names Mesas but not Lámparas de mesa.
     */
    /** Whether the query is only the label of a category, in one of these languages. */
    isCategoryName(words: string[], languages: string[]): boolean {
      if (words.length === 0) return false;
      const wanted = new Set(languages);
      return categoryLabels().some(
        (entry) => wanted.has(entry.language) && isLabel(words, entry.label, entry.language),
      );
    },

    categoriesNamed(words: string[], languages: string[]): string[] {
      if (words.length === 0) return [];
      const wanted = new Set(languages);
      const named = new Set<string>();
      for (const entry of categoryLabels())
        if (wanted.has(entry.language) && namesLabel(words, entry.label, entry.language))
          named.add(entry.ref_id);
      return [...named];
    },
  };
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
