/**
 * The projector: writes the search projections (search_items, search_texts, search_terms,
 * search_words) of catalogue items as they are stored. An item's searchable text includes labels of other items (its
 * brand's name, its collections' titles, its categories' and property values' labels), so
 * when those change, the items that show them are indexed again.
 */
import {
  HIDDEN_STATES,
  type AnyItem,
  type Entity,
  type Model,
  type TextEntry,
} from '@vitrine/contracts';
import { json, type Sql } from '../store';
import { project, referencedIds, type Related } from './search.projection';

/** Raised whenever the projection changes, so existing databases are projected again. */
const PROJECTION_VERSION = 1;

/**
 * The search tables' secondary indexes as the database defines them (migrations 003, 004):
 * read, not repeated here, so a bulk load drops and rebuilds exactly what the migrations made.
 */
async function secondaryIndexes(sql: Sql): Promise<Array<{ name: string; definition: string }>> {
  return sql.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
       FROM pg_indexes i
       JOIN pg_class c ON c.relname = i.indexname
       JOIN pg_index x ON x.indexrelid = c.oid
      WHERE i.schemaname = current_schema()
        AND i.tablename IN ('search_items', 'search_texts', 'search_terms', 'search_words')
        AND NOT x.indisprimary
      ORDER BY 1`,
  );
}

export function createSearchProjector(sql: Sql) {
  let bulk = false;
  /** Indexes dropped for a bulk load, to build again at its end. */
  let dropped: Array<{ name: string; definition: string }> = [];
  const writtenTerms = new Map<string, number>();

  /** Texts, types and parents of referenced items, with every tag's ancestors. */
  async function loadRelated(ids: string[]): Promise<Related> {
    const rows = await sql.query<{
      id: string;
      type: string;
      texts: TextEntry[];
      parents: string[] | null;
      namespaces: string[] | null;
    }>(
      `SELECT id, type, doc->'texts' AS texts,
              ARRAY(SELECT jsonb_array_elements_text(doc->'parent_tag_ids')) AS parents,
              ARRAY(SELECT jsonb_array_elements_text(doc->'namespaces')) AS namespaces
         FROM catalog_items
        WHERE id = ANY($1::text[]) OR entity = 'tag'`,
      [ids],
    );
    return {
      texts: new Map(rows.map((r) => [r.id, r.texts])),
      types: new Map(rows.map((r) => [r.id, r.type])),
      parents: new Map(rows.map((r) => [r.id, r.parents ?? []])),
      namespaces: new Map(rows.map((r) => [r.id, r.namespaces ?? []])),
    };
  }

  async function writeRows(entity: Entity, docs: AnyItem[]) {
    const related = await loadRelated(referencedIds(docs));
    const projected = docs.map((doc) => project(entity, doc, related));
    const ids = docs.map((d) => d.id);
    const vocabulary = new Set(projected.flatMap((p) => [...p.vocabulary]));
    await sql.query('DELETE FROM search_texts WHERE entity = $1 AND id = ANY($2::text[])', [
      entity,
      ids,
    ]);
    await sql.query(
      `INSERT INTO search_items (entity, id, type, subtypes, state, owner_id, weight,
          is_high_quality, tag_ids, category_ids, namespaces, collection_ids, family_ids,
          model_ids, properties, numbers, article_numbers, titles, hashtags, namespace,
          modified_epochmillis)
       SELECT entity, id, type, ARRAY(SELECT jsonb_array_elements_text(subtypes)), state,
              owner_id, weight, is_high_quality,
              ARRAY(SELECT jsonb_array_elements_text(tag_ids)),
              ARRAY(SELECT jsonb_array_elements_text(category_ids)),
              ARRAY(SELECT jsonb_array_elements_text(namespaces)),
              ARRAY(SELECT jsonb_array_elements_text(collection_ids)),
              ARRAY(SELECT jsonb_array_elements_text(family_ids)),
              ARRAY(SELECT jsonb_array_elements_text(model_ids)),
              properties, numbers,
              ARRAY(SELECT jsonb_array_elements_text(article_numbers)),
              ARRAY(SELECT jsonb_array_elements_text(titles)),
              ARRAY(SELECT jsonb_array_elements_text(hashtags)), namespace, modified_epochmillis
         FROM jsonb_to_recordset($1::jsonb) AS r(entity text, id text, type text,
              subtypes jsonb, state text, owner_id text, weight float8, is_high_quality boolean,
              tag_ids jsonb, category_ids jsonb, namespaces jsonb, collection_ids jsonb,
              family_ids jsonb, model_ids jsonb, properties jsonb, numbers jsonb,
              article_numbers jsonb, titles jsonb, hashtags jsonb, namespace text,
              modified_epochmillis float8)
       ON CONFLICT (entity, id) DO UPDATE SET
         type = EXCLUDED.type, subtypes = EXCLUDED.subtypes, state = EXCLUDED.state,
         owner_id = EXCLUDED.owner_id, weight = EXCLUDED.weight,
         is_high_quality = EXCLUDED.is_high_quality, tag_ids = EXCLUDED.tag_ids,
         category_ids = EXCLUDED.category_ids, namespaces = EXCLUDED.namespaces,
         collection_ids = EXCLUDED.collection_ids, family_ids = EXCLUDED.family_ids,
         model_ids = EXCLUDED.model_ids, properties = EXCLUDED.properties,
         numbers = EXCLUDED.numbers, article_numbers = EXCLUDED.article_numbers,
         titles = EXCLUDED.titles, hashtags = EXCLUDED.hashtags, namespace = EXCLUDED.namespace,
         modified_epochmillis = EXCLUDED.modified_epochmillis,
         written_by = pg_current_xact_id()`,
      [json(projected.map((p) => p.item))],
    );
    await sql.query(
      `INSERT INTO search_texts (entity, id, tsv)
       SELECT entity, id, tsv::tsvector
         FROM jsonb_to_recordset($1::jsonb) AS r(entity text, id text, tsv text)`,
      [json(projected.map((p) => p.text))],
    );
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
    if (terms.length > 0) {
      await sql.query(
        `INSERT INTO search_terms (scope, language, term, label, ref_id, weight)
         SELECT scope, language, term, label, ref_id, max(weight)
           FROM jsonb_to_recordset($1::jsonb)
                AS r(scope text, language text, term text, label text, ref_id text, weight float8)
          GROUP BY 1, 2, 3, 4, 5
         ON CONFLICT (scope, language, term, label, ref_id)
           DO UPDATE SET weight = greatest(search_terms.weight, EXCLUDED.weight),
                         written_by = pg_current_xact_id()
           WHERE search_terms.weight < EXCLUDED.weight`,
        [json(terms)],
      );
    }
    if (vocabulary.size > 0) {
      const pairs = [...vocabulary].map((v) => v.split('\u0000'));
      await sql.query(
        `INSERT INTO search_words (language, word)
         SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`,
        [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
      );
    }
  }

  /** Member counts by type for collections (visible models only), through the GIN indexes. */
  async function recount(collectionIds: string[]) {
    if (collectionIds.length === 0) return;
    await sql.query(
      `UPDATE search_items c
          SET count_cad = n.cad, count_material = n.material,
              written_by = pg_current_xact_id()
         FROM (SELECT wanted.id,
                      count(*) FILTER (WHERE m.type = 'cad')::int AS cad,
                      count(*) FILTER (WHERE m.type = 'material')::int AS material
                 FROM unnest($1::text[]) AS wanted(id)
                 LEFT JOIN search_items m ON m.entity = 'model'
                      AND (m.collection_ids @> ARRAY[wanted.id] OR m.family_ids @> ARRAY[wanted.id])
                      AND m.state <> ALL($2::text[])
                GROUP BY wanted.id) n
        WHERE c.entity = 'collection' AND c.id = n.id`,
      [collectionIds, [...HIDDEN_STATES]],
    );
  }

  /** Items of an entity whose searchable text shows one of these items' labels. */
  async function dependents(entity: Entity, ids: string[]) {
    const column = entity === 'owner' ? 'owner_id' : entity === 'tag' ? 'tag_ids' : null;
    const rows = await sql.query<{ entity: Entity; doc: AnyItem }>(
      entity === 'collection'
        ? `SELECT 'model' AS entity, i.doc FROM search_items s
             JOIN catalog_items i ON i.entity = 'model' AND i.id = s.id
            WHERE s.entity = 'model' AND (s.collection_ids && $1::text[] OR s.family_ids && $1::text[])`
        : column === 'owner_id'
          ? `SELECT s.entity, i.doc FROM search_items s
               JOIN catalog_items i ON i.entity = s.entity AND i.id = s.id
              WHERE s.entity IN ('model', 'collection') AND s.owner_id = ANY($1::text[])`
          : `SELECT 'model' AS entity, i.doc FROM search_items s
               JOIN catalog_items i ON i.entity = 'model' AND i.id = s.id
              WHERE s.entity = 'model' AND s.tag_ids && $1::text[]`,
      [ids],
    );
    return rows;
  }

  return {
    /**
     * The projection's version: a database whose catalog_meta 'search_index' differs is
     * projected again (rebuild).
     */
    version: PROJECTION_VERSION,

    /**
     * Projects items just stored. Items whose labels changed are followed by the items that
     * show those labels (`labelsChanged`: ids whose texts differ from before).
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
        const rows = await dependents(entity, labelsChanged);
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

    async beginBulk() {
      bulk = true;
      dropped = await secondaryIndexes(sql);
      for (const { name } of dropped) await sql.query(`DROP INDEX IF EXISTS ${name}`);
    },

    async endBulk() {
      bulk = false;
      for (const { definition } of dropped)
        await sql.query(definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
      dropped = [];
      // Fresh statistics, or the planner guesses from an empty table's.
      await sql.query('ANALYZE search_items, search_texts, search_terms, search_words');
      await sql.query(
        `UPDATE search_items c
            SET count_cad = coalesce(n.cad, 0), count_material = coalesce(n.material, 0),
                written_by = pg_current_xact_id()
           FROM search_items c2
           LEFT JOIN (SELECT x.id,
                             count(*) FILTER (WHERE m.type = 'cad')::int AS cad,
                             count(*) FILTER (WHERE m.type = 'material')::int AS material
                        FROM search_items m, unnest(m.collection_ids || m.family_ids) AS x(id)
                       WHERE m.entity = 'model' AND m.state <> ALL($1::text[])
                       GROUP BY x.id) n ON n.id = c2.id
          WHERE c.entity = 'collection' AND c2.entity = 'collection' AND c2.id = c.id`,
        [[...HIDDEN_STATES]],
      );
    },

    /** Projects every stored item again (after a migration that changes the projection). */
    async rebuild() {
      await this.bulk(async () => {
        for (const entity of ['tag', 'owner', 'collection', 'model'] as const) {
          const rows = await sql.query<{ doc: AnyItem }>(
            'SELECT doc FROM catalog_items WHERE entity = $1 ORDER BY id',
            [entity],
          );
          await this.itemsStored(
            entity,
            rows.map((r) => r.doc),
          );
        }
      });
    },
  };
}

export type SearchProjector = ReturnType<typeof createSearchProjector>;
