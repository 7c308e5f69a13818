/** The first results could not be loaded (the error toast says why): offer to try again. */
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('browse');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('results.retry')}
        </Button>
      }
    >
      {t('results.loadFailed')}
    </Alert>
  );
}
