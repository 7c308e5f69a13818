/**
 * The writer: writes the search tables (search_items, search_texts, search_terms,
 * search_words) of catalogue items as they are stored, from the rows search.item-rows.ts
 * makes of each item, through its repository (search.writer.repository.ts). An item's
 * searchable text includes labels of other items (its brand's name, its collections'
 * titles, its categories' and property values' labels), so when those change, the items
 * that show them are written again. The search face calls it the projector.
 */
import type { AnyItem, Entity, Model } from '@vitrine/contracts';
import { PUBLIC_STATES } from '../access';
import type { Sql } from '../store';
import { itemRows, referencedIds, type Related } from './search.item-rows';
import { createSearchWriterRepository, type IndexDefinition } from './search.writer.repository';

/**
 * Raised whenever the projection changes, so existing databases are projected again.
 * 2: completions, spelling words and other items' labels come only from public items.
 */
const PROJECTION_VERSION = 2;

export function createSearchWriter(sql: Sql, options: { bulk?: boolean } = {}) {
  const repository = createSearchWriterRepository(sql);
  let bulk = options.bulk ?? false;
  /** Indexes dropped for a bulk load, to build again at its end. */
  let dropped: IndexDefinition[] = [];
  const writtenTerms = new Map<string, number>();

  /**
   * Texts, types and parents of referenced items, with every tag's ancestors. Only public
   * items lend their texts: a published chair in a draft collection is not found by the
   * collection's title (nor is the title offered as a spelling) until it is published.
   */
  async function loadRelated(ids: string[]): Promise<Related> {
    const rows = await repository.related(ids);
    return {
      texts: new Map(
        rows.filter((r) => PUBLIC_STATES.includes(r.state)).map((r) => [r.id, r.texts]),
      ),
      types: new Map(rows.map((r) => [r.id, r.type])),
      parents: new Map(rows.map((r) => [r.id, r.parents ?? []])),
      namespaces: new Map(rows.map((r) => [r.id, r.namespaces ?? []])),
    };
  }

  async function writeRows(entity: Entity, docs: AnyItem[]) {
    const related = await loadRelated(referencedIds(docs));
    const projected = docs.map((doc) => itemRows(entity, doc, related));
    const ids = docs.map((d) => d.id);
    const vocabulary = new Set(projected.flatMap((p) => [...p.vocabulary]));
    await repository.deleteTexts(entity, ids);
    await repository.upsertItems(projected.map((p) => p.item));
    await repository.insertTexts(projected.map((p) => p.text));
    // Colourways share titles: a term this process wrote already (at least as heavy) is skipped.
    const terms = projected
      .flatMap((p) => p.terms)
      .filter((t) => {
        const key = `${t.scope}\u0000${t.language}\u0000${t.term}\u0000${t.label}\u0000${t.ref_id}`;
        const known = writtenTerms.get(key);
        if (known !== undefined && known >= t.weight) return false;
        if (writtenTerms.size >= 1_000_000) writtenTerms.clear();
        writtenTerms.set(key, t.weight);
        return true;
      });
    if (terms.length > 0) await repository.upsertTerms(terms);
    if (vocabulary.size > 0) {
      const pairs = [...vocabulary].map((v) => v.split('\u0000'));
      await repository.insertWords(
        pairs.map((p) => p[0]!),
        pairs.map((p) => p[1]!),
      );
    }
  }

  /** Member counts by type for collections (visible models only). */
  async function recount(collectionIds: string[]) {
    if (collectionIds.length === 0) return;
    await repository.recount(collectionIds);
  }

  return {
    /**
     * The projection's version: a database whose catalog_meta 'search_index' differs is
     * projected again (rebuild).
     */
    version: PROJECTION_VERSION,

    /**
     * Projects items just stored. Items whose labels changed are followed by the items that
     * show those labels (`labelsChanged`: ids whose texts differ from before, or that became
     * public or stopped being public).
     */
    async itemsStored(entity: Entity, docs: AnyItem[], labelsChanged: string[] = []) {
      if (docs.length === 0) return;
      for (let start = 0; start < docs.length; start += 500) {
        await writeRows(entity, docs.slice(start, start + 500));
      }
      // A bulk load counts once at the end and writes referenced items first.
      if (bulk) return;
      if (entity === 'model') {
        const collections = new Set<string>();
        for (const doc of docs as Model[]) for (const id of doc.collection_ids) collections.add(id);
        await recount([...collections]);
      } else if (entity === 'collection') {
        await recount(docs.map((d) => d.id));
      }
      if (entity !== 'model' && labelsChanged.length > 0) {
        const rows = await repository.dependents(entity, labelsChanged);
        for (const kind of ['model', 'collection'] as const) {
          const affected = rows.filter((r) => r.entity === kind).map((r) => r.doc);
          for (let start = 0; start < affected.length; start += 500) {
            await writeRows(kind, affected.slice(start, start + 500));
          }
        }
      }
    },

    /**
     * Runs a bulk load (first start, scale generation) with the secondary indexes of the
     * search tables dropped, then builds them in one go and counts collection members once:
     * building a GIN index at the end costs a fraction of maintaining it row by row. Only for
     * loads into a database nobody searches yet.
     */
    async bulk<T>(load: () => Promise<T>): Promise<T> {
      await this.beginBulk();
      try {
        return await load();
      } finally {
        await this.endBulk();
      }
    },

    /** Whether a bulk load is under way (a writer for a transaction inside it follows suit). */
    inBulk: () => bulk,

    async beginBulk() {
      bulk = true;
      dropped = await repository.secondaryIndexes();
      for (const { name } of dropped) await repository.dropIndex(name);
    },

    async endBulk() {
      bulk = false;
      for (const { definition } of dropped) await repository.createIndex(definition);
      dropped = [];
      await repository.analyze();
      await repository.recountAll();
    },

    /**
     * Projects every stored item again (after a migration that changes the projection).
     * Completions and spelling words are only ever added while indexing, so they are made
     * anew: none of an older projection's stays.
     */
    async rebuild() {
      await repository.clearTermsAndWords();
      writtenTerms.clear();
      await this.bulk(async () => {
        for (const entity of ['tag', 'owner', 'collection', 'model'] as const) {
          await this.itemsStored(entity, await repository.storedItems(entity));
        }
      });
    },
  };
}

export type SearchWriter = ReturnType<typeof createSearchWriter>;
