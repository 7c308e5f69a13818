/**
 * The account button of the header (desktop and compact): opens the account menu, which
 * loads on first use. Logged in, it shows the user's initials. It appears once the session
 * strings are in, so the first page never waits for them. A host that supplies the token
 * owns the user's session: the menu then has no login or logout (spec 02 s.2), but keeps
 * Cookie settings, the legal links and the version.
 */
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import { Avatar, IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session';

const AccountMenuList = lazy(() => import('./AccountMenuList'));

export function AccountMenu() {
  const { t, ready } = useTranslation('session', { useSuspense: false });
  const session = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  if (!ready) return null;
  const user = session.status === 'loggedIn' ? session.user : null;
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  const initials = user ? `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}` : '';
  return (
    <>
      <IconButton
        aria-label={name ? t('menu.loggedInAs', { name }) : t('menu.account')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setUsed(true);
        }}
        onMouseEnter={() => setUsed(true)}
        sx={{ flexShrink: 0 }}
      >
        {initials ? (
          <Avatar sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'primary.main' }}>
            {initials.toUpperCase()}
          </Avatar>
        ) : (
          <AccountCircleOutlined />
        )}
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <AccountMenuList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
