/** SQL for product information items; nothing else touches the pim_items table. */
import type { PimItemInput } from '@vitrine/contracts';
import { json, type Sql } from '../store';

export interface PimRow {
  category: string;
  content_type: string;
  name: string;
  dataport_id: string | null;
  url: string | null;
  size: string | number | null;
  width: number | null;
  height: number | null;
  thumbnail_dataport: string | null;
  data: { text?: string; contact?: PimItemInput['contact'] } | null;
  language: string | null;
}

/** Which items of an article a query wants; null fields do not filter. */
export interface PimFilter {
  manufacturerId: string;
  artNo: string;
  finalArtNo: string | null;
  language: string;
  categories: string[] | null;
  contentTypes: string[] | null;
  imageMinWidth: number;
  imageMinHeight: number;
  /** Variants whose items are left out: only models the caller may not see carry them. */
  hiddenVariants: string[];
}

const WHERE = `manufacturer_id = $1 AND art_no = $2
   AND ($3::text IS NULL OR final_art_no IS NULL OR final_art_no = $3)
   AND (language IS NULL OR language = $4)
   AND ($5::text[] IS NULL OR category = ANY($5))
   AND ($6::text[] IS NULL OR content_type = ANY($6))
   AND (content_type <> 'image' OR (coalesce(width, 0) >= $7 AND coalesce(height, 0) >= $8))
   AND (final_art_no IS NULL OR final_art_no <> ALL($9::text[]))`;

const params = (f: PimFilter) => [
  f.manufacturerId,
  f.artNo,
  f.finalArtNo,
  f.language,
  f.categories,
  f.contentTypes,
  f.imageMinWidth,
  f.imageMinHeight,
  f.hiddenVariants,
];

export function createPimRepository(sql: Sql) {
  return {
    /** Inserts items or replaces those with the same key. */
    async upsert(items: PimItemInput[]): Promise<void> {
      if (items.length === 0) return;
      const rows = items.map((i) => ({
        key: i.key,
        manufacturer_id: i.manufacturerId,
        art_no: i.artNo,
        final_art_no: i.finalArtNo ?? null,
        language: i.language ?? null,
        category: i.category,
        content_type: i.contentType,
        name: i.name,
        dataport_id: i.dataportId ?? null,
        url: i.url ?? null,
        size: i.size ?? null,
        width: i.width ?? null,
        height: i.height ?? null,
        thumbnail_dataport: i.thumbnailDataportId ?? null,
        data: i.text || i.contact ? { text: i.text, contact: i.contact } : null,
        position: i.position ?? 0,
        owner_id: i.ownerId ?? null,
      }));
      await sql.query(
        `INSERT INTO pim_items
           SELECT * FROM jsonb_populate_recordset(NULL::pim_items, $1::jsonb)
         ON CONFLICT (key) DO UPDATE SET
           manufacturer_id = excluded.manufacturer_id, art_no = excluded.art_no,
           final_art_no = excluded.final_art_no, language = excluded.language,
           category = excluded.category, content_type = excluded.content_type,
           name = excluded.name, dataport_id = excluded.dataport_id, url = excluded.url,
           size = excluded.size, width = excluded.width, height = excluded.height,
           thumbnail_dataport = excluded.thumbnail_dataport, data = excluded.data,
           position = excluded.position, owner_id = excluded.owner_id`,
        [json(rows)],
      );
    },

    /** The brand of each stored item among these keys (null: stored before brands were kept). */
    async owners(keys: string[]): Promise<Map<string, string | undefined>> {
      const rows = await sql.query<{ key: string; owner_id: string | null }>(
        'SELECT key, owner_id FROM pim_items WHERE key = ANY($1::text[])',
        [keys],
      );
      return new Map(rows.map((r) => [r.key, r.owner_id ?? undefined]));
    },

    /** A brand's items as they were stored, by key. */
    async ofOwner(ownerId: string): Promise<PimItemInput[]> {
      const rows = await sql.query<
        PimRow & {
          key: string;
          manufacturer_id: string;
          art_no: string;
          final_art_no: string | null;
          position: number;
        }
      >('SELECT * FROM pim_items WHERE owner_id = $1 ORDER BY key', [ownerId]);
      return rows.map((r) => ({
        key: r.key,
        ownerId,
        manufacturerId: r.manufacturer_id,
        artNo: r.art_no,
        ...(r.final_art_no !== null ? { finalArtNo: r.final_art_no } : {}),
        ...(r.language !== null ? { language: r.language } : {}),
        category: r.category,
        contentType: r.content_type as PimItemInput['contentType'],
        name: r.name,
        ...(r.dataport_id !== null ? { dataportId: r.dataport_id } : {}),
        ...(r.url !== null ? { url: r.url } : {}),
        ...(r.size !== null ? { size: Number(r.size) } : {}),
        ...(r.width !== null ? { width: r.width } : {}),
        ...(r.height !== null ? { height: r.height } : {}),
        ...(r.thumbnail_dataport !== null ? { thumbnailDataportId: r.thumbnail_dataport } : {}),
        ...(r.data?.text !== undefined ? { text: r.data.text } : {}),
        ...(r.data?.contact ? { contact: r.data.contact } : {}),
        position: r.position,
      }));
    },

    /** The languages an article's items are written in (neutral items not counted). */
    async languages(manufacturerId: string, artNo: string): Promise<string[]> {
      const rows = await sql.query<{ language: string }>(
        `SELECT DISTINCT language FROM pim_items
          WHERE manufacturer_id = $1 AND art_no = $2 AND language IS NOT NULL`,
        [manufacturerId, artNo],
      );
      return rows.map((r) => r.language);
    },

    /** Items per category that pass the filter. */
    async countByCategory(filter: PimFilter): Promise<Map<string, number>> {
      const rows = await sql.query<{ category: string; n: number | string }>(
        `SELECT category, count(*) AS n FROM pim_items WHERE ${WHERE} GROUP BY category`,
        params(filter),
      );
      return new Map(rows.map((r) => [r.category, Number(r.n)]));
    },

    /** One range of the items that pass, in `order` of categories, then position and name. */
    async find(
      filter: PimFilter,
      order: readonly string[],
      start: number,
      count: number,
    ): Promise<{ rows: PimRow[]; total: number }> {
      const rows = await sql.query<PimRow & { total: string | number }>(
        `SELECT category, content_type, name, dataport_id, url, size, width, height,
                thumbnail_dataport, data, language, count(*) OVER () AS total
           FROM pim_items WHERE ${WHERE}
          ORDER BY array_position($10::text[], category) NULLS LAST, category, position, name, key
          LIMIT $11 OFFSET $12`,
        [...params(filter), order, count, start],
      );
      const total = rows[0] ? Number(rows[0].total) : 0;
      return { rows, total };
    },
  };
}

export type PimRepository = ReturnType<typeof createPimRepository>;
