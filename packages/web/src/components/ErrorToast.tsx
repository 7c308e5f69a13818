/**
 * The toast for failed queries and mutations: 'Sorry! Something went wrong: ({{errorMessage}})',
 * shown for 4 s (spec 02 s.8). Every failure is also reported. The snackbar itself loads
 * with the first failure.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { onQueryError } from '../api/queryClient';
import { reportError } from '../report';
import { errorMessageOf, isSilent } from './errorMessage';

const ErrorSnackbar = lazy(() => import('./ErrorSnackbar'));

export function ErrorToast() {
  const [message, setMessage] = useState<{ text: string; key: number } | null>(null);
  const [used, setUsed] = useState(false);
  useEffect(
    () =>
      onQueryError((error) => {
        reportError(error, 'Query failed', 'query');
        if (isSilent(error)) return;
        setUsed(true);
        setMessage({ text: errorMessageOf(error), key: Date.now() });
      }),
    [],
  );
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ErrorSnackbar message={message} onClose={() => setMessage(null)} />
    </Suspense>
  );
}
