/**
 * /admin/outbox: every mail the server sends, newest first, with its state (queued while it
 * waits, sent once the SMTP server took it), the server's complaint at the last failed try,
 * the links it carries (so an operator without a mail server can pass a confirmation or
 * reset link on), and Send again / Delete. Administrators only; the server checks it too.
 */
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useOutbox } from '../../api/outbox';
import { removeBootBanner } from '../../boot';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { LoginNeeded } from '../../components/LoginNeeded';
import { useSession } from '../../session';
import { OutboxMailCard } from './OutboxMailCard';

export default function OutboxPage() {
  const { t } = useTranslation('outbox');
  const session = useSession();
  useDocumentTitle(t('title'));
  useEffect(removeBootBanner, []);
  const admin = session.status === 'loggedIn' && session.user?.admin === true;
  return (
    <Box
      sx={{ maxWidth: 960, width: '100%', mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 2, md: 4 } }}
    >
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {t('title')}
      </Typography>
      {session.status !== 'loggedIn' ? (
        <LoginNeeded message={t('loginNeeded')} label={t('login')} />
      ) : session.user === null ? (
        <LinearProgress aria-busy="true" />
      ) : admin ? (
        <Outbox />
      ) : (
        <Alert severity="info">{t('forbidden')}</Alert>
      )}
    </Box>
  );
}

function Outbox() {
  const { t } = useTranslation('outbox');
  const { data, isPending, error } = useOutbox();
  if (isPending) return <LinearProgress aria-busy="true" />;
  if (error instanceof ApiError && error.status === 403)
    return <Alert severity="info">{t('forbidden')}</Alert>;
  if (!data) return null;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('intro')}</Typography>
      {!data.smtp && (
        <Alert severity="warning" data-testid="outbox-no-smtp">
          {t('noSmtp')}
        </Alert>
      )}
      {data.mails.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
          {t('empty')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.mails.map((mail) => (
            <OutboxMailCard key={mail.id} mail={mail} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
