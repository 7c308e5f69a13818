/**
 * The draft view's marks (spec 02 s.2, s.5): logged in, a red 'Draft view' badge in the
 * header; logged out, a permanent warning that the draft view needs a login (with a way to
 * log in); closing it leaves the draft view (switches it off, and removes preview).
 */
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, Chip, IconButton, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSwitchDraftView } from '../../components/DraftViewSwitch';
import { login, loginAvailable, useDraftView, useSession } from '../../session';

/** The red badge, shown while the draft view is on; smaller in the compact header. */
export function DraftBadge({ compact = false }: { compact?: boolean }) {
  const { t, ready } = useTranslation('session', { useSuspense: false });
  const session = useSession();
  const on = useDraftView();
  if (!ready || !on || session.status !== 'loggedIn') return null;
  return (
    <Chip
      label={t('draft.badge')}
      color="error"
      size="small"
      role="status"
      sx={{
        fontWeight: 700,
        flexShrink: 0,
        ...(compact && { height: 20, fontSize: 11, '& .MuiChip-label': { px: 0.75 } }),
      }}
    />
  );
}

/** The warning for a visitor who is not logged in; it stays until closed. */
export function DraftWarning() {
  const { t, ready } = useTranslation('session', { useSuspense: false });
  const session = useSession();
  const switchTo = useSwitchDraftView();
  const on = useDraftView();
  const open = ready && on && session.status === 'anonymous';
  return (
    <Snackbar open={open} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="warning"
        variant="filled"
        action={
          <>
            {loginAvailable() && (
              <Button color="inherit" size="small" onClick={() => void login()}>
                {t('dialog.title')}
              </Button>
            )}
            <IconButton
              color="inherit"
              size="small"
              aria-label={t('draft.leave')}
              onClick={() => switchTo(false)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        {t('draft.needsLogin')}
      </Alert>
    </Snackbar>
  );
}
