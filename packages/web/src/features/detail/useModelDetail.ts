/**
 * The expanded model with everything the dialog shows (texts, images, cads, documents,
 * materials, properties, tags, references), fetched once per model and language.
 */
import { useQuery } from '@tanstack/react-query';
import { postJson } from '../../api/client';
import type { ModelDoc } from '../../api/models';
import { useDataLanguages } from '../../api/texts';

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
