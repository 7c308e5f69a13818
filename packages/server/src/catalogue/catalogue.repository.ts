/** SQL for catalogue items; nothing else in the service touches the catalog tables. */
import { HIDDEN_STATES, type AnyItem, type Entity, type ModelCounts } from '@vitrine/contracts';
import { json, type Sql } from '../store';

export interface ListFilter {
  ownerId?: string;
  layer?: string;
  types?: string[];
  backlog?: boolean;
  includeHidden: boolean;
}

const HIDDEN = [...HIDDEN_STATES];

export function createCatalogueRepository(sql: Sql) {
  return {
    /** The documents with these ids (any state), in the order asked; unknown ids are skipped. */
    async fetchDocs(entity: Entity, ids: string[]): Promise<AnyItem[]> {
      if (ids.length === 0) return [];
      const rows = await sql.query<{ doc: AnyItem }>(
        `SELECT i.doc FROM unnest($2::text[]) WITH ORDINALITY AS wanted(id, n)
           JOIN catalog_items i ON i.entity = $1 AND i.id = wanted.id
          ORDER BY wanted.n`,
        [entity, ids],
      );
      return rows.map((r) => r.doc);
    },

    /** Ids matching the filter, available before deprecated, heaviest first, then by id. */
    async listIds(entity: Entity, filter: ListFilter): Promise<string[]> {
      const rows = await sql.query<{ id: string }>(
        `SELECT id FROM catalog_items
          WHERE entity = $1
            AND ($2::text IS NULL OR owner_id = $2)
            AND ($3::text IS NULL OR layer = $3)
            AND ($4::text[] IS NULL OR type = ANY($4))
            AND ($5::boolean IS NULL OR has_backlog = $5)
            AND ($6 OR state <> ALL($7::text[]))
          ORDER BY state = 'deprecated', weight DESC, id`,
        [
          entity,
          filter.ownerId ?? null,
          filter.layer ?? null,
          filter.types ?? null,
          filter.backlog ?? null,
          filter.includeHidden,
          HIDDEN,
        ],
      );
      return rows.map((r) => r.id);
    },

    /** Visible member models of collections, counted by type. */
    async modelCounts(collectionIds: string[]): Promise<Map<string, ModelCounts>> {
      const rows = await sql.query<{ id: string; cad: number; material: number }>(
        `SELECT c.id,
                count(*) FILTER (WHERE m.type = 'cad')::int AS cad,
                count(*) FILTER (WHERE m.type = 'material')::int AS material
           FROM catalog_items c
           CROSS JOIN LATERAL jsonb_array_elements_text(c.doc->'model_ids') AS member(id)
           JOIN catalog_items m ON m.entity = 'model' AND m.id = member.id
          WHERE c.entity = 'collection' AND c.id = ANY($1::text[])
            AND m.state <> ALL($2::text[])
          GROUP BY c.id`,
        [collectionIds, HIDDEN],
      );
      return new Map(rows.map((r) => [r.id, { cad: r.cad, material: r.material }]));
    },

    /**
     * Inserts or replaces items. The whole batch gets one new data_version, written both into
     * the column and into the stored document. Answers the ids whose texts are new or
     * changed, so the search index can follow items that show them.
     */
    async upsert(entity: Entity, docs: AnyItem[]): Promise<string[]> {
      const changed: string[] = [];
      for (let start = 0; start < docs.length; start += 500) {
        const rows = await sql.query<{ id: string }>(
          `WITH version AS (SELECT nextval('catalog_data_version') AS v),
           incoming AS (SELECT d FROM jsonb_array_elements($2::jsonb) AS d),
           previous AS (
             SELECT id, doc->'texts' AS texts FROM catalog_items
              WHERE entity = $1 AND id IN (SELECT d->>'id' FROM incoming)),
           written AS (
             INSERT INTO catalog_items
               (entity, id, type, subtypes, state, layer, owner_id, weight, has_backlog,
                data_version, modified_at, doc)
             SELECT $1, d->>'id', d->>'type',
                    ARRAY(SELECT jsonb_array_elements_text(d->'subtypes')),
                    d->>'state', d->>'layer', d->>'owner_id', (d->>'weight')::float8,
                    jsonb_array_length(d->'backlog') > 0, version.v,
                    to_timestamp((d->'edit_infos'->>'modified_epochmillis')::float8 / 1000),
                    d || jsonb_build_object('data_version', version.v)
               FROM incoming, version
             ON CONFLICT (entity, id) DO UPDATE SET
               type = EXCLUDED.type, subtypes = EXCLUDED.subtypes, state = EXCLUDED.state,
               layer = EXCLUDED.layer, owner_id = EXCLUDED.owner_id, weight = EXCLUDED.weight,
               has_backlog = EXCLUDED.has_backlog, data_version = EXCLUDED.data_version,
               modified_at = EXCLUDED.modified_at, doc = EXCLUDED.doc
             RETURNING id, doc->'texts' AS texts)
           SELECT w.id FROM written w LEFT JOIN previous p ON p.id = w.id
            WHERE p.texts IS DISTINCT FROM w.texts`,
          [entity, json(docs.slice(start, start + 500))],
        );
        changed.push(...rows.map((r) => r.id));
      }
      return changed;
    },

    /** Ids, brands and states of an entity's items, of these brands only when given. */
    async summaries(
      entity: Entity,
      ownerIds?: string[],
    ): Promise<Array<{ id: string; owner_id: string | null; state: string }>> {
      return sql.query(
        `SELECT id, owner_id, state FROM catalog_items
          WHERE entity = $1 AND ($2::text[] IS NULL OR owner_id = ANY($2) OR
                                 (entity = 'owner' AND id = ANY($2)))
          ORDER BY id`,
        [entity, ownerIds ?? null],
      );
    },

    /** The owners with the most hidden (draft or suppressed) models, most first. */
    async mostDrafted(limit: number): Promise<string[]> {
      const rows = await sql.query<{ owner_id: string }>(
        `SELECT owner_id FROM catalog_items
          WHERE entity = 'model' AND owner_id IS NOT NULL AND state = ANY($1::text[])
          GROUP BY owner_id ORDER BY count(*) DESC, owner_id LIMIT $2`,
        [HIDDEN, limit],
      );
      return rows.map((r) => r.owner_id);
    },

    async count(entity: Entity): Promise<number> {
      const rows = await sql.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM catalog_items WHERE entity = $1',
        [entity],
      );
      return rows[0]?.n ?? 0;
    },

    async getMeta<T>(key: string): Promise<T | undefined> {
      const rows = await sql.query<{ value: T }>('SELECT value FROM catalog_meta WHERE key = $1', [
        key,
      ]);
      return rows[0]?.value;
    },

    async setMeta(key: string, value: unknown): Promise<void> {
      await sql.query(
        `INSERT INTO catalog_meta (key, value) VALUES ($1, $2::jsonb)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [key, json(value)],
      );
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
