/**
 * The favourites and contact features' app-wide part, mounted once in the shell: resumes
 * actions pending through the login, and renders the open dialog and the confirmation
 * toasts. The dialogs' code and texts load with the first one opened.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useOpenDialog } from './dialogs';
import { onNotice, type Notice } from './notice';
import { resumeAfterLogin } from './start';

const FavoritesLayer = lazy(() => import('./FavoritesLayer'));

export function FavoritesHost() {
  const dialog = useOpenDialog();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [used, setUsed] = useState(false);
  useEffect(resumeAfterLogin, []);
  useEffect(
    () =>
      onNotice((next) => {
        setUsed(true);
        setNotice(next);
      }),
    [],
  );
  if (!used && !dialog) return null;
  return (
    <Suspense fallback={null}>
      <FavoritesLayer dialog={dialog} notice={notice} onNoticeClose={() => setNotice(null)} />
    </Suspense>
  );
}
