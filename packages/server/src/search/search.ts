/**
 * The search service put together: the writer (`projector` on the face) writes the search
 * tables as catalogue items are stored, the engine answers from memory and follows those
 * tables, the service turns requests into engine searches. What others may use of it is
 * `Search` (README.md).
 */
import type { Entity, AnyItem } from '@vitrine/contracts';
import type { Sql, Store } from '../store';
import { createSearchEngine } from './engine/engine';
import type { FreshnessWanted } from './engine/freshness';
import type { IndexProgress } from './engine/progress';
import { createSnapshotStore, disownSnapshots, type MetaAccess } from './engine/snapshot-file';
import { createSearchWriter, type SearchWriter } from './search.writer';
import { createSearchRepository } from './search.repository';
import { createSearchService, type ItemSource, type SearchService } from './search.service';

export interface SearchOptions {
  /** Where the engine is saved between starts (none: it is read from the search tables). */
  snapshot?: string;
  /** Where the snapshot's database key is kept (catalog_meta, the catalogue's). */
  meta: MetaAccess;
  /** The catalogue, for the items an answer embeds. */
  catalogue: ItemSource;
  /** How often a long load is reported (default every 10 s). */
  progressEveryMs?: number;
}

/** The catalogue's change feed: every stored item is projected, and the engine reads it. */
export interface ItemChangeFeed {
  /** Brings the feed up to date: every write committed before the call has been reported. */
  refresh(): Promise<void>;
  /** Calls the listener with the ids of items written (by any process) since the last refresh. */
  onItemsChanged(listener: (entity: Entity, ids: string[]) => void): void;
}

export interface Search {
  /** Answers POST /v1/{entity}/search (searchRoutes). */
  service: SearchService;
  /** The in-memory engine's life: loaded before the first visitor, saved when it stops. */
  engine: {
    refresh(wanted?: FreshnessWanted): Promise<void>;
    /** The catalogue's data version the engine has read up to. */
    dataVersion(): number;
    /** Whether other processes' writes are signalled (else every refresh looks). */
    listening(): boolean;
    save(): Promise<void>;
    /** Items in the index, per entity (an operator's gauge on /metrics). */
    itemCounts(): Record<string, number>;
    /** Saves when many rows were read since the last save (never while serving: it blocks). */
    saveIfWorthIt(): Promise<void>;
    /** During a long load, every 10 s, with the log line saying how it goes. */
    onProgress(listener: (progress: IndexProgress, message: string) => void): void;
    /** The size of the snapshot the first refresh is about to read (a heap check). */
    onSnapshot(listener: (bytes: number) => void): void;
  };
  /** The catalogue's change feed (its document cache drops the items named). */
  itemChanges: ItemChangeFeed;
  /** Writes the search tables for stored catalogue items. */
  projector: {
    /** Projection version, kept in catalog_meta 'search_index': another means rebuild. */
    version: number;
    /**
     * After items were stored; `labelsChanged`: ids whose texts differ from before; `tx`: the
     * transaction they were stored in, which the search rows join.
     */
    itemsStored(entity: Entity, docs: AnyItem[], labelsChanged?: string[], tx?: Sql): Promise<void>;
    /** A bulk load into a database nobody searches yet (indexes built once at the end). */
    bulk<T>(load: () => Promise<T>): Promise<T>;
    beginBulk(): Promise<void>;
    endBulk(): Promise<void>;
    /** Projects every stored item again. */
    rebuild(): Promise<void>;
  };
}

export function createSearch(
  store: Sql & Pick<Store, 'writes' | 'listen'>,
  options: SearchOptions,
): Search {
  const repository = createSearchRepository(store);
  const engine = createSearchEngine(
    repository,
    (values, patterns) => repository.regexMatches(values, patterns),
    options.snapshot ? createSnapshotStore(options.snapshot, options.meta) : undefined,
    { progressEveryMs: options.progressEveryMs },
  );
  return {
    service: createSearchService(engine, repository, options.catalogue),
    engine,
    itemChanges: {
      refresh: () => engine.refresh(),
      onItemsChanged: (listener) => engine.onItemsChanged(listener),
    },
    projector: transactionalWriter(store, options.meta),
  };
}

/**
 * The search writer, and one more for each transaction a write is part of: its memory of the
 * terms it wrote goes with the transaction, so a rollback leaves nothing believed written.
 */
function transactionalWriter(store: Sql, meta: MetaAccess): Search['projector'] {
  const writer = createSearchWriter(store);
  const inTransaction = new WeakMap<Sql, SearchWriter>();
  const writerFor = (tx: Sql | undefined) => {
    if (!tx) return writer;
    let own = inTransaction.get(tx);
    if (!own) inTransaction.set(tx, (own = createSearchWriter(tx, { bulk: writer.inBulk() })));
    return own;
  };
  return {
    version: writer.version,
    itemsStored: (entity, docs, labelsChanged, tx) =>
      writerFor(tx).itemsStored(entity, docs, labelsChanged),
    bulk: (load) => writer.bulk(load),
    beginBulk: () => writer.beginBulk(),
    endBulk: () => writer.endBulk(),
    async rebuild() {
      // A snapshot saved before would bring back the completions the rebuild drops.
      await disownSnapshots(meta);
      await writer.rebuild();
    },
  };
}
