/**
 * Search SQL. One statement answers hits, total and counters: the matching items are
 * materialised once with a boolean per filter group, and each counter leaves out the groups
 * of its own facet (disjunctive facets).
 */
import {
  AUTOCOMPLETION_SCOPES,
  type Counter,
  type CounterScope,
  type Entity,
  type FilterGroup,
  type FilterScope,
  type SearchFilter,
} from '@vitrine/contracts';
import { invalidField } from '../errors';
import type { Sql } from '../store/store';
import { namesLabel, tsqueryLiteral } from './text';

export interface SearchParams {
  entity: Entity;
  languages: string[];
  /** Folded query words; the last one matches as a prefix when prefixLast. */
  words: string[];
  prefixLast: boolean;
  /** Known compounds ending with a query word, by "language:word" (see tsqueryLiteral). */
  compounds?: ReadonlyMap<string, string[]>;
  /** The whole query, folded (exact article number or title) and as typed (exact id). */
  exact: string;
  rawId: string;
  filtering: FilterGroup[];
  types: string[] | undefined;
  includeHidden: boolean;
  hiddenStates: string[];
  ordering: 'weight' | 'natural';
  from: number;
  size: number;
  /** Category ids the query names: their items come first. */
  boosted: string[];
  counters: CounterScope[];
}

export interface HitRow {
  id: string;
  type: string;
  subtypes: string[];
  state: string;
  owner_id: string | null;
  is_high_quality: boolean;
  tag_ids: string[];
  category_ids: string[];
  collection_ids: string[];
  family_ids: string[];
  model_ids: string[];
  properties: Array<{ property_tag_id: string; value_tag_id: string; value_freeform?: string }>;
  count_cad: number;
  count_material: number;
  hashtags: string[];
  namespaces: string[];
  namespace: string | null;
  score: number;
  is_leading: boolean;
  is_boosted: boolean;
}

export interface SearchRows {
  total: number;
  hits: HitRow[];
  counters: Partial<Record<CounterScope, Array<Counter & { property_tag_id?: string }>>>;
}

const NUMERIC_SCOPES: Record<string, string> = {
  models_count_cad: 'i.count_cad',
  models_count_material: 'i.count_material',
};

/** Each scope as an array expression over search_items i. */
const ARRAY_SCOPES: Partial<Record<FilterScope, string>> = {
  ids: 'ARRAY[i.id]',
  owner_ids: 'ARRAY[i.owner_id]',
  types: 'ARRAY[i.type] || i.subtypes',
  collection_ids: 'i.collection_ids',
  product_family_ids: 'i.family_ids',
  tag_ids: 'i.tag_ids',
  category_tag_ids: 'i.category_ids',
  category_tag_namespaces: 'i.namespaces',
  namespaces: 'i.namespaces',
  property_values: 'i.tag_ids',
};

/** The facet a filter belongs to, so its counter can leave it out. */
function facetOf(filter: SearchFilter): string | null {
  switch (filter.scope) {
    case 'owner_ids':
      return 'owner_ids';
    case 'category_tag_ids':
    case 'category_tag_namespaces':
      return 'category_tag_ids';
    case 'collection_ids':
      return 'collection_ids';
    case 'product_family_ids':
      return 'product_family_ids';
    case 'property_values':
      return filter.property_tag_id ? `property_values:${filter.property_tag_id}` : null;
    default:
      return null;
  }
}

/** A regular expression PostgreSQL runs in linear time: no back-references, bounded size. */
function checkRegex(value: string, field: string) {
  if (value.length > 200)
    throw invalidField(field, 'must be a regular expression of at most 200 characters');
  if (/\\[1-9]|\(\?[=!<]/.test(value))
    throw invalidField(
      field,
      'must be a regular expression without back-references or look-arounds',
    );
  try {
    new RegExp(value);
  } catch {
    throw invalidField(field, 'must be a valid regular expression');
  }
}

export function createSearchRepository(sql: Sql) {
  /** Builds the statement; params collects the values. */
  function build(p: SearchParams) {
    const params: unknown[] = [];
    const $ = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const entity = $(p.entity);

    const filterSql = (filter: SearchFilter, field: string): string => {
      const values = filter.values ?? [];
      if (filter.algorithm === 'range') {
        const column =
          NUMERIC_SCOPES[filter.scope] ??
          (filter.scope === 'property_values' && filter.property_tag_id
            ? `(i.numbers->>${$(filter.property_tag_id)})::float8`
            : null);
        if (!column) {
          throw invalidField(
            `${field}.scope`,
            'must be property_values with a property_tag_id, models_count_cad or models_count_material for a range',
          );
        }
        const [min, max] = values;
        const bound = (v: unknown, name: string) => {
          if (v === null || v === undefined) return null;
          const n = typeof v === 'number' ? v : Number(v);
          if (!Number.isFinite(n))
            throw invalidField(`${field}.values`, `must be a number or null as ${name}`);
          return n;
        };
        const lo = bound(min, 'minimum');
        const hi = bound(max, 'maximum');
        if (values.length !== 2)
          throw invalidField(`${field}.values`, 'must be [minimum, maximum]');
        const parts = [
          ...(lo !== null ? [`${column} >= ${$(lo)}`] : []),
          ...(hi !== null ? [`${column} <= ${$(hi)}`] : []),
        ];
        return parts.length > 0 ? `(${parts.join(' AND ')})` : `${column} IS NOT NULL`;
      }
      if (values.length === 0)
        throw invalidField(`${field}.values`, 'must hold at least one value');
      const numeric = NUMERIC_SCOPES[filter.scope];
      if (numeric) {
        const numbers = values.map(Number);
        if (numbers.some((n) => !Number.isInteger(n)))
          throw invalidField(`${field}.values`, 'must be whole numbers');
        if (filter.algorithm !== 'exact_or')
          throw invalidField(`${field}.algorithm`, 'must be exact_or or range for a count');
        return `${numeric} = ANY(${$(numbers)}::int[])`;
      }
      const strings = values.map((v) => String(v));
      const array = ARRAY_SCOPES[filter.scope] ?? 'i.tag_ids';
      switch (filter.algorithm) {
        case 'exact_or':
          return `${array} && ${$(strings)}::text[]`;
        case 'exact_and':
          return `${array} @> ${$(strings)}::text[]`;
        case 'prefix':
          return `EXISTS (SELECT 1 FROM unnest(${array}) x WHERE x LIKE ANY(${$(
            strings.map((s) => `${s.replace(/[\\%_]/g, '\\$&')}%`),
          )}::text[]))`;
        case 'regex_or':
          strings.forEach((s, i) => checkRegex(s, `${field}.values[${i}]`));
          return `EXISTS (SELECT 1 FROM unnest(${array}) x WHERE x ~ ANY(${$(strings)}::text[]))`;
      }
    };

    // One boolean per filter group; its facet when all its filters share one.
    const groups = p.filtering.map((group, g) => {
      const parts = group.filters.map((f, i) => filterSql(f, `filtering[${g}].filters[${i}]`));
      const facets = new Set(group.filters.map(facetOf));
      const facet = facets.size === 1 ? [...facets][0]! : null;
      const joined =
        parts.length === 0 ? 'true' : parts.join(group.operator === 'or' ? ' OR ' : ' AND ');
      return { sql: `(${joined})`, facet };
    });
    const allExcept = (facet: string | null) => {
      const kept = groups
        .map((g, k) => ({ ...g, k }))
        .filter((g) => facet === null || g.facet !== facet);
      return kept.length === 0 ? 'true' : kept.map((g) => `g${g.k}`).join(' AND ');
    };

    // Matching by text (one index scan for all languages), exact article numbers and ids.
    let matched = '';
    if (p.words.length > 0) {
      const literal = tsqueryLiteral(p.words, p.languages, p.prefixLast, p.compounds);
      const wholeLiteral = tsqueryLiteral(p.words, p.languages, false);
      const query = `${$(literal)}::tsquery`;
      const rank = (q: string) => `ts_rank('{0.1, 0.3, 0.6, 1.0}', tsv, ${q})`;
      // Whole words as typed rank above words only begun or inside compounds: "bank" (a
      // sofa in Dutch) before "bankje", "stol" (chair in Danish) before "lænestol".
      let score = rank(query);
      if (literal !== wholeLiteral) {
        const whole = `${$(wholeLiteral)}::tsquery`;
        score = `${score} + CASE WHEN tsv @@ ${whole} THEN ${rank(whole)} ELSE 0 END`;
      }
      matched = `matched AS (
        SELECT id, max(score) AS score FROM (
          SELECT id, ${score} AS score
            FROM search_texts WHERE entity = ${entity} AND tsv @@ ${query}
          UNION ALL
          -- Two branches, not one OR, so each uses its index (GIN, primary key).
          SELECT id, 2.0 AS score FROM search_items
           WHERE entity = ${entity} AND article_numbers @> ARRAY[${$(p.exact)}]
          UNION ALL
          SELECT id, 2.0 AS score FROM search_items
           WHERE entity = ${entity} AND id = ${$(p.rawId)}) s
        GROUP BY id),`;
    }
    const exact = $(p.exact);
    const boosted = $(p.boosted);
    const from = matched
      ? `matched m JOIN search_items i ON i.entity = ${entity} AND i.id = m.id`
      : `search_items i`;
    const where = [
      `i.entity = ${entity}`,
      p.includeHidden ? 'true' : `i.state <> ALL(${$(p.hiddenStates)}::text[])`,
      p.types && p.types.length > 0
        ? `(i.type = ANY(${$(p.types)}::text[]) OR i.subtypes && ${$(p.types)}::text[])`
        : 'true',
    ];
    const base = `base AS MATERIALIZED (
      SELECT i.id, i.type, i.subtypes, i.state, i.owner_id, i.weight, i.is_high_quality,
             i.tag_ids, i.category_ids, i.collection_ids, i.family_ids, i.model_ids,
             i.properties, i.count_cad, i.count_material, i.hashtags, i.namespaces, i.namespace,
             ${matched ? 'm.score' : '0::real'} AS score,
             (i.article_numbers @> ARRAY[${exact}] OR ${exact} = ANY(i.titles)) AS is_leading,
             (i.category_ids && ${boosted}::text[]) AS is_boosted
             ${groups.map((g, k) => `, ${g.sql} AS g${k}`).join('')}
        FROM ${from}
       WHERE ${where.join(' AND ')})`;
    const boostFirst = p.boosted.length > 0 ? 'is_boosted DESC, ' : '';
    const order =
      p.ordering === 'weight'
        ? `${boostFirst}weight DESC, score DESC, id`
        : `is_leading DESC, ${boostFirst}score DESC, weight DESC, id`;
    const all = allExcept(null);
    const counterSql = (scope: CounterScope): string[] => {
      const count = (expr: string, facet: string, extra = '') =>
        `(SELECT coalesce(json_agg(c), '[]') FROM (
            SELECT ${expr} AS id, count(*)::int AS count FROM base ${extra}
             WHERE ${allExcept(facet)} GROUP BY 1 HAVING ${expr} IS NOT NULL
             ORDER BY 2 DESC, 1 LIMIT 500) c)`;
      switch (scope) {
        case 'owner_ids':
          return [`'owner_ids', ${count('owner_id', 'owner_ids')}`];
        case 'category_tag_ids':
          return [
            `'category_tag_ids', ${count('x', 'category_tag_ids', ', unnest(category_ids) x')}`,
          ];
        case 'collection_ids':
          return [
            `'collection_ids', ${count('x', 'collection_ids', ', unnest(collection_ids) x')}`,
          ];
        case 'product_family_ids':
          return [
            `'product_family_ids', ${count('x', 'product_family_ids', ', unnest(family_ids) x')}`,
          ];
        case 'property_values': {
          // Properties with a filter of their own are counted without it, the rest under all.
          const filtered = [
            ...new Set(
              groups
                .map((g) => g.facet)
                .filter((f): f is string => f?.startsWith('property_values:') ?? false),
            ),
          ].map((f) => f.slice('property_values:'.length));
          const per = (where: string, property: string | null) =>
            `SELECT v->>'property_tag_id' AS property_tag_id, v->>'value_tag_id' AS id, count(*)::int AS count
               FROM base, jsonb_array_elements(properties) v
              WHERE ${where} AND v->>'value_freeform' IS NULL AND v->>'value_tag_id' IS NOT NULL
                AND ${property === null ? `v->>'property_tag_id' <> ALL(${$(filtered)}::text[])` : `v->>'property_tag_id' = ${$(property)}`}
              GROUP BY 1, 2`;
          const unions = [
            per(all, null),
            ...filtered.map((prop) => per(allExcept(`property_values:${prop}`), prop)),
          ];
          return [
            `'property_values', (SELECT coalesce(json_agg(c ORDER BY c.count DESC, c.id), '[]') FROM (${unions.join(' UNION ALL ')}) c)`,
          ];
        }
      }
    };
    const counters = p.counters.flatMap(counterSql);
    const text = `WITH ${matched} ${base}
      SELECT (SELECT count(*)::int FROM base WHERE ${all}) AS total,
             (SELECT coalesce(json_agg(h), '[]') FROM (
                SELECT id, type, subtypes, state, owner_id, is_high_quality, tag_ids, category_ids,
                       collection_ids, family_ids, model_ids, properties, count_cad,
                       count_material, hashtags, namespaces, namespace, score, is_leading,
                       is_boosted
                  FROM base WHERE ${all} ORDER BY ${order}
                 LIMIT ${$(p.size)} OFFSET ${$(p.from)}) h) AS hits,
             ${counters.length > 0 ? `json_build_object(${counters.join(', ')})` : `'{}'::json`} AS counters`;
    return { text, params };
  }

  return {
    async search(p: SearchParams): Promise<SearchRows> {
      const { text, params } = build(p);
      const rows = await sql.query<SearchRows>(text, params);
      return rows[0]!;
    },

    /**
     * Category tags the query names: all words of a label (in one of these languages) are
     * among the query's, so "mesas" names Mesas but not Lámparas de mesa.
     */
    async categoriesNamed(words: string[], languages: string[]): Promise<string[]> {
      if (words.length === 0) return [];
      // Candidates: a label holding any one of the words; then the whole label must be named.
      const query = words
        .map((word) => `(${tsqueryLiteral([word], languages, false)})`)
        .join(' | ');
      const rows = await sql.query<{ id: string; language: string; label: string }>(
        `SELECT t.id, l.language, l.label FROM search_texts t
           JOIN search_items i ON i.entity = 'tag' AND i.id = t.id AND i.type = 'category_tag'
           JOIN LATERAL (
             SELECT DISTINCT language, label FROM search_terms
              WHERE scope = 'category_tag_labels' AND ref_id = t.id
                AND language = ANY($2::text[])) l ON true
          WHERE t.entity = 'tag' AND t.tsv @@ $1::tsquery`,
        [query, languages],
      );
      const named = rows.filter((r) => namesLabel(words, r.label, r.language));
      return [...new Set(named.map((r) => r.id))];
    },

    /** Labels of category tags in these languages (compounds are looked for in them). */
    async categoryLabels(languages: string[]): Promise<Array<{ label: string; language: string }>> {
      if (languages.length === 0) return [];
      return sql.query<{ label: string; language: string }>(
        `SELECT DISTINCT label, language FROM search_terms
          WHERE scope = 'category_tag_labels' AND language = ANY($1::text[])`,
        [languages],
      );
    },

    /** Labels (any scope) with a word starting with each of the folded words. */
    async labelsWith(
      words: string[],
      languages: string[],
    ): Promise<Map<string, Array<{ label: string; language: string }>>> {
      const rows = await sql.query<{ wanted: string; label: string; language: string }>(
        `SELECT w.wanted, t.label, t.language
           FROM unnest($1::text[]) AS w(wanted)
           CROSS JOIN LATERAL (
             SELECT label, language FROM search_terms
              WHERE scope = ANY($3::text[]) AND language = ANY($2::text[])
                AND term >= w.wanted AND term < w.wanted || chr(1114111)
              LIMIT 20) t`,
        [words, languages, [...AUTOCOMPLETION_SCOPES]],
      );
      const out = new Map<string, Array<{ label: string; language: string }>>();
      for (const r of rows) out.set(r.wanted, [...(out.get(r.wanted) ?? []), r]);
      return out;
    },

    /**
     * Known words that could be what was meant: sharing trigrams, or starting with the same
     * two letters at about the same length (catches swapped letters trigrams miss).
     */
    async spellingCandidates(words: string[], languages: string[]): Promise<Map<string, string[]>> {
      const rows = await sql.query<{ wanted: string; words: string[] }>(
        `SELECT w.wanted, ARRAY(
             SELECT word FROM search_words
              WHERE language = ANY($2::text[]) AND word <> w.wanted
                AND (word % w.wanted
                     OR (word >= left(w.wanted, 2) AND word < left(w.wanted, 2) || chr(1114111)
                         AND abs(length(word) - length(w.wanted)) <= 2))
              GROUP BY word ORDER BY max(similarity(word, w.wanted)) DESC LIMIT 50) AS words
           FROM unnest($1::text[]) AS w(wanted)`,
        [words, languages],
      );
      return new Map(rows.map((r) => [r.wanted, r.words]));
    },

    /** Known words exactly as typed (a word that exists needs no correction). */
    async knownWords(words: string[], languages: string[]): Promise<Set<string>> {
      const rows = await sql.query<{ word: string }>(
        'SELECT DISTINCT word FROM search_words WHERE language = ANY($2::text[]) AND word = ANY($1::text[])',
        [words, languages],
      );
      return new Set(rows.map((r) => r.word));
    },

    /** Up to size labels per scope whose words start with the prefix, heaviest first. */
    async autocomplete(
      scopes: string[],
      prefix: string,
      languages: string[],
      size: number,
    ): Promise<Record<string, Array<{ label: string; id?: string; language: string }>>> {
      if (scopes.length === 0 || !prefix) return {};
      const pattern = `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
      const rows = await sql.query<{
        scope: string;
        label: string;
        ref_id: string;
        language: string;
      }>(
        `SELECT s.scope, best.label, best.ref_id, best.language
           FROM unnest($1::text[]) AS s(scope)
           CROSS JOIN LATERAL (
             SELECT label, ref_id, min(language) AS language, max(weight) AS weight
               FROM search_terms
              WHERE scope = s.scope AND language = ANY($2::text[]) AND term LIKE $3
              GROUP BY label, ref_id
              ORDER BY max(weight) DESC, label LIMIT $4) best`,
        [scopes, languages, pattern, size],
      );
      const out: Record<string, Array<{ label: string; id?: string; language: string }>> = {};
      for (const scope of scopes) out[scope] = [];
      for (const r of rows) {
        out[r.scope]!.push({
          label: r.label,
          ...(r.ref_id ? { id: r.ref_id } : {}),
          language: r.language,
        });
      }
      return out;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
