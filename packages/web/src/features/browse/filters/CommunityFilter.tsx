/**
 * Community libraries in or out: a switch, on by default (brand products rank first among
 * equally relevant results anyway); off keeps brand products only (f `source: ['brand']`).
 * The count is the community items under the current query and other filters.
 */
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BRANDS_ONLY, SOURCE_KEY, type Filters } from '../../../api/filtering';
import { formatNumber } from '../../../i18n/numbers';
import { withValues } from './filterModel';
import { FilterSwitch } from './FilterSwitch';

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** Community items the search counts (without this filter). */
  count: number;
}

/** Whether f leaves community libraries out. */
export const excludesCommunity = (filters: Filters) =>
  (filters[SOURCE_KEY] ?? []).length > 0 && !filters[SOURCE_KEY]!.includes('community');

export function CommunityFilter({ filters, onChange, count }: Props) {
  const { t, i18n } = useTranslation('browse');
  const shown = !excludesCommunity(filters);
  return (
    <>
      <FilterSwitch
        testId="community-filter"
        checked={shown}
        onChange={(on) => onChange(withValues(filters, SOURCE_KEY, on ? [] : BRANDS_ONLY))}
        label={
          <Typography variant="body2">
            {t('filters.communityShow')}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              {formatNumber(count, i18n.language)}
            </Typography>
          </Typography>
        }
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 0.5 }}>
        {t('filters.communityHint')}
      </Typography>
    </>
  );
}
