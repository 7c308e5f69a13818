/**
 * A numeric range over a free-form property (width, height, depth in cm): from and to
 * fields, applied on Enter or when the field is left, so typing does not search on every
 * digit. Either side may stay empty.
 */
import { Box, InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NumericRange } from '../../../api/filtering';

interface Props {
  label: string;
  unit: string | undefined;
  value: NumericRange | null;
  onChange: (range: NumericRange) => void;
}

const toText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

function toNumber(text: string): number | null {
  const n = Number(text.replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(n) ? null : n;
}

export function RangeFilter({ label, unit, value, onChange }: Props) {
  const { t } = useTranslation('browse');
  const [min, setMin] = useState(toText(value?.min));
  const [max, setMax] = useState(toText(value?.max));

  // The URL changed (back, a chip removed, 'Clear filter'): show what it says. Each side on
  // its own: 'from' applied on leaving it must not reset a 'to' typed since.
  const applied = { min: value?.min ?? null, max: value?.max ?? null };
  useEffect(() => setMin(toText(applied.min)), [applied.min]);
  useEffect(() => setMax(toText(applied.max)), [applied.max]);

  const apply = () => {
    const next = { min: toNumber(min), max: toNumber(max) };
    if (next.min !== applied.min || next.max !== applied.max) onChange(next);
  };

  const field = (which: 'min' | 'max', text: string, set: (s: string) => void) => (
    <TextField
      size="small"
      type="number"
      value={text}
      onChange={(e) => set(e.target.value)}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
      label={t(which === 'min' ? 'filters.from' : 'filters.to')}
      slotProps={{
        htmlInput: {
          'aria-label': `${label} ${t(which === 'min' ? 'filters.from' : 'filters.to')}`,
          min: 0,
          inputMode: 'decimal',
        },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
      }}
    />
  );

  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {field('min', min, setMin)}
      {field('max', max, setMax)}
    </Box>
  );
}
