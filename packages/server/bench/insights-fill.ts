/**
 * Fills insight_events for `npm run bench:insights` with generated events, in SQL
 * (generate_series, a million rows per statement), then counts the rollups from them with the
 * same statement the server uses to rebuild them, so rollups and events agree.
 *
 * The mix, over the last 390 days (13 months, inside the default retention):
 * - 32 % page views, 18 % searches (about 1,300 different words in 14 languages, 7 % with no
 *   result), 25 % detail opens (40 % of them after a search), 8 % 3D and 2 % AR views, 7 %
 *   downloads (8 formats), 2 % configurator opens, 4 % favourites (item only, as the web app
 *   sends them), 1 % contact mails (brand only), 1 % list downloads;
 * - 200 brands (`brand-000` .. `brand-199`): `brand-000` carries 5 % of all events (3,000
 *   items), the others share the rest unevenly (a few large, many small; 40 to 500 items);
 *   within a brand a few items are opened often and most rarely.
 */
import pg from 'pg';
import type { Sql } from '../src/store';

/** The brand with 5 % of the events: the one the read routes are measured for. */
export const BIG_BRAND = 'brand-000';
/** Days the generated events span, ending now. */
export const FILL_DAYS = 390;
const CHUNK = 1_000_000;

const ADJECTIVES = [
  'oak',
  'walnut',
  'black',
  'white',
  'grey',
  'green',
  'blue',
  'red',
  'round',
  'square',
  'small',
  'large',
  'outdoor',
  'modern',
  'vintage',
  'leather',
  'linen',
  'velvet',
  'steel',
  'glass',
  'ash',
  'beech',
  'brass',
  'marble',
  'stackable',
  'folding',
  'wall',
  'pendant',
  'corner',
  'kids',
];
const NOUNS = [
  'chair',
  'table',
  'sofa',
  'lamp',
  'shelf',
  'bed',
  'desk',
  'stool',
  'bench',
  'cabinet',
  'wardrobe',
  'armchair',
  'rug',
  'mirror',
  'sideboard',
  'bookcase',
  'dresser',
  'ottoman',
  'pouf',
  'lounge chair',
  'dining table',
  'coffee table',
  'floor lamp',
  'bar stool',
  'daybed',
  'chest',
  'console',
  'screen',
  'planter',
  'coat rack',
  'tv unit',
  'nightstand',
  'trolley',
  'partition',
  'acoustic panel',
  'sink',
  'tap',
  'tile',
  'door',
  'window',
  'radiator',
  'kitchen',
];
const LANGUAGES = [
  'en',
  'de',
  'fr',
  'it',
  'es',
  'nl',
  'pl',
  'sv',
  'da',
  'cs',
  'pt',
  'ro',
  'ru',
  'tr',
];
const FORMATS = ['dwg', 'ifc', 'rfa', 'skp', '3ds', 'obj', 'gltf', 'pdf'];
const PAGES = ['/', '/models', '/brands', '/favorites', '/materials', '/collections'];

const list = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`;
/** An element of `values` chosen by `r` in [0, 1), early ones more often (r squared). */
const skewed = (values: string[], r: string) =>
  `(${list(values)})[1 + floor(${values.length} * ${r} * ${r})::int]`;

/**
 * One chunk of `$1` events. Each row draws its randoms once (draws), picks its action, brand
 * and item (picked), and becomes an event as the tracking endpoint stores it.
 */
const CHUNK_SQL = `
WITH draws AS (
  SELECT random() AS ra, random() AS rb, random() AS ri, random() AS rw, random() AS rv,
         random() AS rm, now() - random() * interval '${FILL_DAYS} days' AS at
    FROM generate_series(1, $1)
),
typed AS (
  SELECT *, CASE
      WHEN ra < 0.32 THEN 'pageview'
      WHEN ra < 0.50 THEN 'search'
      WHEN ra < 0.75 THEN 'detail_open'
      WHEN ra < 0.83 THEN 'view_3d'
      WHEN ra < 0.85 THEN 'view_ar'
      WHEN ra < 0.92 THEN 'download'
      WHEN ra < 0.94 THEN 'configurator_open'
      WHEN ra < 0.98 THEN 'favourite_add'
      WHEN ra < 0.99 THEN 'contact_mail'
      ELSE 'list_download' END AS action,
    -- 45 % of events name a brand; a ninth of those (5 % of all) the big brand.
    CASE WHEN rb < 0.05 / 0.45 THEN 0
         ELSE 1 + floor(199 * power((rb - 0.05 / 0.45) / (1 - 0.05 / 0.45), 2))::int END AS b
    FROM draws
),
picked AS (
  SELECT *, format('brand-%s', lpad(b::text, 3, '0')) AS brand,
         floor(CASE WHEN b = 0 THEN 3000 ELSE 40 + (b * 7919) % 460 END * ri * ri)::int AS item,
         CASE WHEN rw < 0.3 THEN ${skewed(NOUNS, 'rv')}
              ELSE ${skewed(ADJECTIVES, 'rw')} || ' ' || ${skewed(NOUNS, 'rv')} END AS words,
         ${skewed(LANGUAGES, 'rm')} AS language
    FROM typed
)
INSERT INTO insight_events (at, site_id, kind, category, action, name, value, path, item_id,
  brand_id, client_mode, query, query_language, filters, result_count, address)
SELECT at, 1,
       CASE action WHEN 'pageview' THEN 'pageview' WHEN 'search' THEN 'search' ELSE 'event' END,
       CASE WHEN action IN ('pageview', 'search') THEN '' ELSE 'vitrine' END,
       action,
       CASE action WHEN 'pageview' THEN 'Vitrine'
                   WHEN 'download' THEN ${skewed(FORMATS, 'rm')} ELSE '' END,
       CASE WHEN action = 'list_download' THEN 1 + floor(rm * 60) END,
       CASE action WHEN 'pageview' THEN ${skewed(PAGES, 'ri')} WHEN 'search' THEN '/models'
                   ELSE '/models/' || brand || '-m' || item END,
       CASE WHEN action IN ('pageview', 'search', 'contact_mail', 'list_download') THEN ''
            ELSE brand || '-m' || item END,
       CASE WHEN action IN ('pageview', 'search', 'favourite_add', 'list_download') THEN ''
            ELSE brand END,
       CASE WHEN rm < 0.2 THEN 'embedded' ELSE 'standalone' END,
       CASE WHEN action = 'search' OR (action = 'detail_open' AND rm < 0.4) THEN words ELSE '' END,
       CASE WHEN action = 'search' THEN language ELSE '' END,
       CASE WHEN action = 'search' AND rm < 0.3 THEN 'owner_ids=' || brand ELSE '' END,
       CASE WHEN action = 'search' THEN
         CASE WHEN rv > 0.93 THEN 0 ELSE 1 + floor(rm * 400)::int END END,
       format('%s.%s.0.0', 10 + floor(rv * 200), floor(rw * 256))
  FROM picked`;

/** Events in the table now (exact: the bench decides from it whether to fill). */
export async function countEvents(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ n: string }>('SELECT count(*) AS n FROM insight_events');
  return Number(row!.n);
}

/**
 * Empties the statistics and fills `total` events, a million per statement; then the rollups
 * are recounted from them (`rebuild`, the server's own statement) and the tables analysed.
 */
export async function fillEvents(
  url: string,
  total: number,
  rebuild: () => Promise<void>,
  log: (line: string) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A bulk load: no need to wait for each chunk's WAL, and room to sort.
    await client.query("SET synchronous_commit = off; SET work_mem = '256MB'");
    await client.query('TRUNCATE insight_events, insight_daily, insight_search_daily');
    await client.query('SELECT setseed(0.29)');
    const started = performance.now();
    for (let done = 0; done < total; done += CHUNK) {
      await client.query(CHUNK_SQL, [Math.min(CHUNK, total - done)]);
      const seconds = (performance.now() - started) / 1000;
      log(
        `  ${Math.min(total, done + CHUNK).toLocaleString('en')} events, ${seconds.toFixed(0)} s`,
      );
    }
    const rollupStarted = performance.now();
    await rebuild();
    log(`  rollups counted in ${((performance.now() - rollupStarted) / 1000).toFixed(0)} s`);
    await client.query('VACUUM ANALYZE insight_events, insight_daily, insight_search_daily');
  } finally {
    await client.end();
  }
}
