/**
 * Inline in place of results that could not be loaded (the error toast says why): what is
 * missing, and Retry. Its own chunk (MUI's Alert): only a failure needs it.
 */
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

export default function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
