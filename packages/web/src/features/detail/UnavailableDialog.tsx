/**
 * 'This is not available anymore.': a model that is deprecated, or that the caller may not
 * see (a draft outside its owners' draft view). A user who owns a brand (or administers the
 * catalogue) and has the draft view off is told it may be one of their drafts, with the
 * draft view's switch at hand: switched on, the dialog asks again and shows the draft with
 * its badge (docs/BRANDS.md "Draft view"). Everyone else just reads that it is not available.
 */
import { Button, Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSwitchDraftView } from '../../components/DraftViewSwitch';
import { mayUseDraftView, useDraftView, useSession } from '../../session';

export function UnavailableDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('detail');
  const session = useSession();
  const draftView = useDraftView();
  const switchDraftView = useSwitchDraftView();
  const user = session.status === 'loggedIn' ? session.user : null;
  const offerDrafts = !draftView && mayUseDraftView(user);
  return (
    <Dialog open onClose={onClose} aria-labelledby="detail-unavailable">
      <DialogContent>
        <Typography id="detail-unavailable" sx={{ fontWeight: 600 }}>
          {t('unavailable')}
        </Typography>
        {offerDrafts && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('unavailableDraftHint')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        {offerDrafts && (
          <Button color="error" onClick={() => switchDraftView(true)}>
            {t('showDrafts')}
          </Button>
        )}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
