/**
 * Search logic: turns a request into search parameters (languages, words, boosting), runs
 * the search, falls back to corrected spellings when the query finds little, and puts the
 * answer together with autocompletions and embedded items.
 */
import {
  COUNTER_SCOPES,
  type AnyItem,
  type AutocompletionScope,
  type CounterScope,
  type Entity,
  type FetchRequest,
  type SearchAnswer,
  type SearchRequest,
} from '@vitrine/contracts';
import { listVisibility, type Caller } from '../access';
import { invalidField } from '../errors';
import type { SearchEngine } from './engine/engine';
import type { SearchRepository } from './search.repository';
import { toAnswer, withItems } from './search.mapper';
import type { SearchParams, SearchRows } from './search.types';
import {
  COMPOUNDING,
  displayWord,
  editDistance,
  endsCompound,
  fold,
  SEARCH_LANGUAGES,
  words as wordsOf,
} from './text';

/** Below this many hits a query counts as finding little: spelling corrections are tried. */
const FEW_HITS = 3;
/**
 * The query's length limit, counted after folding: folding can triple a character (the
 * ligature "ﬃ" is "ffi"), and the words searched are the folded ones.
 */
const QUERY_MAX = 500;
/**
 * Longer words are not corrected: no catalogue word is that long, so a long word is not a
 * typo of one, and comparing it costs time the other requests need.
 */
const CORRECTED_WORD_MAX = 40;
/**
 * At most this many words of a query are corrected: each costs a trigram query in every
 * language (twelve took a third of a second of the embedded database, which runs on the
 * thread every request shares); a visitor's typos are one or two words.
 */
const CORRECTED_WORDS_MAX = 3;
const DEFAULT_SIZE = 64;
const DEFAULT_AUTOCOMPLETIONS = 3;

/** What each entity completes and counts when the request names no scopes. */
const DEFAULT_AUTOCOMPLETION_SCOPES: Record<Entity, AutocompletionScope[]> = {
  model: [
    'owner_names',
    'collections',
    'product_families',
    'property_value_labels',
    'property_labels',
    'category_tag_labels',
    'model_titles',
  ],
  collection: ['owner_names', 'collections', 'product_families'],
  owner: ['owner_names'],
  tag: ['category_tag_labels', 'property_labels', 'property_value_labels'],
};
const DEFAULT_COUNTER_SCOPES: Record<Entity, CounterScope[]> = {
  model: [...COUNTER_SCOPES],
  collection: ['owner_ids'],
  owner: [],
  tag: [],
};

/** What search needs of the catalogue: the items an answer embeds when asked (`fetch`). */
export interface ItemSource {
  fetch(entity: Entity, request: FetchRequest, caller: Caller): Promise<Array<Partial<AnyItem>>>;
}

export function createSearchService(
  index: SearchEngine,
  repository: Pick<SearchRepository, 'labelsWith' | 'spellingCandidates' | 'knownWords'>,
  catalogue: ItemSource,
) {
  return {
    async search(
      entity: Entity,
      request: SearchRequest,
      caller: Caller,
    ): Promise<Omit<SearchAnswer, 'took'>> {
      const languages = request.languages?.length ? request.languages : [...SEARCH_LANGUAGES];
      languages.forEach((language, i) => {
        if (!SEARCH_LANGUAGES.includes(language))
          throw invalidField(`languages[${i}]`, `must be one of ${SEARCH_LANGUAGES.join(', ')}`);
      });
      const searchLanguages = [...new Set([...languages, 'xx'])];
      // Its words go to PostgreSQL (spelling), which refuses NUL in text.
      if (request.query_string?.includes('\u0000'))
        throw invalidField('query_string', 'must not contain NUL characters');
      const query = (request.query_string ?? '').trim().replace(/\s+/g, ' ');
      if (fold(query).length > QUERY_MAX)
        throw invalidField('query_string', `must not be longer than ${QUERY_MAX} characters`);
      const words = wordsOf(query).slice(0, 12);
      await index.refresh({ nearRealTime: true, minVersion: request.data_version });
      const dataVersion = index.dataVersion();
      if (entity !== 'model' && request.boosting !== undefined)
        throw invalidField('boosting', 'is only for models');
      const boost = entity === 'model' && (request.boosting ?? false) && words.length > 0;
      const params: SearchParams = {
        entity,
        languages: searchLanguages,
        words,
        // The last word is still being typed unless the query ends with a space.
        prefixLast: !/\s$/.test(request.query_string ?? ''),
        compounds: compoundsOf(words, searchLanguages),
        exact: fold(query),
        rawId: query,
        filtering: request.filtering ?? [],
        types: request.types,
        visibility: listVisibility(caller, request.fetch?.drafts),
        ordering: request.ordering ?? 'natural',
        from: request.from ?? 0,
        size: request.size ?? DEFAULT_SIZE,
        boosted: boost ? index.categoriesNamed(words, searchLanguages) : [],
        titlesLead: entity !== 'model' || !index.isCategoryName(words, searchLanguages),
        counters: countersOf(entity, request),
      };
      let rows: SearchRows = await index.search(params);
      let suggestions: string[] = [];
      if (words.length > 0 && rows.total < FEW_HITS) {
        const corrected = await correct(words, searchLanguages);
        if (corrected) {
          const retry = await index.search({
            ...params,
            words: corrected,
            prefixLast: false,
            compounds: compoundsOf(corrected, searchLanguages),
            boosted: boost ? index.categoriesNamed(corrected, searchLanguages) : [],
            titlesLead: entity !== 'model' || !index.isCategoryName(corrected, searchLanguages),
          });
          if (retry.total > rows.total) {
            suggestions = [await spelled(corrected, searchLanguages)];
            // Nothing found as typed: show what the corrected spelling finds.
            if (rows.total === 0) rows = retry;
          }
        }
      }
      const enriched: SearchAnswer['enriched'] = {};
      if (request.enrich?.suggestions) enriched.suggestions = suggestions;
      if (request.enrich?.counters) enriched.counters = rows.counters;
      const completion = request.enrich?.autocompletions;
      if (completion) {
        const options = completion === true ? {} : completion;
        enriched.autocompletions = index.autocomplete(
          options.scopes ?? DEFAULT_AUTOCOMPLETION_SCOPES[entity],
          fold(query),
          searchLanguages,
          options.size ?? DEFAULT_AUTOCOMPLETIONS,
          params.visibility,
        );
      }
      const answer = toAnswer(entity, rows, params, dataVersion, enriched);
      if (request.fetch && answer.hits.length > 0) {
        const items = await catalogue.fetch(
          entity,
          {
            ids: answer.hits.map((h) => h.id),
            fetch: request.fetch,
            favourite_languages: languages,
          },
          caller,
        );
        withItems(answer, entity, items);
      }
      return answer;
    },
  };

  /**
   * Category words the query words are the last part of, in the languages that write
   * compounds as one word ("tisch": esstische, couchtische). Only category labels: other
   * words end alike by chance (minimalistisch).
   */
  function compoundsOf(words: string[], languages: string[]) {
    const out = new Map<string, string[]>();
    const parts = words.filter((w) => w.length >= 4 && !/\d/.test(w));
    if (parts.length === 0 || !languages.some((l) => COMPOUNDING.has(l))) return out;
    for (const { label, language } of index.categoryLabels()) {
      if (!COMPOUNDING.has(language) || !languages.includes(language)) continue;
      for (const word of wordsOf(label)) {
        for (const part of parts) {
          if (!endsCompound(word, part, language)) continue;
          const key = `${language}:${part}`;
          out.set(key, [...(out.get(key) ?? []), word]);
        }
      }
    }
    return out;
  }

  /** Folded words as a visitor writes them, accents included ("laenestol" → "lænestol"). */
  async function spelled(words: string[], languages: string[]): Promise<string> {
    const labels = await repository.labelsWith(words, languages);
    return words
      .map((w) => {
        for (const { label, language } of labels.get(w) ?? []) {
          const shown = displayWord(label, w, language);
          if (shown) return shown;
        }
        return w;
      })
      .join(' ');
  }

  /** The query with unknown words replaced by the closest known ones, or null. */
  async function correct(words: string[], languages: string[]): Promise<string[] | null> {
    const known = await repository.knownWords(words, languages);
    const unknown = words
      .filter(
        (w) => !known.has(w) && w.length >= 3 && w.length <= CORRECTED_WORD_MAX && !/\d/.test(w),
      )
      .slice(0, CORRECTED_WORDS_MAX);
    if (unknown.length === 0) return null;
    const candidates = await repository.spellingCandidates(unknown, languages);
    const similar = new Map<string, string>();
    for (const word of unknown) {
      // One edit for short words, two from eight letters on; the first candidate wins ties.
      const allowed = word.length >= 8 ? 2 : 1;
      let best: { word: string; distance: number } | undefined;
      for (const candidate of candidates.get(word) ?? []) {
        const distance = editDistance(word, candidate, best ? best.distance - 1 : allowed);
        if (distance <= allowed && (!best || distance < best.distance))
          best = { word: candidate, distance };
      }
      if (best) similar.set(word, best.word);
    }
    if (similar.size === 0) return null;
    return words.map((w) => similar.get(w) ?? w);
  }
}

function countersOf(entity: Entity, request: SearchRequest): CounterScope[] {
  const counters = request.enrich?.counters;
  if (!counters) return [];
  if (counters === true) return DEFAULT_COUNTER_SCOPES[entity];
  return counters.scopes ?? DEFAULT_COUNTER_SCOPES[entity];
}

export type SearchService = ReturnType<typeof createSearchService>;
