/**
 * Search SQL: reading the search tables into the in-memory engine (engine/), regular
 * expressions, and the vocabulary behind "did you mean".
 */
import { AUTOCOMPLETION_SCOPES } from '@vitrine/contracts';
import type { Sql, Store } from '../store';
import type { ItemChange, TermChange } from './search.types';

/** Where writers of search rows notify (migration 006). */
const CHANNEL = 'vitrine_search';

/**
 * Rows read per round trip while catching up. An item row carries its text vector as text
 * (about 10 KB for a model in 14 languages): 10,000 of them made a page slow enough on a
 * loaded machine to meet the statement timeout while reading 1,000,000 models.
 */
const ITEMS_PAGE = 2_000;
const TERMS_PAGE = 10_000;

/** Where a paged read of changes goes on from: the last row's transaction and key. */
type Cursor = [string, ...string[]] | null;

export function createSearchRepository(sql: Sql & Pick<Store, 'writes' | 'listen'>) {
  /** Reads rows written by transactions from `since` on, a page at a time, by cursor. */
  async function* pages<T>(
    select: string,
    key: string[],
    since: bigint,
    size: number,
  ): AsyncGenerator<Array<T & { written_by: string }>> {
    let cursor: Cursor = null;
    const keys = ['written_by', ...key];
    for (;;) {
      const after = cursor
        ? `AND (${keys.map((k) => `s.${k}`).join(', ')}) > (${keys
            .map((_, i) => `$${i + 2}${i === 0 ? '::xid8' : ''}`)
            .join(', ')})`
        : '';
      const rows = await sql.query<T & { written_by: string }>(
        `${select} WHERE s.written_by >= $1::xid8 ${after}
          ORDER BY ${keys.map((k) => `s.${k}`).join(', ')} LIMIT ${size}`,
        [since.toString(), ...(cursor ?? [])],
      );
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
      const last = rows[rows.length - 1] as unknown as Record<string, string>;
      cursor = keys.map((k) => String(last[k])) as Cursor;
    }
  }

  return {
    /**
     * Whether rows were written by transactions from `since` on, the horizon: the oldest
     * transaction still running now (every earlier one has finished, its rows visible), and
     * the catalogue's data version.
     */
    async look(since: bigint): Promise<{ horizon: bigint; changed: boolean; dataVersion: number }> {
      const rows = await sql.query<{ horizon: string; changed: boolean; version: string }>(
        `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon,
                EXISTS (SELECT 1 FROM search_items WHERE written_by >= $1::xid8)
             OR EXISTS (SELECT 1 FROM search_terms WHERE written_by >= $1::xid8) AS changed,
                (SELECT CASE WHEN is_called THEN last_value ELSE 0 END
                   FROM catalog_data_version) AS version`,
        [since.toString()],
      );
      const row = rows[0]!;
      return {
        horizon: BigInt(row.horizon),
        changed: row.changed,
        dataVersion: Number(row.version),
      };
    },

    /** The store's count of this process's writes. */
    writes: () => sql.writes(),

    /**
     * For a database other processes write to: calls `changed` when one may have written
     * search rows (migration 006 notifies), resolving once listening; absent otherwise.
     */
    watch: sql.listen ? (changed: () => void) => sql.listen!(CHANNEL, changed) : undefined,

    /** How many item and completion rows transactions from `since` on wrote. */
    async countSince(since: bigint): Promise<{ items: number; terms: number }> {
      const rows = await sql.query<{ items: string; terms: string }>(
        `SELECT (SELECT count(*) FROM search_items WHERE written_by >= $1::xid8) AS items,
                (SELECT count(*) FROM search_terms WHERE written_by >= $1::xid8) AS terms`,
        [since.toString()],
      );
      return { items: Number(rows[0]!.items), terms: Number(rows[0]!.terms) };
    },

    /** Items written by transactions from `since` on, with their text vectors, in pages. */
    itemsSince(since: bigint): AsyncGenerator<ItemChange[]> {
      return pages<ItemChange>(
        `SELECT s.entity, s.id, s.type, s.subtypes, s.state, s.owner_id, s.weight,
                s.is_high_quality, s.tag_ids, s.category_ids, s.namespaces, s.collection_ids,
                s.family_ids, s.model_ids, s.properties, s.numbers, s.article_numbers, s.titles,
                s.count_cad, s.count_material, s.hashtags, s.namespace, s.modified_epochmillis,
                s.written_by::text,
                coalesce(t.tsv::text, '') AS tsv
           FROM search_items s
           LEFT JOIN search_texts t ON t.entity = s.entity AND t.id = s.id`,
        ['entity', 'id'],
        since,
        ITEMS_PAGE,
      );
    },

    /** Completion terms written by transactions from `since` on, in pages. */
    termsSince(since: bigint): AsyncGenerator<TermChange[]> {
      return pages<TermChange>(
        `SELECT s.scope, s.language, s.term, s.label, s.ref_id, s.weight, s.written_by::text
           FROM search_terms s`,
        ['scope', 'language', 'term', 'label', 'ref_id'],
        since,
        TERMS_PAGE,
      );
    },

    /** The values matching any of the regular expressions, by PostgreSQL (linear time). */
    async regexMatches(values: string[], patterns: string[]): Promise<Set<string>> {
      const rows = await sql.query<{ value: string }>(
        'SELECT v AS value FROM unnest($1::text[]) v WHERE v ~ ANY($2::text[])',
        [values, patterns],
      );
      return new Set(rows.map((r) => r.value));
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
     * Known words that could be what was meant, most similar first, each with the languages
     * that hold it: sharing trigrams, or starting with the same two letters at about the
     * same length (catches swapped letters trigrams miss).
     */
    async spellingCandidates(
      words: string[],
      languages: string[],
    ): Promise<Map<string, Array<{ word: string; languages: string[] }>>> {
      const rows = await sql.query<{ wanted: string; word: string; languages: string[] }>(
        `SELECT w.wanted, c.word, c.languages
           FROM unnest($1::text[]) AS w(wanted)
           CROSS JOIN LATERAL (
             SELECT word, array_agg(DISTINCT language) AS languages,
                    max(similarity(word, w.wanted)) AS similarity
               FROM search_words
              WHERE language = ANY($2::text[]) AND word <> w.wanted
                AND (word % w.wanted
                     OR (word >= left(w.wanted, 2) AND word < left(w.wanted, 2) || chr(1114111)
                         AND abs(length(word) - length(w.wanted)) <= 2))
              GROUP BY word ORDER BY similarity DESC, word LIMIT 50) c
          ORDER BY w.wanted, c.similarity DESC, c.word`,
        [words, languages],
      );
      const out = new Map<string, Array<{ word: string; languages: string[] }>>();
      for (const r of rows) {
        const list = out.get(r.wanted) ?? [];
        list.push({ word: r.word, languages: r.languages });
        out.set(r.wanted, list);
      }
      return out;
    },

    /** Known words exactly as typed (a word that exists needs no correction). */
    async knownWords(words: string[], languages: string[]): Promise<Set<string>> {
      const rows = await sql.query<{ word: string }>(
        'SELECT DISTINCT word FROM search_words WHERE language = ANY($2::text[]) AND word = ANY($1::text[])',
        [words, languages],
      );
      return new Set(rows.map((r) => r.word));
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
