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
import { FailedAnswer } from './FailedAnswer';
import { insightsPath } from './paths';
import type { Period } from './period';
import { RankFigure } from './RankFigure';

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
  const searchColumns = { label: col('search'), count: col('searches') };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        opacity: isFetching ? 0.6 : 1,
      }}
    >
      <RankFigure
        id="top-searches"
        title={t('charts.topSearches')}
        fileName={file('top-searches')}
        columns={searchColumns}
        entries={data.topSearches.map((d) => ({ label: d.query, count: d.count }))}
      />
      <RankFigure
        id="zero-results"
        title={t('charts.zeroResults')}
        hint={t('hints.zeroResults')}
        fileName={file('zero-result-searches')}
        columns={searchColumns}
        entries={data.zeroResultSearches.map((d) => ({ label: d.query, count: d.count }))}
      />
      <RankFigure
        id="busiest-brands"
        title={t('charts.busiestBrands')}
        hint={t('hints.busiestBrands')}
        fileName={file('busiest-brands')}
        columns={{ label: col('brand'), id: col('brandId'), count: col('events') }}
        entries={data.busiestBrands.map((d) => ({
          label: names.get(d.brandId) ?? d.brandId,
          id: d.brandId,
          count: d.count,
        }))}
        linkOf={(entry) => `${insightsPath(entry.id)}${search}`}
      />
    </Box>
  );
}
