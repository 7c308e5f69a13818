/**
 * Catalogue searches for the browse screens: the paged models search (hits with the page's
 * models), and the category and property tags the filter panel shows. Search texts and labels follow the UI language, then English.
 */
import type { Counter, FilterGroup, SearchAnswer, SearchHit } from '@vitrine/contracts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  usePrefetchInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { postJson } from './client';
import type { ModelDoc, TagDoc } from './models';
import {
  matchLanguages,
  modelsSearchBody,
  type ModelKind,
  type ModelsSearchParams,
} from './requestBodies';

/** Tags per tag search (spec 02 s.9). */
const TAG_PAGE_SIZE = 256;

export type { ModelKind, ModelsSearchParams };

export interface ResultPage {
  from: number;
  total: number;
  hits: SearchHit[];
  /** The page's models by id (a hit whose model vanished meanwhile has none). */
  models: Record<string, ModelDoc>;
  /** Facet counts, on the first page only. */
  counters?: Record<string, Counter[]>;
  /**
   * With a query: the languages the hits matched in, most preferred first ('' for names and
   * article numbers; the server's `matched_languages`).
   */
  matchedLanguages?: string[];
}

async function searchPage(
  params: ModelsSearchParams,
  from: number,
  signal: AbortSignal,
): Promise<ResultPage> {
  const first = from === 0;
  const answer = await postJson<Omit<SearchAnswer, 'models'> & { models?: ModelDoc[] }>(
    '/v1/models/search',
    modelsSearchBody(params, from),
    signal,
  );
  const models = answer.models ?? [];
  return {
    from: answer.from,
    total: answer.total,
    hits: answer.hits,
    models: Object.fromEntries(models.map((m) => [m.id, m])),
    counters: first ? answer.enriched.counters : undefined,
    matchedLanguages: answer.matched_languages,
  };
}

/**
 * The paged search. While a new query or filter loads, the previous results stay on screen
 * (with a progress bar) instead of a blank page. The first page's request starts while the
 * page renders (not after it first commits): it is on the way to the largest paint. An
 * embedding host's `date` narrows it (`modifiedSince`, which the caller reads from the
 * embedding state; requestBodies.ts).
 */
export function useModelsSearch(params: ModelsSearchParams) {
  const options = infiniteQueryOptions({
    queryKey: ['catalog', 'models', 'search', params],
    queryFn: ({ pageParam, signal }) => searchPage(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ResultPage) => {
      const next = last.from + last.hits.length;
      return last.hits.length > 0 && next < last.total ? next : undefined;
    },
  });
  usePrefetchInfiniteQuery(options);
  return useInfiniteQuery({ ...options, placeholderData: keepPreviousData });
}

const NAMESPACE_PATTERN: Record<ModelKind, string> = {
  models: '^\\.egr\\.category(\\.|$)',
  materials: '^\\.egr\\.material-category(\\.|$)',
};

/** Tags in the screen's category namespace. */
const categoryFiltering = (kind: ModelKind): FilterGroup[] => [
  {
    operator: 'or',
    filters: [{ algorithm: 'regex_or', scope: 'namespaces', values: [NAMESPACE_PATTERN[kind]] }],
  },
];

async function searchTags(body: object, signal: AbortSignal) {
  const answer = await postJson<Omit<SearchAnswer, 'tags'> & { tags?: TagDoc[] }>(
    '/v1/tags/search',
    { size: TAG_PAGE_SIZE, fetch: { texts: true }, ...body },
    signal,
  );
  return answer;
}

/**
 * The category tags of a screen (.egr.category.* or .egr.material-category.*), labelled;
 * fetched while `enabled`.
 */
export function useCategoryTags(kind: ModelKind, languages: string[], enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['catalog', 'tags', 'categories', kind, languages],
    queryFn: async ({ signal }) =>
      (
        await searchTags(
          {
            types: ['category_tag'],
            languages,
            filtering: categoryFiltering(kind),
            // Their icons show in the category filter (spec 02 s.3: client category tag icon).
            fetch: { texts: true, images: true },
          },
          signal,
        )
      ).tags ?? [],
  });
}

/** The property tags (labels, value ids, and which are free-form numbers), while `enabled`. */
export function usePropertyTags(languages: string[], enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['catalog', 'tags', 'properties', languages],
    queryFn: async ({ signal }) =>
      (await searchTags({ types: ['property_tag'], languages }, signal)).tags ?? [],
  });
}

/** Lower case without accents, as the server folds words. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The server's rule for a named category: every word of its label is among the query's
 * words. Without the server's stemmers, a word counts when one is the start of the other
 * (chair/chairs, stuhl/stühle), which is near enough for a note.
 */
export function labelNamedBy(label: string, query: string): boolean {
  const asked = wordsOf(query);
  const words = wordsOf(label);
  const alike = (a: string, b: string) =>
    Math.min(a.length, b.length) >= 3 && (a.startsWith(b) || b.startsWith(a));
  return words.length > 0 && words.every((w) => asked.some((q) => alike(w, q)));
}

/**
 * Whether the query names a category of this screen, so an empty boosted section means 'No
 * categorized data found.'. The search answer does not say which categories it boosted: the
 * category tags whose labels the query matches (as finished words: no prefixes) are checked
 * against the server's rule.
 */
export function useQueryNamesCategory(
  kind: ModelKind,
  query: string,
  languages: string[],
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['catalog', 'tags', 'named', kind, query, languages],
    queryFn: async ({ signal }) => {
      // In every language, as the models search matched it: each label comes back.
      const { tags = [] } = await searchTags(
        {
          query_string: `${query.trim()} `,
          size: 20,
          types: ['category_tag'],
          languages: matchLanguages(languages),
          filtering: categoryFiltering(kind),
        },
        signal,
      );
      return tags.some((tag) =>
        (tag.texts ?? []).some((t) => t.category === 'label' && labelNamedBy(t.payload, query)),
      );
    },
    enabled: enabled && query.trim() !== '',
  });
}
