/**
 * The toast for failed queries and mutations: 'Sorry! Something went wrong: ({{errorMessage}})',
 * shown for 4 s (spec 02 s.8). Every failure is also reported.
 */
import { Alert, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onQueryError } from '../api/queryClient';
import { reportError } from '../app/report';
import { errorMessageOf, isSilent } from './errorMessage';

export const ERROR_TOAST_MS = 4000;

export function ErrorToast() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<{ text: string; key: number } | null>(null);
  useEffect(
    () =>
      onQueryError((error) => {
        reportError(error, 'Query failed');
        if (isSilent(error)) return;
        setMessage({ text: errorMessageOf(error), key: Date.now() });
      }),
    [],
  );
  return (
    <Snackbar
      key={message?.key}
      open={message !== null}
      autoHideDuration={ERROR_TOAST_MS}
      onClose={(_, reason) => reason !== 'clickaway' && setMessage(null)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity="error"
        variant="filled"
        onClose={() => setMessage(null)}
        sx={{ width: '100%' }}
      >
        {t('error.toast', { errorMessage: message?.text ?? '' })}
      </Alert>
    </Snackbar>
  );
}
