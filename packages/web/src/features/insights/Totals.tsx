/** The period's total per action, each with its change from the period before. */
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/numbers';
import { changeOf } from './period';

export const ACTIONS = [
  'detail_open',
  'view_3d',
  'view_ar',
  'download',
  'configurator_open',
  'favourite_add',
  'contact_mail',
] as const;

interface Props {
  totals: Record<string, number>;
  previous: Record<string, number>;
}

export function Totals({ totals, previous }: Props) {
  return (
    <Box
      data-testid="insights-totals"
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 1.5 },
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {ACTIONS.map((action) => (
        <Total
          key={action}
          action={action}
          now={totals[action] ?? 0}
          before={previous[action] ?? 0}
        />
      ))}
    </Box>
  );
}

function Total({ action, now, before }: { action: string; now: number; before: number }) {
  const { t, i18n } = useTranslation('insights');
  const change = changeOf(now, before);
  const number = (n: number) => formatNumber(n, i18n.language);
  const percent =
    typeof change === 'number'
      ? formatNumber(Math.abs(change), i18n.language, {
          style: 'percent',
          maximumFractionDigits: 0,
        })
      : '';
  const up = typeof change === 'number' && change > 0;
  const down = typeof change === 'number' && change < 0;
  const text =
    change === null
      ? t('change.none')
      : change === 'new'
        ? t('change.new')
        : up
          ? t('change.up', { percent })
          : down
            ? t('change.down', { percent })
            : t('change.same');
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid={`insights-total-${action}`}>
      <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
        {t(`actions.${action}`)}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 600 }}
        data-testid="insights-total-value"
      >
        {number(now)}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          color: up ? 'success.main' : down ? 'error.main' : 'text.secondary',
        }}
      >
        {up && <ArrowUpward sx={{ fontSize: 16 }} aria-hidden />}
        {down && <ArrowDownward sx={{ fontSize: 16 }} aria-hidden />}
        <Typography variant="caption" sx={{ lineHeight: 1.3 }}>
          {text}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {t('change.before', { value: number(before) })}
      </Typography>
    </Paper>
  );
}
