/**
 * Administrators' catalogue-wide figures: the top searches, the searches that found nothing
 * (what people want and the catalogue lacks) and the busiest brands, each linking to its
 * own insights.
 */
import { Box, LinearProgress } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwners } from '../../api/owners';
import { useDataLanguages } from '../../api/texts';
import { brandView } from '../../cards/brandView';
import { useCatalogueInsights } from './api';
import { ChartCard } from './ChartCard';
import { RankChart } from './charts';
import { FailedAnswer } from './FailedAnswer';
import type { Period } from './period';

export function CatalogueFigures({ period, search }: { period: Period; search: string }) {
  const { t } = useTranslation('insights');
  const languages = useDataLanguages();
  const { data, error, isPending, isFetching } = useCatalogueInsights(period, true);
  const brandIds = useMemo(() => data?.busiestBrands.map((b) => b.brandId) ?? [], [data]);
  const owners = useOwners(brandIds).data;
  const names = useMemo(
    () => new Map((owners ?? []).map((o) => [o.id, brandView(o, languages).name || o.id])),
    [owners, languages],
  );
  if (isPending) return <LinearProgress aria-busy="true" />;
  if (error) return <FailedAnswer error={error} />;
  const col = (key: string) => t(`columns.${key}`);
  const file = (name: string) => `insights-catalogue-${name}-${data.from}-${data.to}`;
  const name = (id: string) => names.get(id) ?? id;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        opacity: isFetching ? 0.6 : 1,
      }}
    >
      <ChartCard
        id="top-searches"
        title={t('charts.topSearches')}
        fileName={file('top-searches')}
        table={{
          header: [col('search'), col('searches')],
          rows: data.topSearches.map((d) => [d.query, d.count]),
        }}
        chart={
          <RankChart
            labels={data.topSearches.map((d) => d.query)}
            values={data.topSearches.map((d) => d.count)}
            label={col('searches')}
          />
        }
      />
      <ChartCard
        id="zero-results"
        title={t('charts.zeroResults')}
        hint={t('hints.zeroResults')}
        fileName={file('zero-result-searches')}
        table={{
          header: [col('search'), col('searches')],
          rows: data.zeroResultSearches.map((d) => [d.query, d.count]),
        }}
        chart={
          <RankChart
            labels={data.zeroResultSearches.map((d) => d.query)}
            values={data.zeroResultSearches.map((d) => d.count)}
            label={col('searches')}
          />
        }
      />
      <ChartCard
        id="busiest-brands"
        title={t('charts.busiestBrands')}
        hint={t('hints.busiestBrands')}
        fileName={file('busiest-brands')}
        table={{
          header: [col('brand'), col('brandId'), col('events')],
          rows: data.busiestBrands.map((d) => [name(d.brandId), d.brandId, d.count]),
          linkOf: (row) =>
            `/insights/${encodeURIComponent(data.busiestBrands[row]!.brandId)}${search}`,
        }}
        chart={
          <RankChart
            labels={data.busiestBrands.map((d) => name(d.brandId))}
            values={data.busiestBrands.map((d) => d.count)}
            label={col('events')}
          />
        }
      />
    </Box>
  );
}
