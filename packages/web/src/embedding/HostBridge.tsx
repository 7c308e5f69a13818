/**
 * The embedding's part inside the router: pCat.navigate goes through the router (so the
 * page changes in place), and failures of the host conversation show in the error toast
 * ('Sorry! Something went wrong: (Timeout while waiting for message from integration host)').
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { onHostError } from './hostErrors';
import { setNavigator } from './navigate';

const ErrorSnackbar = lazy(() => import('../components/ErrorSnackbar'));

export function HostBridge() {
  const navigate = useNavigate();
  const [message, setMessage] = useState<{ text: string; key: number } | null>(null);
  useEffect(() => {
    setNavigator((path) => void navigate(path));
    return () => setNavigator(undefined);
  }, [navigate]);
  useEffect(() => onHostError((text) => setMessage({ text, key: Date.now() })), []);
  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <ErrorSnackbar message={message} onClose={() => setMessage(null)} />
    </Suspense>
  );
}
