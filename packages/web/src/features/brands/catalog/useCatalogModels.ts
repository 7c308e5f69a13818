/** The model documents of catalog nodes (a folder's models), fetched in one call. */
import { useQuery } from '@tanstack/react-query';
import { fetchModels, type ModelDoc } from '../../../api/models';
import { useDataLanguages } from '../../../api/texts';

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
