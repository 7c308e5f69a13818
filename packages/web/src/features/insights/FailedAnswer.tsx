/** The insights routes' refusals as a plain message: log in (401), not yours (403), failed. */
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { login, loginAvailable } from '../../session';

export function FailedAnswer({ error }: { error: Error }) {
  const { t } = useTranslation('insights');
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return <LoginNeeded />;
  return (
    <Alert severity={status === 403 ? 'info' : 'error'} data-testid="insights-refused">
      {t(status === 403 ? 'forbidden' : 'failed')}
    </Alert>
  );
}

export function LoginNeeded() {
  const { t } = useTranslation('insights');
  return (
    <Alert
      severity="info"
      action={
        loginAvailable() && (
          <Button color="inherit" size="small" onClick={() => void login()}>
            {t('login')}
          </Button>
        )
      }
    >
      {t('loginNeeded')}
    </Alert>
  );
}
