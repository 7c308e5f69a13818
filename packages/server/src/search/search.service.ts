/**
 * Search logic: turns a request into search parameters (languages, words, boosting), runs
 * the search, falls back to corrected spellings when the query finds little, and puts the
 * answer together with autocompletions and embedded items.
 */
import {
  brandCardPreviews,
  BRAND_OWNER_TYPES,
  cardPreview,
  COUNTER_SCOPES,
  type AnyItem,
  type AutocompletionScope,
  type CounterScope,
  type Entity,
  type FetchRequest,
  type Model,
  type Owner,
  type SearchAnswer,
  type SearchRequest,
} from '@vitrine/contracts';
import { ANONYMOUS, listVisibility, type Caller } from '../access';
import { invalidField } from '../errors';
import type { SearchEngine } from './engine/engine';
import { Recent } from './engine/keys';
import type { SearchRepository } from './search.repository';
import { toAnswer, withItems } from './search.mapper';
import type { SearchParams, SearchRows } from './search.types';
import { createSearchTurns, type SearchTurns } from './search.turns';
import {
  COMPOUNDING,
  displayWord,
  editDistance,
  endsCompound,
  fold,
  languageRanks,
  NEUTRAL,
  SEARCH_LANGUAGES,
  stem,
  words as wordsOf,
} from './text';
import { timed, timedSync } from '../server-timing';

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
/** Corrections kept per query, languages and data version (see `corrections` below). */
const CORRECTIONS_KEPT = 256;
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

/**
 * How long a search may wait for its turns (search.turns.ts): past it, the client gets a 503
 * saying the server is busy, not an answer seconds after it gave up.
 */
export const SEARCH_DEADLINE_MS = 3000;

export function createSearchService(
  index: SearchEngine,
  repository: Pick<SearchRepository, 'labelsWith' | 'spellingCandidates' | 'knownWords'>,
  catalogue: ItemSource,
  /** Searches take turns on the event loop, each within a deadline (search.turns.ts). */
  turns: SearchTurns = createSearchTurns(SEARCH_DEADLINE_MS),
) {
  /**
   * The corrections of recent queries, by data version: a word typed in another language
   * than the interface's is looked up as a possible typo on every search (its hits are not
   * in the preferred language), and its pages, filters and counters repeat the search. The
   * trigram query costs more than the search itself; a write changes the version.
   */
  const corrections = new Recent<Promise<string[] | null>>(CORRECTIONS_KEPT);
  const correctedOnce = (
    words: string[],
    languages: string[],
    ranked: boolean,
    preferredOnly: boolean,
  ) => {
    const key = JSON.stringify([index.dataVersion(), words, languages, ranked, preferredOnly]);
    return corrections.get(key, () => {
      const made = correct(words, languages, ranked, preferredOnly);
      made.catch(() => corrections.delete(key));
      return made;
    });
  };
  const service = {
    async search(
      entity: Entity,
      request: SearchRequest,
      caller: Caller,
    ): Promise<Omit<SearchAnswer, 'took'>> {
      const began = performance.now();
      // The languages decide the embedded items' texts; the words match in match_languages
      // (our extension) when given, else in them; either, when given, is a preference order.
      const languages = checkedLanguages(request.languages, 'languages') ?? [...SEARCH_LANGUAGES];
      const matching = checkedLanguages(request.match_languages, 'match_languages') ?? languages;
      const ranked = !!(request.match_languages?.length || request.languages?.length);
      const searchLanguages = [...new Set([...matching, NEUTRAL])];
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
        ranked,
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
      // Timed inside the turn: the Server-Timing 'index' metric is the index's work, not the wait.
      let rows: SearchRows = await turns.run(began, () =>
        timed('index', () => index.search(params)),
      );
      let suggestions: string[] = [];
      // Few hits in the preferred language: a typo of one of its words may also be a word (or
      // a stem) of another language, "lampadiare" an Italian lamp's.
      if (words.length > 0 && rows.preferredTotal < FEW_HITS) {
        // Enough hits in other languages: a correction helps only if it is a preferred word.
        // (Mixed matches do not count: "Stuhl oka" finds Stuhl with anything beginning "oka".)
        const corrected = await correctedOnce(
          words,
          searchLanguages,
          ranked,
          oneLanguage(rows) >= FEW_HITS,
        );
        if (corrected) {
          const retry = await turns.run(began, () =>
            timed('index', () =>
              index.search({
                ...params,
                words: corrected,
                prefixLast: false,
                compounds: compoundsOf(corrected, searchLanguages),
                boosted: boost ? index.categoriesNamed(corrected, searchLanguages) : [],
                titlesLead: entity !== 'model' || !index.isCategoryName(corrected, searchLanguages),
              }),
            ),
          );
          if (findsMore(retry, rows)) {
            suggestions = [await spelled(corrected, searchLanguages)];
            // Nothing found as typed (in the preferred language, or in any one language):
            // show what the corrected spelling finds.
            if (
              rows.total === 0 ||
              (rows.preferredTotal === 0 && retry.preferredTotal > 0) ||
              (oneLanguage(rows) === 0 && oneLanguage(retry) > 0)
            )
              rows = retry;
          }
        }
      }
      const enriched: SearchAnswer['enriched'] = {};
      if (request.enrich?.suggestions) enriched.suggestions = suggestions;
      if (request.enrich?.counters) enriched.counters = rows.counters;
      const completion = request.enrich?.autocompletions;
      if (completion) {
        const options = completion === true ? {} : completion;
        const complete = (scopes: AutocompletionScope[], prefix: string) =>
          index.autocomplete(
            scopes,
            prefix,
            { list: searchLanguages, ranked },
            options.size ?? DEFAULT_AUTOCOMPLETIONS,
            params.visibility,
          );
        enriched.autocompletions = await turns.run(began, () =>
          timedSync('index', () => {
            const scopes = options.scopes ?? DEFAULT_AUTOCOMPLETION_SCOPES[entity];
            const completed = complete(scopes, fold(query));
            // The words of a mixed query come from different languages ("Stuhl oa"): a scope
            // with no label beginning with the whole query completes the word being typed.
            // Only when the query matched mixed or nothing in the preferred language: a
            // one-language query completes as before (and completing a common last word,
            // "chair", walks thousands of titles).
            const mixedQuery = rows.mixedTotal > 0 || rows.preferredTotal === 0;
            const last = words.length > 1 && mixedQuery ? words[words.length - 1]! : '';
            const empty = scopes.filter((scope) => !completed[scope]?.length);
            if (last && empty.length > 0) Object.assign(completed, complete(empty, last));
            return completed;
          }),
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

    /**
     * The pictures (file ids) of the first `count` cards of a list with no query, as anonymous
     * visitors see it: a model's or material's preview, a brand's previews side by side. The
     * first pictures the server puts in the page (web/first-results.ts) before the app's
     * scripts have arrived.
     */
    async firstPictures(
      kind: 'models' | 'materials' | 'brands',
      languages: readonly string[],
      count: number,
    ): Promise<string[][]> {
      const list = { from: 0, size: count, languages: [...languages], fetch: { images: true } };
      if (kind === 'brands') {
        const answer = await service.search(
          'owner',
          { ...list, types: [...BRAND_OWNER_TYPES] },
          ANONYMOUS,
        );
        return ((answer.owners ?? []) as Array<Pick<Owner, 'images'>>).map((owner) =>
          brandCardPreviews(owner.images),
        );
      }
      const types = [kind === 'models' ? 'cad' : 'material'];
      const answer = await service.search('model', { ...list, types }, ANONYMOUS);
      return ((answer.models ?? []) as Array<Pick<Model, 'images'>>).map((model) => {
        const preview = cardPreview(model.images);
        return preview ? [preview.dataport] : [];
      });
    },
  };
  return service;

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

  /**
   * The query with unknown words replaced by the closest known ones, or null. Of equally
   * close words, one of a more preferred language wins (when ranked), then the most similar;
   * `preferredOnly`: only words of the most preferred language (or neutral ones) count.
   */
  async function correct(
    words: string[],
    languages: string[],
    ranked: boolean,
    preferredOnly: boolean,
  ): Promise<string[] | null> {
    const known = await repository.knownWords(words, languages);
    const unknown = words
      .filter(
        (w) => !known.has(w) && w.length >= 3 && w.length <= CORRECTED_WORD_MAX && !/\d/.test(w),
      )
      .slice(0, CORRECTED_WORDS_MAX);
    if (unknown.length === 0) return null;
    const candidates = await repository.spellingCandidates(unknown, languages);
    const ranks = languageRanks(languages, ranked);
    const rankOf = (candidate: { languages: string[] }) =>
      Math.min(...candidate.languages.map((l) => ranks[languages.indexOf(l)] ?? Infinity));
    const similar = new Map<string, string>();
    for (const word of unknown) {
      // An inflection of a known word is no typo in its language ("tisch" beside "Tische"):
      // only a word of a more preferred language replaces it. In a mixed query ("Tisch
      // wallnut") it stays as typed while the other word is corrected; "lampadiare" (an
      // Italian stem) typed in French still becomes "lampadaire".
      let inflectionRank = Infinity;
      for (const c of candidates.get(word) ?? [])
        for (const l of c.languages)
          if (l !== NEUTRAL && stem(c.word, l) === stem(word, l))
            inflectionRank = Math.min(inflectionRank, ranks[languages.indexOf(l)] ?? Infinity);
      // One edit for short words, two from eight letters on.
      const allowed = word.length >= 8 ? 2 : 1;
      let best: { word: string; distance: number; rank: number } | undefined;
      for (const candidate of candidates.get(word) ?? []) {
        const rank = rankOf(candidate);
        if ((preferredOnly && rank > 0) || rank >= inflectionRank) continue;
        // Past the best distance so far (or equal to it, in a language no more preferred),
        // a candidate cannot win: the edit distance may stop counting there.
        const within = !best ? allowed : rank < best.rank ? best.distance : best.distance - 1;
        const distance = editDistance(word, candidate.word, within);
        if (distance <= within) best = { word: candidate.word, distance, rank };
      }
      if (best) similar.set(word, best.word);
    }
    if (similar.size === 0) return null;
    return words.map((w) => similar.get(w) ?? w);
  }
}

/** Hits matching every word in one language (not mixed ones). */
const oneLanguage = (rows: SearchRows) => rows.total - rows.mixedTotal;

/**
 * Whether a corrected query finds more: in the preferred language first, then in any one
 * language, then at all (mixed matches too).
 */
const findsMore = (retry: SearchRows, rows: SearchRows) =>
  retry.preferredTotal > rows.preferredTotal ||
  (retry.preferredTotal === rows.preferredTotal &&
    (oneLanguage(retry) > oneLanguage(rows) ||
      (oneLanguage(retry) === oneLanguage(rows) && retry.total > rows.total)));

/** A request's list of languages, each checked (a 400 naming it), or undefined when empty. */
function checkedLanguages(
  languages: string[] | undefined,
  field: 'languages' | 'match_languages',
): string[] | undefined {
  if (!languages?.length) return undefined;
  languages.forEach((language, i) => {
    if (!SEARCH_LANGUAGES.includes(language))
      throw invalidField(`${field}[${i}]`, `must be one of ${SEARCH_LANGUAGES.join(', ')}`);
  });
  return languages;
}

function countersOf(entity: Entity, request: SearchRequest): CounterScope[] {
  const counters = request.enrich?.counters;
  if (!counters) return [];
  if (counters === true) return DEFAULT_COUNTER_SCOPES[entity];
  return counters.scopes ?? DEFAULT_COUNTER_SCOPES[entity];
}

export type SearchService = ReturnType<typeof createSearchService>;
