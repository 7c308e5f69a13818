/**
 * A brand's figures over the period: totals with the change from the period before, the
 * actions per day, downloads per format and per model, the searches that led to its items,
 * and the items opened often but rarely downloaded. Item titles come in one fetch.
 */
import { Box, LinearProgress } from '@mui/material';
import type { BrandInsights } from '@vitrine/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandInsights, useItemTitles } from './api';
import { ChartCard } from './ChartCard';
import { DailyChart } from './charts';
import { FailedAnswer } from './FailedAnswer';
import { daysOfPeriod, type Period } from './period';
import { RankFigure } from './RankFigure';
import { ACTIONS, Totals } from './Totals';

export function BrandFigures({ brandId, period }: { brandId: string; period: Period }) {
  const { data, error, isPending, isFetching } = useBrandInsights(brandId, period);
  if (isPending) return <LinearProgress aria-busy="true" />;
  if (error) return <FailedAnswer error={error} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, opacity: isFetching ? 0.6 : 1 }}>
      <Totals totals={data.totals} previous={data.previousTotals} />
      <Figures data={data} brandId={brandId} />
    </Box>
  );
}

function Figures({ data, brandId }: { data: BrandInsights; brandId: string }) {
  const { t } = useTranslation('insights');
  const titles = useItemTitles(
    useMemo(
      () => [
        ...data.downloadsByItem.map((d) => d.itemId),
        ...data.rarelyDownloaded.map((d) => d.itemId),
      ],
      [data],
    ),
  );
  const title = (id: string) => titles.get(id) ?? id;
  const file = (name: string) => `insights-${brandId}-${name}-${data.from}-${data.to}`;
  const days = useMemo(() => daysOfPeriod(data.from, data.to), [data.from, data.to]);
  const perDay = useMemo(() => {
    const index = new Map(days.map((day, i) => [day, i]));
    const counts = new Map<string, number[]>(ACTIONS.map((a) => [a, days.map(() => 0)]));
    for (const { day, action, count } of data.daily) {
      const row = counts.get(action);
      const i = index.get(day);
      if (row && i !== undefined) row[i] = count;
    }
    return counts;
  }, [data.daily, days]);
  // The lines of the actions that happened: seven flat lines at zero say nothing.
  const shown = ACTIONS.filter((a) => (data.totals[a] ?? 0) > 0);
  const col = (key: string) => t(`columns.${key}`);
  return (
    <>
      <ChartCard
        id="over-time"
        title={t('charts.overTime')}
        fileName={file('daily')}
        table={{
          header: [col('day'), ...ACTIONS.map((a) => t(`actions.${a}`))],
          rows:
            shown.length === 0
              ? []
              : days.map((day, i) => [day, ...ACTIONS.map((a) => perDay.get(a)![i]!)]),
        }}
        chart={
          <DailyChart
            days={days}
            series={shown.map((a) => ({ label: t(`actions.${a}`), data: perDay.get(a)! }))}
          />
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <RankFigure
          id="formats"
          title={t('charts.byFormat')}
          fileName={file('formats')}
          columns={{ label: col('format'), count: col('downloads') }}
          entries={data.downloadsByFormat.map((d) => ({ label: d.format, count: d.count }))}
        />
        <RankFigure
          id="models"
          title={t('charts.byModel')}
          fileName={file('models')}
          columns={{ label: col('item'), id: col('itemId'), count: col('downloads') }}
          entries={data.downloadsByItem.map((d) => ({
            label: title(d.itemId),
            id: d.itemId,
            count: d.count,
          }))}
        />
        <RankFigure
          id="search-terms"
          title={t('charts.searchTerms')}
          hint={t('hints.searchTerms')}
          fileName={file('searches')}
          columns={{ label: col('search'), count: col('opens') }}
          entries={data.searchTerms.map((d) => ({ label: d.query, count: d.count }))}
        />
        <ChartCard
          id="rarely-downloaded"
          title={t('charts.rarelyDownloaded')}
          hint={t('hints.rarelyDownloaded')}
          fileName={file('rarely-downloaded')}
          table={{
            header: [col('item'), col('itemId'), col('opens'), col('downloads')],
            rows: data.rarelyDownloaded.map((d) => [
              title(d.itemId),
              d.itemId,
              d.opens,
              d.downloads,
            ]),
          }}
        />
      </Box>
    </>
  );
}
