/**
 * The account menu (spec 02 s.2): the user's name, e-mail and organisation; Login via the
 * provider when logged out; the account page; Cookie settings; Logout (not when the host
 * gave the token: login and logout are the host's then); the legal links (the operator's
 * company site, Legal notice, Terms of use, Data privacy) and the version. Administrators
 * also find the outbox and the error reports; they and users who own a brand, the insights
 * (docs/INSIGHTS.md), the draft view's switch and the Import page (docs/BRANDS.md "Draft
 * view").
 */
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import CookieOutlined from '@mui/icons-material/CookieOutlined';
import LoginIcon from '@mui/icons-material/Login';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  Box,
  Divider,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Switch,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { mayReadErrorReports } from '../../api/reports';
import { config } from '../../config';
import { openCookieSettings } from '../../consent';
import { insightsPath } from '../../features/insights';
import { useSwitchDraftView } from '../../components/DraftViewSwitch';
import {
  hostSuppliedToken,
  login,
  loginAvailable,
  logout,
  mayUseDraftView,
  providerName,
  useDraftView,
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
  // Our provider says so in the account (`admin`); with an external issuer the server's
  // answer on the error reports tells.
  const allowed = useQuery({
    queryKey: ['mayReadErrorReports', user?.uuid],
    queryFn: () => mayReadErrorReports().catch(() => false),
    enabled: !!user && !user.admin,
  }).data;
  const admin = user?.admin === true || allowed === true;
  const company = config.companySite;
  const draftView = useDraftView();
  const switchDraftView = useSwitchDraftView();
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
      {(admin || mayUseDraftView(user)) && (
        // A switch, not a link: the menu stays open, the results behind it refresh.
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={draftView}
          onClick={() => switchDraftView(!draftView)}
          data-testid="draft-view-menu"
          sx={{ whiteSpace: 'normal', alignItems: 'center' }}
        >
          <ListItemIcon>
            <EditNoteOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText secondary={t('draft.switchHint')}>{t('draft.switch')}</ListItemText>
          <Switch
            size="small"
            edge="end"
            color="error"
            checked={draftView}
            tabIndex={-1}
            slotProps={{ input: { 'aria-hidden': true } }}
            sx={{ ml: 1 }}
          />
        </MenuItem>
      )}
      {(admin || (user?.owner_ids.length ?? 0) > 0) && (
        <MenuItem component={Link} to={insightsPath()} onClick={onClose}>
          <ListItemIcon>
            <InsightsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('menu.insights')}</ListItemText>
        </MenuItem>
      )}
      {(admin || mayUseDraftView(user)) && (
        <MenuItem component={Link} to="/import" onClick={onClose} data-testid="import-menu">
          <ListItemIcon>
            <UploadFileOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('menu.import')}</ListItemText>
        </MenuItem>
      )}
      {admin && (
        <MenuItem component={Link} to="/admin/outbox" onClick={onClose}>
          <ListItemIcon>
            <OutboxOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('menu.outbox')}</ListItemText>
        </MenuItem>
      )}
      {admin && (
        <MenuItem component={Link} to="/admin/errors" onClick={onClose}>
          <ListItemIcon>
            <BugReportOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('menu.errorReports')}</ListItemText>
        </MenuItem>
      )}
      <MenuItem
        onClick={() => {
          onClose();
          openCookieSettings();
        }}
      >
        <ListItemIcon>
          <CookieOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('common:legal.cookieSettings')}</ListItemText>
      </MenuItem>
      {canLogout && (
        <MenuItem onClick={logout}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('menu.logout')}</ListItemText>
        </MenuItem>
      )}
      <Divider />
      {company && (
        <MenuItem
          component="a"
          href={company.url}
          target="_blank"
          rel="noopener"
          onClick={onClose}
          dense
        >
          <ListItemText>{company.label ?? new URL(company.url).host}</ListItemText>
          <OpenInNew fontSize="inherit" sx={{ ml: 1, color: 'text.secondary' }} />
        </MenuItem>
      )}
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
