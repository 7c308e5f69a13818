/** The insights routes (docs/INSIGHTS.md "Reading the figures"), and item titles for ids. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BrandInsights, CatalogueInsights } from '@vitrine/contracts';
import { fetchJson } from '../../api/client';
import { fetchModels } from '../../api/models';
import { textOf, useDataLanguages } from '../../api/texts';
import { config } from '../../config';
import type { Period } from './period';

const range = ({ from, to }: Period) => `from=${from}&to=${to}`;

/** A brand's figures (its owners and administrators; others get 403, visitors 401). */
export function useBrandInsights(brandId: string, period: Period) {
  return useQuery({
    queryKey: ['insights', 'brand', brandId, period.from, period.to],
    queryFn: ({ signal }) =>
      fetchJson<BrandInsights>(
        `${config.insightsBase}/v1/brands/${encodeURIComponent(brandId)}?${range(period)}`,
        { signal },
      ),
    retry: false,
    // A new period keeps the figures shown until its own arrive (the brand's own only).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === brandId ? previous : undefined,
  });
}

/** Catalogue-wide figures (administrators; others 403). */
export function useCatalogueInsights(period: Period, enabled: boolean) {
  return useQuery({
    queryKey: ['insights', 'catalogue', period.from, period.to],
    queryFn: ({ signal }) =>
      fetchJson<CatalogueInsights>(`${config.insightsBase}/v1/catalogue?${range(period)}`, {
        signal,
      }),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** The titles of these items (one fetch for all); an id the catalogue lacks stays an id. */
export function useItemTitles(ids: readonly string[]): ReadonlyMap<string, string> {
  const languages = useDataLanguages();
  const sorted = [...new Set(ids)].sort();
  const { data } = useQuery({
    queryKey: ['insights', 'titles', sorted, languages],
    queryFn: async ({ signal }) => {
      const models = await fetchModels(sorted.slice(0, 200), languages, signal);
      return new Map(models.map((m) => [m.id, textOf(m, 'title', languages) ?? m.id]));
    },
    enabled: sorted.length > 0,
    staleTime: 10 * 60_000,
  });
  return data ?? EMPTY;
}
const EMPTY: ReadonlyMap<string, string> = new Map();
