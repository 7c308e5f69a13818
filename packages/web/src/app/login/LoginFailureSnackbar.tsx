/**
 * 'The login did not succeed: Request failed' (the spec's login error, s.8) when Ok in the
 * login dialog, Login in the account menu or in the draft warning cannot reach the login
 * provider. It stays until closed (a closeable toast, s.8) or the next login attempt.
 */
import { Alert, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { setLoginFailure } from '../../session';

export default function LoginFailureSnackbar({ reason }: { reason: string }) {
  const { t } = useTranslation('session');
  const close = () => setLoginFailure(null);
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="error" variant="filled" onClose={close} sx={{ width: '100%' }}>
        {t('redirect.failed', { reason })}
      </Alert>
    </Snackbar>
  );
}
