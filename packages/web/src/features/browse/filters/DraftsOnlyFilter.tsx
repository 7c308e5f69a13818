/**
 * The draft view's 'Drafts only' switch (docs/BRANDS.md "Draft view"): f `state: ['draft']`
 * keeps the drafts the user may see (their brands'; an administrator's: all) and nothing
 * else. Offered in the draft view, and while set, so it can be switched off.
 */
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DRAFTS_ONLY, STATE_KEY, type Filters } from '../../../api/filtering';
import { useDraftView, useSession } from '../../../session';
import { withValues } from './filterModel';
import { FilterSwitch } from './FilterSwitch';

/** Whether f shows drafts only. */
export const draftsOnly = (filters: Filters) => (filters[STATE_KEY] ?? []).length > 0;

/** Whether the filter is offered: in the draft view (logged in), or while it is set. */
export function useDraftsOnlyOffered(filters: Filters): boolean {
  const on = useDraftView();
  const loggedIn = useSession().status === 'loggedIn';
  return (on && loggedIn) || draftsOnly(filters);
}

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

export function DraftsOnlyFilter({ filters, onChange }: Props) {
  const { t } = useTranslation('browse');
  return (
    <FilterSwitch
      testId="drafts-only-filter"
      color="error"
      checked={draftsOnly(filters)}
      onChange={(on) => onChange(withValues(filters, STATE_KEY, on ? DRAFTS_ONLY : []))}
      label={<Typography variant="body2">{t('filters.draftsOnly')}</Typography>}
    />
  );
}
