/** The insights page's two kinds of chart (MUI X Charts): counts over days, and a ranking. */
import { useMediaQuery, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';

const short = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** Lines over days: one series per label. */
export function DailyChart(props: {
  days: string[];
  series: Array<{ label: string; data: number[] }>;
}) {
  const { t, i18n } = useTranslation('insights');
  const day = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return (
    <LineChart
      height={300}
      localeText={{ noData: t('empty') }}
      xAxis={[
        {
          scaleType: 'point',
          data: props.days,
          valueFormatter: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
          // The default height leaves the tick labels too little room: they would be cut away.
          height: 40,
        },
      ]}
      yAxis={[{ tickMinStep: 1, width: 40 }]}
      series={props.series.map((s) => ({
        ...s,
        showMark: props.days.length <= 14,
        curve: 'linear',
      }))}
      // The last day's label is centred on the chart's right edge.
      margin={{ right: 24 }}
    />
  );
}

/** Horizontal bars, the largest first: labels (titles, words, formats) and their counts. */
export function RankChart(props: {
  labels: string[];
  values: number[];
  label: string;
  max?: number;
}) {
  const { t } = useTranslation('insights');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const count = Math.min(props.labels.length, props.max ?? 10);
  const labels = props.labels.slice(0, count);
  const values = props.values.slice(0, count);
  // Room right of the longest bar for its count (a larger share of a phone's narrow chart).
  const max = Math.max(1, ...values) * (phone ? 1.3 : 1.15);
  return (
    <BarChart
      layout="horizontal"
      height={60 + count * 32}
      localeText={{ noData: t('empty') }}
      hideLegend
      yAxis={[
        {
          // Positions, not the labels: two items may have the same title.
          scaleType: 'band',
          data: labels.map((_label, i) => i),
          width: phone ? 110 : 200,
          valueFormatter: (i: number, context) =>
            context.location === 'tick'
              ? short(labels[i] ?? '', phone ? 14 : 28)
              : (labels[i] ?? ''),
        },
      ]}
      xAxis={[{ tickMinStep: 1, max, height: 40 }]}
      series={[
        {
          data: values,
          label: props.label,
          barLabel: 'value',
          barLabelPlacement: 'outside',
        },
      ]}
    />
  );
}
