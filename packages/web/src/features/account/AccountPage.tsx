/**
 * /account: the user's own account. Name and preferred language, e-mail address (changed by
 * a confirmation link), password (after the current one), the enquiries sent to brands, API
 * tokens for scripts, a
 * download of everything stored about the user, and the deletion of the account. Only our
 * own login provider's accounts can be changed here; an external issuer keeps its own.
 */
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { removeBootBanner } from '../../boot';
import { FIRST_TAB_PATH } from '../../page/paths';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { config } from '../../config';
import { LoginNeeded } from '../../components/LoginNeeded';
import { providerName, useSession } from '../../session';
import { ApiTokensSection } from './ApiTokensSection';
import { DataSection } from './DataSection';
import { DeleteSection } from './DeleteSection';
import { EmailSection } from './EmailSection';
import { EnquiriesSection } from './EnquiriesSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';

/**
 * Whether the login provider is this server's own: only then can this page change the name,
 * language, password and address (an external issuer keeps its accounts itself).
 */
function ownProvider(): boolean {
  const issuer = config.login?.issuer;
  return !!issuer && new URL(issuer, location.origin).origin === location.origin;
}

export default function AccountPage() {
  const { t } = useTranslation('account');
  const session = useSession();
  const [deleted, setDeleted] = useState(false);
  useDocumentTitle(t('title'));
  useEffect(removeBootBanner, []);
  const user = session.status === 'loggedIn' ? session.user : null;
  const own = ownProvider() && session.status === 'loggedIn' && session.source === 'login';
  return (
    <Box
      sx={{ maxWidth: 760, width: '100%', mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 2, md: 4 } }}
    >
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {t('title')}
      </Typography>
      {deleted ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="success" sx={{ width: '100%' }}>
            {t('delete.done')}
          </Alert>
          <Button component={Link} to={FIRST_TAB_PATH} variant="contained">
            {t('back')}
          </Button>
        </Stack>
      ) : session.status !== 'loggedIn' ? (
        <LoginNeeded message={t('loginNeeded')} label={t('login')} />
      ) : user === null ? (
        <LinearProgress aria-busy="true" />
      ) : (
        <Stack spacing={3}>
          {!own && (
            <Alert severity="info">
              {session.source === 'host'
                ? t('hostManaged')
                : t('externalProvider', { provider: providerName() })}
            </Alert>
          )}
          {own && <ProfileSection user={user} />}
          {own && <EmailSection email={user.email} />}
          {own && <PasswordSection />}
          <EnquiriesSection />
          <ApiTokensSection user={user} />
          <DataSection />
          {own && <DeleteSection onDeleted={() => setDeleted(true)} />}
        </Stack>
      )}
    </Box>
  );
}
