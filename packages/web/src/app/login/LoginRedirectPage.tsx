/**
 * /login-redirect: the provider sends the visitor here with code and state. The code is
 * exchanged for tokens, then the page the visitor was on (a path of this app only) is loaded
 * anew: it starts logged in (and in the draft view when it was asked for), and the pending
 * actions resume there. A failed login says why, with a way back.
 */
import { Alert, Button, Container, LinearProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { completeLogin } from '../../session';
import { reportError } from '../../report';

/** One exchange per page load: a code works once (React's strict mode runs effects twice). */
let exchange: Promise<string> | null = null;

export default function LoginRedirectPage() {
  const { t } = useTranslation('session');
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    exchange ??= completeLogin(new URL(location.href));
    exchange.then(
      (returnTo) => location.replace(returnTo),
      (error: unknown) => {
        reportError(error, 'Login failed');
        setFailure(error instanceof Error ? error.message : String(error));
      },
    );
  }, []);
  if (!failure) return <LinearProgress aria-label={t('redirect.working')} />;
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Alert severity="error" sx={{ mb: 2 }}>
        {t('redirect.failed', { reason: failure })}
      </Alert>
      <Button component={Link} to="/" variant="outlined">
        {t('redirect.back')}
      </Button>
    </Container>
  );
}
