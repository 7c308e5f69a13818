/**
 * The draft view's switch (docs/BRANDS.md "Draft view"): in the account menu for users who
 * own a brand and administrators, and on a brand's own page for its owners. Switching needs
 * no reload: the query cache asks again for what shows (api/queryClient.ts). Switching off
 * also takes `preview=true` out of the address, so a reload does not turn it on again.
 */
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { setDraftView, useDraftView } from '../session';
import { useSetUrlParams } from '../url';

/** Switches the draft view; off also drops `preview` from the address (one history entry). */
export function useSwitchDraftView(): (on: boolean) => void {
  const setParams = useSetUrlParams();
  return useCallback(
    (on: boolean) => {
      setDraftView(on);
      if (!on && new URLSearchParams(location.search).has('preview'))
        setParams({ preview: null }, { replace: true });
    },
    [setParams],
  );
}

/** A labelled switch, as a brand's page shows it to its owners. */
export function DraftViewSwitch() {
  const { t } = useTranslation('session');
  const on = useDraftView();
  const switchTo = useSwitchDraftView();
  return (
    <FormControlLabel
      data-testid="draft-view-switch"
      sx={{ mx: 0, gap: 0.5 }}
      control={
        <Switch size="small" checked={on} onChange={(_, next) => switchTo(next)} color="error" />
      }
      label={<Typography variant="body2">{t('draft.switch')}</Typography>}
    />
  );
}
