/**
 * A brand's catalog tree (spec 02 "Catalog"): the documents of its collections (titles for
 * the tree and breadcrumbs, images, links and files for the cards) and the models of a
 * folder, each fetched once per brand or folder and language.
 */
import { useQuery } from '@tanstack/react-query';
import { postJson } from './client';
import { fetchModels, type CollectionDoc, type ModelDoc } from './models';
import { useDataLanguages } from './texts';

/** The most ids one fetch call carries (the catalogue accepts 1000). */
const CHUNK = 500;

const COLLECTION_FETCH = {
  texts: true,
  images: true,
  references: true,
  documents: true,
  model_counts: true,
} as const;

async function fetchCollections(ids: string[], languages: string[], signal: AbortSignal) {
  const found = new Map<string, CollectionDoc>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const answer = await postJson<{ collections: CollectionDoc[] }>(
      '/v1/collections/fetch',
      {
        ids: ids.slice(start, start + CHUNK),
        favourite_languages: languages,
        fetch: COLLECTION_FETCH,
      },
      signal,
    );
    for (const doc of answer.collections) found.set(doc.id, doc);
  }
  return found;
}

/** The brand's catalog collections by id (a hidden one is missing); pending while loading. */
export function useCatalogCollections(ownerId: string | undefined, ids: string[]) {
  const languages = useDataLanguages();
  return useQuery({
    queryKey: ['brands', ownerId, 'catalog', languages],
    queryFn: ({ signal }) => fetchCollections(ids, languages, signal),
    enabled: ids.length > 0,
  });
}

/** The model documents of catalog nodes (a folder's models), fetched in one call. */
export function useCatalogModels(ids: string[]): Map<string, ModelDoc> | undefined {
  const languages = useDataLanguages();
  const { data } = useQuery({
    queryKey: ['brands', 'catalog-models', ids, languages],
    queryFn: async ({ signal }) => {
      const models = await fetchModels(ids, languages, signal);
      return new Map(models.map((m) => [m.id, m]));
    },
    enabled: ids.length > 0,
  });
  return data;
}
