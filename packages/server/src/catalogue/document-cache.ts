/**
 * Recently fetched documents in this process's memory, so a fetch of 64 models does not
 * parse 64 documents out of the database again (at 100,000 models on PGlite that was most
 * of a fetch's time, docs/PERFORMANCE.md). Freshness comes from the catalogue's change feed
 * (every write indexes its items; the search index reads those writes, from any process,
 * before it answers): a changed item is dropped, and a document read from the database
 * while a change arrived is not kept.
 */
import type { AnyItem, Entity } from '@vitrine/contracts';

/** Documents kept, most recently used last (about 7.5 KB each as JSON). */
const DEFAULT_LIMIT = 20_000;

export interface ChangeFeed {
  /** Brings the feed up to date: every write committed before the call has been reported. */
  refresh(): Promise<void>;
  onItemsChanged(listener: (entity: Entity, ids: string[]) => void): void;
}

export function createDocumentCache(feed: ChangeFeed, limit = DEFAULT_LIMIT) {
  const docs = new Map<string, AnyItem>();
  /** Counts changes; a read that saw it move may hold a stale document. */
  let epoch = 0;
  const key = (entity: Entity, id: string) => `${entity}\u0000${id}`;

  feed.onItemsChanged((entity, ids) => {
    epoch++;
    for (const id of ids) docs.delete(key(entity, id));
  });

  return {
    /**
     * The documents with these ids, in order, from memory where known and from `read`
     * otherwise (which answers in the order asked and skips unknown ids).
     */
    async get(
      entity: Entity,
      ids: string[],
      read: (missing: string[]) => Promise<AnyItem[]>,
    ): Promise<AnyItem[]> {
      await feed.refresh();
      const found = new Map<string, AnyItem>();
      const missing: string[] = [];
      for (const id of ids) {
        const doc = docs.get(key(entity, id));
        if (doc) {
          // Most recently used last: the first entries are the ones to drop.
          docs.delete(key(entity, id));
          docs.set(key(entity, id), doc);
          found.set(id, doc);
        } else missing.push(id);
      }
      if (missing.length > 0) {
        const before = epoch;
        const fresh = await read(missing);
        const keep = epoch === before;
        for (const doc of fresh) {
          found.set(doc.id, doc);
          if (keep) docs.set(key(entity, doc.id), doc);
        }
        for (const k of docs.keys()) {
          if (docs.size <= limit) break;
          docs.delete(k);
        }
      }
      return ids.flatMap((id) => found.get(id) ?? []);
    },
  };
}

export type DocumentCache = ReturnType<typeof createDocumentCache>;
