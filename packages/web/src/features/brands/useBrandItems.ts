/**
 * A brand's collections, families, models and materials: the overview's carousels (16
 * each), the tab grids (64 per page) and the counts that decide which tabs show. Carousel
 * and count share one request, so the overview costs four searches.
 */
import type { Collection, FilterGroup, Model, SearchAnswer } from '@vitrine/contracts';
import { SEARCH_PAGE_SIZE } from '@vitrine/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { postJson } from '../../api/client';
import { CARD_FETCH } from '../../api/models';
import { ownerFilter } from '../../api/owners';
import { useDataLanguages } from '../../api/texts';

export type ItemKind = 'collections' | 'families' | 'models' | 'materials';
export type CollectionDoc = Partial<Collection> & { id: string };
export type ModelDoc = Partial<Model> & { id: string };

/** Items per overview carousel (spec 02 s.9). */
export const CAROUSEL_SIZE = 16;

const COLLECTION_TYPE = { collections: 'collection', families: 'product_family' } as const;
const MODEL_TYPE = { models: 'cad', materials: 'material' } as const;

/** Collections and families count only when they hold a visible model or material. */
const NOT_EMPTY: FilterGroup = {
  operator: 'or',
  filters: [
    { algorithm: 'range', scope: 'models_count_cad', values: [1, null] },
    { algorithm: 'range', scope: 'models_count_material', values: [1, null] },
  ],
};

export const isModelKind = (kind: ItemKind): kind is 'models' | 'materials' =>
  kind === 'models' || kind === 'materials';

export interface ItemsPage {
  total: number;
  items: Array<CollectionDoc | ModelDoc>;
}

async function searchItems(
  ownerId: string,
  kind: ItemKind,
  from: number,
  size: number,
  languages: string[],
  signal: AbortSignal,
  query = '',
): Promise<ItemsPage> {
  // Without a query the brand's own order (weight) applies; with one, relevance.
  const common = {
    from,
    size,
    languages,
    query_string: query,
    ordering: query ? ('natural' as const) : ('weight' as const),
  };
  if (isModelKind(kind)) {
    const answer = await postJson<SearchAnswer>(
      '/v1/models/search',
      {
        ...common,
        types: [MODEL_TYPE[kind]],
        filtering: [ownerFilter(ownerId)],
        fetch: CARD_FETCH,
      },
      signal,
    );
    return { total: answer.total, items: (answer.models ?? []) as ModelDoc[] };
  }
  const answer = await postJson<SearchAnswer>(
    '/v1/collections/search',
    {
      ...common,
      types: [COLLECTION_TYPE[kind]],
      filtering: [ownerFilter(ownerId), NOT_EMPTY],
      fetch: { texts: true, images: true, model_counts: true },
    },
    signal,
  );
  return { total: answer.total, items: (answer.collections ?? []) as CollectionDoc[] };
}

/** The first 16 items of a kind and how many there are. */
export function useBrandItems(ownerId: string, kind: ItemKind) {
  const languages = useDataLanguages();
  return useQuery({
    queryKey: ['brands', ownerId, kind, 'carousel', languages],
    queryFn: ({ signal }) => searchItems(ownerId, kind, 0, CAROUSEL_SIZE, languages, signal),
  });
}

/** The items of a kind matching `query`, a page at a time (the Collections and Families tabs). */
export function useBrandItemPages(ownerId: string, kind: ItemKind, query: string) {
  const languages = useDataLanguages();
  const q = query.trim();
  return useInfiniteQuery({
    queryKey: ['brands', ownerId, kind, 'pages', q, languages],
    queryFn: ({ pageParam, signal }) =>
      searchItems(ownerId, kind, pageParam, SEARCH_PAGE_SIZE, languages, signal, q),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.length * SEARCH_PAGE_SIZE;
      return loaded < last.total ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}
