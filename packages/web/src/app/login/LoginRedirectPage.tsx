/**
 * /login-redirect: the provider sends the visitor here with code and state. The code is
 * exchanged for tokens, then the page the visitor was on (a path of this app only) is loaded
 * anew: it starts logged in (and in the draft view when it was asked for), and the pending
 * actions resume there. The account's preferred language becomes this browser's choice, so
 * the app speaks it from the reload on. A failed login says why, with a way back.
 */
import { Alert, Button, Container, LinearProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGE_STORAGE_KEY, UI_LANGUAGES } from '../../i18n/languages';
import { completeLogin, sessionState } from '../../session';
import { reportError } from '../../report';

/** One exchange per page load: a code works once (React's strict mode runs effects twice). */
let exchange: Promise<string> | null = null;

export default function LoginRedirectPage() {
  const { t } = useTranslation('session');
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    exchange ??= completeLogin(new URL(location.href));
    exchange.then(
      (returnTo) => {
        const state = sessionState();
        const language = state.status === 'loggedIn' ? state.user?.language : undefined;
        if (language && (UI_LANGUAGES as readonly string[]).includes(language)) {
          try {
            localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
          } catch {
            // Storage off: the browser's languages decide.
          }
        }
        location.replace(returnTo);
      },
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
