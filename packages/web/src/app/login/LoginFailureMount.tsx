/** Loads the login failure's snackbar the first time a login cannot reach the provider. */
import { lazy, Suspense } from 'react';
import { useLoginFailure } from '../../session';

const LoginFailureSnackbar = lazy(() => import('./LoginFailureSnackbar'));

export function LoginFailureMount() {
  const failure = useLoginFailure();
  if (!failure) return null;
  return (
    <Suspense fallback={null}>
      <LoginFailureSnackbar reason={failure} />
    </Suspense>
  );
}
