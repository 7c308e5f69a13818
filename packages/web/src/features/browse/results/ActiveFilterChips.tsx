/**
 * The chosen filters as removable chips, and 'Clear filter', which removes all of them but
 * keeps the category (spec 02 s.2; the category shows in the breadcrumbs).
 */
import { Box, Button, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CATEGORY_KEY, isPropertyKey, parseRange, type Filters } from '../../../api/filtering';
import { clearKeepingCategory, withValues } from '../filters/filterModel';
import { formatNumber } from '../../../i18n/numbers';

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
  labelOf: (key: string, value: string) => string;
  propertyLabel: (id: string) => string;
  unitOf: (id: string) => string | undefined;
}

export function ActiveFilterChips({ filters, onChange, labelOf, propertyLabel, unitOf }: Props) {
  const { t, i18n } = useTranslation('browse');
  const chips = Object.entries(filters)
    .filter(([key]) => key !== CATEGORY_KEY)
    .flatMap(([key, values]) =>
      values.map((value) => {
        const range = isPropertyKey(key) ? parseRange(value) : null;
        const number = (n: number | null) => (n === null ? '' : formatNumber(n, i18n.language));
        const rangeKey =
          range?.min === null
            ? 'filters.rangeTo'
            : range?.max === null
              ? 'filters.rangeFrom'
              : 'filters.rangeBetween';
        const label = range
          ? t(rangeKey, {
              property: propertyLabel(key),
              from: number(range.min),
              to: number(range.max),
              unit: unitOf(key) ?? '',
            }).trim()
          : labelOf(key, value) || '…';
        return { key, value, label };
      }),
    );
  if (chips.length === 0) return null;
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      data-testid="filter-chips"
    >
      {chips.map(({ key, value, label }) => (
        <Chip
          key={`${key}:${value}`}
          label={label}
          size="small"
          onDelete={() =>
            onChange(
              withValues(
                filters,
                key,
                filters[key]!.filter((v) => v !== value),
              ),
            )
          }
        />
      ))}
      <Button size="small" onClick={() => onChange(clearKeepingCategory(filters))}>
        {t('filters.clear')}
      </Button>
    </Box>
  );
}
