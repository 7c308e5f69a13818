/**
 * 'The login did not succeed: Request failed' (the spec's login error, s.8) when Ok in the
 * login dialog, Login in the account menu or in the draft warning cannot reach the login
 * provider: a closeable error toast of the app's one toast service, so it stays until closed
 * or replaced by the next one. Its texts (namespace session) load with the first failure.
 */
import i18n from 'i18next';
import { useEffect } from 'react';
import { useLoginFailure } from '../../session';
import { showToast } from '../../toast';

export function LoginFailureMount() {
  const failure = useLoginFailure();
  useEffect(() => {
    if (!failure) return;
    let current = true;
    void i18n.loadNamespaces('session').then(() => {
      if (!current) return;
      showToast(
        { key: 'session:redirect.failed', values: { reason: failure } },
        { severity: 'error', closeable: true },
      );
    });
    return () => {
      current = false;
    };
  }, [failure]);
  return null;
}
