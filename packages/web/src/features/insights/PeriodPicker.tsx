/** The period: the last 7, 30 or 90 days, or custom dates (kept in the address). */
import { Box, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_DAYS, PRESETS, presetPeriod, validPeriod, type Period, type Preset } from './period';

interface Props {
  period: Period;
  onChange: (period: Period) => void;
}

export function PeriodPicker({ period, onChange }: Props) {
  const { t } = useTranslation('insights');
  const [custom, setCustom] = useState(!period.days);
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const bad = custom && !validPeriod(from, to);
  const setDates = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    if (validPeriod(nextFrom, nextTo)) onChange({ from: nextFrom, to: nextTo });
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        aria-label={t('period.label')}
        value={custom ? 'custom' : period.days}
        onChange={(_event, next: Preset | 'custom' | null) => {
          if (next === null) return;
          if (next === 'custom') {
            setCustom(true);
            setDates(period.from, period.to);
          } else {
            setCustom(false);
            onChange(presetPeriod(next));
          }
        }}
      >
        {PRESETS.map((days) => (
          <ToggleButton key={days} value={days} sx={{ px: 1.5 }}>
            {t('period.days', { count: days })}
          </ToggleButton>
        ))}
        <ToggleButton value="custom" sx={{ px: 1.5 }}>
          {t('period.custom')}
        </ToggleButton>
      </ToggleButtonGroup>
      {custom && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            type="date"
            size="small"
            label={t('period.from')}
            value={from}
            error={bad}
            onChange={(event) => setDates(event.target.value, to)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('period.to')}
            value={to}
            error={bad}
            onChange={(event) => setDates(from, event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from } }}
          />
        </Box>
      )}
      {bad && (
        <Typography variant="body2" color="error" role="alert" sx={{ width: '100%' }}>
          {t('period.invalid', { max: MAX_DAYS })}
        </Typography>
      )}
    </Box>
  );
}
