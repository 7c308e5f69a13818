/**
 * The catalogue documents of a favourites list's models or materials: card data plus the
 * edit time (the list's 'Date modified' sort). Ids the catalogue no longer has are left out.
 */
import { useQuery } from '@tanstack/react-query';
import { postJson } from './client';
import type { ModelDoc } from './models';
import { CARD_FETCH } from './requestBodies';
import { useDataLanguages } from './texts';

export function useModelsByIds(ids: readonly string[]) {
  const languages = useDataLanguages();
  return useQuery({
    queryKey: ['models', 'fetch', 'favorites', [...ids].sort(), languages],
    enabled: ids.length > 0,
    queryFn: async ({ signal }) => {
      const answer = await postJson<{ models: ModelDoc[] }>(
        '/v1/models/fetch',
        { ids, favourite_languages: languages, fetch: { ...CARD_FETCH, edit_infos: true } },
        signal,
      );
      return new Map(answer.models.map((model) => [model.id, model]));
    },
  });
}
