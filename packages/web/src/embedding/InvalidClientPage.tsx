/**
 * The full page a `client` URL parameter outside the four modes gets (spec 01 s.5, s.8:
 * 'Invalid client parameter'): no header, no catalogue, only the error and which values
 * are allowed, so whoever wrote the host's URL sees what to fix.
 */
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Typography } from '@mui/material';
import { CLIENT_MODES } from '@vitrine/embed/app';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../page/useDocumentTitle';

export default function InvalidClientPage({ client }: { client: string }) {
  const { t } = useTranslation('embedding');
  useDocumentTitle(t('invalidClient.title'));
  return (
    <Box
      component="main"
      role="alert"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: 640 }}>
        <ErrorOutline color="error" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h4" component="h1" gutterBottom>
          {t('invalidClient.title')}
        </Typography>
        <Typography color="text.secondary">{t('invalidClient.given', { client })}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('invalidClient.allowed', { modes: CLIENT_MODES.join(', ') })}
        </Typography>
      </Box>
    </Box>
  );
}
