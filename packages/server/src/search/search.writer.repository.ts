/**
 * Search SQL for writing (the writer, search.writer.ts, decides what to write): the search
 * tables' rows of stored catalogue items, collection member counts, the items that show a
 * label, and the indexes a bulk load drops and builds again. Nobody else writes these tables.
 */
import type { AnyItem, Entity, ItemState, TextEntry } from '@vitrine/contracts';
import { PUBLIC_STATES } from '../access';
import { json, type Sql } from '../store';
import type { ItemRow, TextRow } from './search.item-rows';
import type { TermChange } from './search.types';

/** A secondary index of the search tables, as the database defines it. */
export interface IndexDefinition {
  name: string;
  definition: string;
}

export function createSearchWriterRepository(sql: Sql) {
  return {
    /**
     * The search tables' secondary indexes as the database defines them (migrations 003,
     * 004): read, not repeated here, so a bulk load drops and rebuilds exactly what the
     * migrations made.
     */
    secondaryIndexes(): Promise<IndexDefinition[]> {
      return sql.query<IndexDefinition>(
        `SELECT i.indexname AS name, i.indexdef AS definition
           FROM pg_indexes i
           JOIN pg_class c ON c.relname = i.indexname
           JOIN pg_index x ON x.indexrelid = c.oid
          WHERE i.schemaname = current_schema()
            AND i.tablename IN ('search_items', 'search_texts', 'search_terms', 'search_words')
            AND NOT x.indisprimary
          ORDER BY 1`,
      );
    },

    async dropIndex(name: string) {
      await sql.query(`DROP INDEX IF EXISTS ${name}`);
    },

    async createIndex(definition: string) {
      await sql.query(definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
    },

    /** Fresh statistics, or the planner guesses from an empty table's. */
    async analyze() {
      await sql.query('ANALYZE search_items, search_texts, search_terms, search_words');
    },

    /** Texts, types, states, parents and namespaces of these items, and of every tag. */
    related(ids: string[]) {
      return sql.query<{
        id: string;
        type: string;
        state: ItemState;
        texts: TextEntry[];
        parents: string[] | null;
        namespaces: string[] | null;
      }>(
        `SELECT id, type, state, doc->'texts' AS texts,
              ARRAY(SELECT jsonb_array_elements_text(doc->'parent_tag_ids')) AS parents,
              ARRAY(SELECT jsonb_array_elements_text(doc->'namespaces')) AS namespaces
         FROM catalog_items
        WHERE id = ANY($1::text[]) OR entity = 'tag'`,
        [ids],
      );
    },

    async deleteTexts(entity: Entity, ids: string[]) {
      await sql.query('DELETE FROM search_texts WHERE entity = $1 AND id = ANY($2::text[])', [
        entity,
        ids,
      ]);
    },

    async upsertItems(items: ItemRow[]) {
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
        [json(items)],
      );
    },

    async insertTexts(texts: TextRow[]) {
      await sql.query(
        `INSERT INTO search_texts (entity, id, tsv)
       SELECT entity, id, tsv::tsvector
         FROM jsonb_to_recordset($1::jsonb) AS r(entity text, id text, tsv text)`,
        [json(texts)],
      );
    },

    /** Completion terms; a term kept at least as heavy stays as it is. */
    async upsertTerms(terms: TermChange[]) {
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
    },

    /** Forgets every completion term and spelling word (a rebuild makes them anew). */
    async clearTermsAndWords() {
      await sql.query('DELETE FROM search_terms');
      await sql.query('DELETE FROM search_words');
    },

    /** Words for spelling corrections, as (language, word) pairs. */
    async insertWords(languages: string[], words: string[]) {
      await sql.query(
        `INSERT INTO search_words (language, word)
         SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`,
        [languages, words],
      );
    },

    /**
     * Member counts by type for collections, through the GIN indexes: public models only,
     * since the counts are the same for every caller (search hits, the models_count filters).
     */
    async recount(collectionIds: string[]) {
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
                      AND m.state = ANY($2::text[])
                GROUP BY wanted.id) n
        WHERE c.entity = 'collection' AND c.id = n.id`,
        [collectionIds, [...PUBLIC_STATES]],
      );
    },

    /** Member counts of every collection at once (the end of a bulk load). */
    async recountAll() {
      await sql.query(
        `UPDATE search_items c
            SET count_cad = coalesce(n.cad, 0), count_material = coalesce(n.material, 0),
                written_by = pg_current_xact_id()
           FROM search_items c2
           LEFT JOIN (SELECT x.id,
                             count(*) FILTER (WHERE m.type = 'cad')::int AS cad,
                             count(*) FILTER (WHERE m.type = 'material')::int AS material
                        FROM search_items m, unnest(m.collection_ids || m.family_ids) AS x(id)
                       WHERE m.entity = 'model' AND m.state = ANY($1::text[])
                       GROUP BY x.id) n ON n.id = c2.id
          WHERE c.entity = 'collection' AND c2.entity = 'collection' AND c2.id = c.id`,
        [[...PUBLIC_STATES]],
      );
    },

    /** Items of an entity whose searchable text shows one of these items' labels. */
    dependents(entity: Entity, ids: string[]) {
      const column = entity === 'owner' ? 'owner_id' : entity === 'tag' ? 'tag_ids' : null;
      return sql.query<{ entity: Entity; doc: AnyItem }>(
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
    },

    /** Every stored item of an entity (catalog_items), by id. */
    async storedItems(entity: Entity): Promise<AnyItem[]> {
      const rows = await sql.query<{ doc: AnyItem }>(
        'SELECT doc FROM catalog_items WHERE entity = $1 ORDER BY id',
        [entity],
      );
      return rows.map((r) => r.doc);
    },
  };
}

export type SearchWriterRepository = ReturnType<typeof createSearchWriterRepository>;
