/**
 * The host of the one toast service (src/toast.ts), mounted once by the shell. It renders
 * nothing until the first toast, and the snackbar itself loads then, so no page pays for it
 * before it has something to say.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { onToast, type Toast } from '../toast';

const ToastSnackbar = lazy(() => import('./ToastSnackbar'));

export function Toasts() {
  const [toast, setToast] = useState<Toast | null>(null);
  const [used, setUsed] = useState(false);
  useEffect(
    () =>
      onToast((next) => {
        setUsed(true);
        setToast(next);
      }),
    [],
  );
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ToastSnackbar toast={toast} onClose={() => setToast(null)} />
    </Suspense>
  );
}
