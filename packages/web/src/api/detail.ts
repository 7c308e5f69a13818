/**
 * The detail dialog's data: the expanded model with everything the dialog shows, and its
 * related items (spec 02 "Model detail dialog"): other items of the same product family,
 * collection or category, through the models search, 64 per page (spec 02 s.9), ordered by
 * weight, the model itself left out.
 */
import type { FilterGroup, SearchAnswer } from '@vitrine/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { postJson } from './client';
import { fetchModels, type ModelDoc } from './models';
import { useDataLanguages } from './texts';

const DETAIL_FETCH = {
  texts: true,
  images: true,
  cads: true,
  documents: true,
  materials: true,
  properties: true,
  tags: true,
  references: true,
  collection_ids: true,
  binaries: true,
} as const;

/** undefined while loading, null when the catalogue does not have the model. */
export function useModelDetail(id: string | null) {
  const languages = useDataLanguages();
  return useQuery({
    queryKey: ['catalog', 'models', 'detail', id, languages],
    queryFn: async ({ signal }) => {
      const answer = await postJson<{ models: ModelDoc[] }>(
        '/v1/models/fetch',
        { ids: [id], favourite_languages: languages, fetch: DETAIL_FETCH },
        signal,
      );
      return answer.models[0] ?? null;
    },
    enabled: !!id,
  });
}

const RELATED_PAGE_SIZE = 64;

/** One filter group: members of any of the model's collections or families, or its category. */
export function relatedFiltering(model: ModelDoc): FilterGroup[] | null {
  const filters: FilterGroup['filters'] = [];
  const collections = model.collection_ids ?? [];
  if (collections.length > 0) {
    filters.push({ algorithm: 'exact_or', scope: 'collection_ids', values: collections });
  }
  const categories = (model.tags ?? []).map((t) => t.tag_id);
  if (categories.length > 0) {
    filters.push({ algorithm: 'exact_or', scope: 'category_tag_ids', values: categories });
  }
  return filters.length > 0 ? [{ operator: 'or', filters }] : null;
}

export function useRelatedItems(model: ModelDoc) {
  const languages = useDataLanguages();
  const filtering = relatedFiltering(model);
  return useInfiniteQuery({
    queryKey: ['catalog', 'models', 'related', model.id, languages],
    enabled: filtering !== null,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const answer = await postJson<SearchAnswer>(
        '/v1/models/search',
        {
          from: pageParam,
          size: RELATED_PAGE_SIZE,
          languages,
          types: [model.type ?? 'cad'],
          filtering,
        },
        signal,
      );
      const ids = answer.hits.map((h) => h.id).filter((id) => id !== model.id);
      const models = await fetchModels(ids, languages, signal);
      const byId = new Map(models.map((m) => [m.id, m]));
      return {
        from: answer.from,
        size: answer.hits.length,
        total: answer.total,
        items: ids.flatMap((id) => {
          const doc = byId.get(id);
          return doc ? [doc] : [];
        }),
      };
    },
    getNextPageParam: (last) => {
      const next = last.from + last.size;
      return last.size > 0 && next < last.total ? next : undefined;
    },
  });
}
