/**
 * The account menu (spec 02 s.2): the user's name, e-mail and organisation; Login via the
 * provider when logged out; the account page and, for administrators, the outbox; Logout
 * (not when the host gave the token); the legal links and the version. Cookie settings join
 * with the consent dialog.
 */
import LoginIcon from '@mui/icons-material/Login';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Box,
  Divider,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { config } from '../../config';
import {
  hostSuppliedToken,
  login,
  loginAvailable,
  logout,
  providerName,
  useSession,
} from '../../session';
import { LEGAL_LINKS } from '../legal/links';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
}

export default function AccountMenuList({ anchor, onClose }: Props) {
  const { t } = useTranslation(['session', 'common']);
  const session = useSession();
  const user = session.status === 'loggedIn' ? session.user : null;
  const canLogout = session.status === 'loggedIn' && !hostSuppliedToken();
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 260, maxWidth: 340 } } }}
    >
      {user && (
        <Box sx={{ px: 2, py: 1 }} data-testid="account-user">
          <Typography sx={{ fontWeight: 600 }}>
            {`${user.first_name} ${user.last_name}`.trim()}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {user.email}
          </Typography>
          {user.organization && (
            <Typography variant="body2" color="text.secondary">
              {user.organization.name}
            </Typography>
          )}
        </Box>
      )}
      {session.status === 'anonymous' && loginAvailable() && (
        <MenuItem onClick={() => void login()}>
          <ListItemIcon>
            <LoginIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('menu.login', { provider: providerName() })}</ListItemText>
        </MenuItem>
      )}
      {user && (
        <MenuItem component={Link} to="/account" onClick={onClose}>
          <ListItemIcon>
            <ManageAccountsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('menu.myAccount')}</ListItemText>
        </MenuItem>
      )}
      {user?.admin && (
        <MenuItem component={Link} to="/admin/outbox" onClick={onClose}>
          <ListItemIcon>
            <OutboxOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('menu.outbox')}</ListItemText>
        </MenuItem>
      )}
      {canLogout && (
        <MenuItem onClick={logout}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('menu.logout')}</ListItemText>
        </MenuItem>
      )}
      <Divider />
      {LEGAL_LINKS.map((link) => (
        <MenuItem key={link.path} component={Link} to={link.path} onClick={onClose} dense>
          <ListItemText>{t(`common:${link.label}`)}</ListItemText>
        </MenuItem>
      ))}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pt: 1 }}>
        {t('menu.version', { version: config.appVersion })}
      </Typography>
    </Menu>
  );
}
