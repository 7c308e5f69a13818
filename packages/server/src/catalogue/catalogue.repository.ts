/** SQL for catalogue items; nothing else in the service touches the catalog tables. */
import type { AnyItem, Entity, ModelCounts, ReferenceEntry } from '@vitrine/contracts';
import { PUBLIC_STATES, type Visibility } from '../access';
import { json, type Sql } from '../store';
import { articleOf } from './pim-article';

export interface ListFilter {
  ownerId?: string;
  layer?: string;
  types?: string[];
  backlog?: boolean;
  /** Which items the caller sees listed (access/visibility.ts). */
  visibility: Visibility;
}

/**
 * A visibility as SQL parameters: the public states, and each grant's (state, brand) pairs
 * as two arrays (a null brand: every brand). `seen(state, brand, n)` is the condition, its
 * parameters numbered from $n.
 */
function visibilityParams(visibility: Visibility) {
  const states: string[] = [];
  const brands: Array<string | null> = [];
  for (const grant of visibility.grants)
    for (const state of grant.states)
      for (const brand of grant.brands === 'all' ? [null] : grant.brands) {
        states.push(state);
        brands.push(brand);
      }
  return [[...PUBLIC_STATES], states, brands];
}
const seen = (state: string, brand: string, n: number) =>
  `(${state} = ANY($${n}::text[]) OR EXISTS (
     SELECT 1 FROM unnest($${n + 1}::text[], $${n + 2}::text[]) AS grants(g_state, g_brand)
      WHERE g_state = ${state} AND (g_brand IS NULL OR g_brand = ${brand})))`;

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
            AND ${seen('state', "CASE entity WHEN 'owner' THEN id ELSE owner_id END", 6)}
          ORDER BY state = 'deprecated', weight DESC, id`,
        [
          entity,
          filter.ownerId ?? null,
          filter.layer ?? null,
          filter.types ?? null,
          filter.backlog ?? null,
          ...visibilityParams(filter.visibility),
        ],
      );
      return rows.map((r) => r.id);
    },

    /** Member models of collections that are seen under the visibility, counted by type. */
    async modelCounts(
      collectionIds: string[],
      visibility: Visibility,
    ): Promise<Map<string, ModelCounts>> {
      const rows = await sql.query<{ id: string; cad: number; material: number }>(
        `SELECT c.id,
                count(*) FILTER (WHERE m.type = 'cad')::int AS cad,
                count(*) FILTER (WHERE m.type = 'material')::int AS material
           FROM catalog_items c
           CROSS JOIN LATERAL jsonb_array_elements_text(c.doc->'model_ids') AS member(id)
           JOIN catalog_items m ON m.entity = 'model' AND m.id = member.id
          WHERE c.entity = 'collection' AND c.id = ANY($1::text[])
            AND ${seen('m.state', 'm.owner_id', 2)}
          GROUP BY c.id`,
        [collectionIds, ...visibilityParams(visibility)],
      );
      return new Map(rows.map((r) => [r.id, { cad: r.cad, material: r.material }]));
    },

    /**
     * Inserts or replaces items. The whole batch gets one new data_version, written both into
     * the column and into the stored document. Answers the ids whose texts are new or
     * changed, or that became public or stopped being so, so the search index can follow
     * the items that show their labels.
     */
    async upsert(entity: Entity, docs: AnyItem[]): Promise<string[]> {
      const changed: string[] = [];
      for (let start = 0; start < docs.length; start += 500) {
        const batch = docs.slice(start, start + 500);
        // The article each model carries, for product information's visibility.
        const articles = batch.map((doc) =>
          entity === 'model' && 'references' in doc ? articleOf(doc) : undefined,
        );
        const rows = await sql.query<{ id: string }>(
          `WITH version AS (SELECT nextval('catalog_data_version') AS v),
           incoming AS (
             SELECT d, n FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS x(d, n)),
           previous AS (
             SELECT id, doc->'texts' AS texts, state = ANY($3::text[]) AS public
               FROM catalog_items
              WHERE entity = $1 AND id IN (SELECT d->>'id' FROM incoming)),
           written AS (
             INSERT INTO catalog_items
               (entity, id, type, subtypes, state, layer, owner_id, weight, has_backlog,
                data_version, modified_at, doc, pim_manufacturer, pim_art_no)
             SELECT $1, d->>'id', d->>'type',
                    ARRAY(SELECT jsonb_array_elements_text(d->'subtypes')),
                    d->>'state', d->>'layer', d->>'owner_id', (d->>'weight')::float8,
                    jsonb_array_length(d->'backlog') > 0, version.v,
                    to_timestamp((d->'edit_infos'->>'modified_epochmillis')::float8 / 1000),
                    d || jsonb_build_object('data_version', version.v),
                    ($4::text[])[n], ($5::text[])[n]
               FROM incoming, version
             ON CONFLICT (entity, id) DO UPDATE SET
               type = EXCLUDED.type, subtypes = EXCLUDED.subtypes, state = EXCLUDED.state,
               layer = EXCLUDED.layer, owner_id = EXCLUDED.owner_id, weight = EXCLUDED.weight,
               has_backlog = EXCLUDED.has_backlog, data_version = EXCLUDED.data_version,
               modified_at = EXCLUDED.modified_at, doc = EXCLUDED.doc,
               pim_manufacturer = EXCLUDED.pim_manufacturer, pim_art_no = EXCLUDED.pim_art_no
             RETURNING id, doc->'texts' AS texts, state = ANY($3::text[]) AS public)
           SELECT w.id FROM written w LEFT JOIN previous p ON p.id = w.id
            WHERE p.texts IS DISTINCT FROM w.texts OR p.public IS DISTINCT FROM w.public`,
          [
            entity,
            json(batch),
            [...PUBLIC_STATES],
            articles.map((a) => a?.manufacturerId ?? null),
            articles.map((a) => a?.artNo ?? null),
          ],
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

    /** The models that carry an article: their state, brand and article data. */
    async modelsWithArticle(manufacturerId: string, artNo: string) {
      const rows = await sql.query<{
        state: string;
        owner_id: string | null;
        doc: { references?: ReferenceEntry[] };
      }>(
        `SELECT state, owner_id, jsonb_build_object('references', doc->'references') AS doc
           FROM catalog_items
          WHERE pim_manufacturer = $1 AND pim_art_no = $2 AND entity = 'model'`,
        [manufacturerId, artNo],
      );
      return rows.map((r) => ({ state: r.state, owner_id: r.owner_id, article: articleOf(r.doc) }));
    },

    /** The owners with the most draft models, most first. */
    async mostDrafted(limit: number): Promise<string[]> {
      const rows = await sql.query<{ owner_id: string }>(
        `SELECT owner_id FROM catalog_items
          WHERE entity = 'model' AND owner_id IS NOT NULL AND state = 'draft'
          GROUP BY owner_id ORDER BY count(*) DESC, owner_id LIMIT $1`,
        [limit],
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
