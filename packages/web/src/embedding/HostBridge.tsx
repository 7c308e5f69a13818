/**
 * The embedding's part inside the router: pCat.navigate goes through the router (so the
 * page changes in place), and failures of the host conversation show as an error toast
 * ('Sorry! Something went wrong: (Timeout while waiting for message from integration host)':
 * the spec's wording for these).
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../toast';
import { onHostError } from './hostErrors';
import { setNavigator } from './navigate';

export function HostBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => void navigate(path));
    return () => setNavigator(undefined);
  }, [navigate]);
  useEffect(
    () =>
      onHostError((errorMessage) =>
        showToast({ key: 'error.toast', values: { errorMessage } }, { severity: 'error' }),
      ),
    [],
  );
  return null;
}
