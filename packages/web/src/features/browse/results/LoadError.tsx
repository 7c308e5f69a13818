/**
 * The first results could not be loaded (the error toast says why): offer to try again. Its
 * own chunk (MUI's Alert): only a failure needs it.
 */
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

export default function LoadError({ onRetry }: { onRetry: () => void }) {
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
