/** Mounts the login dialog's chunk the first time a feature asks for a login. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLoginRequest } from '../../session';

const LoginDialog = lazy(() => import('./LoginDialog'));

export function LoginDialogMount() {
  const request = useLoginRequest();
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (request) setUsed(true);
  }, [request]);
  if (!used && !request) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
