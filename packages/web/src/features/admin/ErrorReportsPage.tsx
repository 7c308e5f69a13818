/**
 * /admin/errors: the error groups the web app reported (with Diagnostics consent), the most
 * recently seen first: what failed, how often, where, in which version and browser; the
 * latest stack and context when opened; Remove once fixed. Administrators only (ADMIN_EMAILS):
 * others are told so, visitors are asked to log in.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  Container,
  LinearProgress,
  Typography,
} from '@mui/material';
import type { ErrorGroup } from '@vitrine/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useErrorGroups, useRemoveErrorGroup } from '../../api/reportGroups';
import { removeBootBanner } from '../../boot';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { login, loginAvailable, useSession } from '../../session';

export default function ErrorReportsPage() {
  const { t } = useTranslation('admin');
  const session = useSession();
  useDocumentTitle(t('errors.title'));
  useEffect(removeBootBanner, []);
  const loggedIn = session.status === 'loggedIn';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('errors.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {t('errors.intro')}
      </Typography>
      {loggedIn ? (
        <Groups />
      ) : (
        <Alert
          severity="info"
          action={
            loginAvailable() && (
              <Button color="inherit" size="small" onClick={() => void login()}>
                {t('errors.login')}
              </Button>
            )
          }
        >
          {t('errors.loginNeeded')}
        </Alert>
      )}
    </Container>
  );
}

function Groups() {
  const { t } = useTranslation('admin');
  const { data, error, isPending } = useErrorGroups();
  if (isPending) return <LinearProgress aria-busy="true" />;
  if (error) {
    const forbidden = error instanceof ApiError && (error.status === 401 || error.status === 403);
    return (
      <Alert severity={forbidden ? 'info' : 'error'}>
        {t(forbidden ? 'errors.forbidden' : 'errors.failed')}
      </Alert>
    );
  }
  if (data.groups.length === 0) return <Alert severity="success">{t('errors.none')}</Alert>;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('errors.count', { count: data.total, shown: data.groups.length })}
      </Typography>
      <Box data-testid="error-groups">
        {data.groups.map((group) => (
          <GroupRow key={group.fingerprint} group={group} />
        ))}
      </Box>
    </>
  );
}

function GroupRow({ group }: { group: ErrorGroup }) {
  const { t, i18n } = useTranslation('admin');
  const remove = useRemoveErrorGroup();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  return (
    <Accordion disableGutters variant="outlined" data-testid="error-group">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
            <Chip size="small" label={t(`errors.kinds.${group.kind}`)} />
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={t('errors.times', { count: group.count })}
            />
            <Typography variant="caption" color="text.secondary">
              {t('errors.lastSeen', { date: when(group.last_seen) })}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {group.name}: {group.message}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {group.route} · {group.browser} · {t('errors.version', { version: group.app_version })}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t('errors.firstSeen', { date: when(group.first_seen) })}
          {group.language && ` · ${t('errors.language', { language: group.language })}`}
        </Typography>
        {group.context && (
          <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {t('errors.context', { context: group.context })}
          </Typography>
        )}
        {group.stack && (
          <Box
            component="pre"
            sx={{
              m: 0,
              mb: 1.5,
              p: 1.5,
              bgcolor: 'grey.100',
              borderRadius: 1,
              fontSize: 12,
              overflowX: 'auto',
              maxHeight: 320,
            }}
          >
            {group.stack}
          </Box>
        )}
        <Button
          variant="outlined"
          color="error"
          size="small"
          disabled={remove.isPending}
          onClick={() => remove.mutate(group.fingerprint)}
        >
          {t('errors.remove')}
        </Button>
      </AccordionDetails>
    </Accordion>
  );
}
