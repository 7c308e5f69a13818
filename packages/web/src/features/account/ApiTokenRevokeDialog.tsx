/** Asks before an API token is revoked: scripts using it stop working at once. */
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '../../api/account';

export function ApiTokenRevokeDialog({
  token,
  onClose,
  onRevoke,
}: {
  token: ApiToken;
  onClose: () => void;
  onRevoke: () => Promise<void>;
}) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function revoke() {
    setBusy(true);
    setFailed(false);
    try {
      await onRevoke();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby="revoke-token-title">
      <DialogTitle id="revoke-token-title">
        {t('tokens.revokeTitle', { name: token.name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('tokens.revokeText')}</DialogContentText>
        {failed && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('failed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('tokens.cancel')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => void revoke()}>
          {t('tokens.revoke')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
