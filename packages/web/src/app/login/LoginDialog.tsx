/**
 * The login dialog (spec 02 s.2): why a login is needed, that the visitor will be sent to the
 * login provider, Ok and Cancel (only Ok when a token exists already). Ok goes to the
 * provider; the pending action (afterLoginAction) resumes when the visitor is back.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { answerLoginRequest, providerName, useLoginRequest } from '../../session';

export default function LoginDialog() {
  const { t } = useTranslation('session');
  const request = useLoginRequest();
  const provider = providerName();
  const cancel = () => {
    if (!request?.hasToken) answerLoginRequest(false);
  };
  return (
    <Dialog
      open={request !== null}
      onClose={cancel}
      aria-labelledby="login-dialog-title"
      aria-describedby="login-dialog-reason"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="login-dialog-title">{t('dialog.title')}</DialogTitle>
      {request && (
        <DialogContent>
          <DialogContentText id="login-dialog-reason" sx={{ mb: 2, color: 'text.primary' }}>
            {t(request.reason === 'favorites' ? 'dialog.favorites' : 'dialog.contact', {
              provider,
            })}
          </DialogContentText>
          <DialogContentText>{t('dialog.redirect', { provider })}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        {request && !request.hasToken && <Button onClick={cancel}>{t('dialog.cancel')}</Button>}
        <Button variant="contained" onClick={() => answerLoginRequest(true)} autoFocus>
          {t('dialog.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
