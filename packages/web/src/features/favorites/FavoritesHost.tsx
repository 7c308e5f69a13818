/**
 * The favourites and contact features' app-wide part, mounted once in the shell: resumes
 * actions pending through the login, tells a connected host the user's lists after login
 * (useHostHearsLists), and renders the open dialog (its confirmations go to
 * the app's toast service). The dialogs' code and texts load with the first one opened.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useOpenDialog } from './dialogs';
import { resumeAfterLogin } from './start';
import { useHostHearsLists } from './useHostHearsLists';

const FavoritesLayer = lazy(() => import('./FavoritesLayer'));

export function FavoritesHost() {
  const dialog = useOpenDialog();
  useEffect(resumeAfterLogin, []);
  useHostHearsLists();
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <FavoritesLayer dialog={dialog} />
    </Suspense>
  );
}
