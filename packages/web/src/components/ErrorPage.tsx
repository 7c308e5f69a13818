/**
 * What a visitor sees when a page cannot be shown (a render error): a plain message, Retry and
 * a way back to the start, in the UI language. Both error boundaries show it.
 */
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  onRetry: () => void;
}

export function ErrorPage({ onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <Box
      role="alert"
      sx={{ textAlign: 'center', py: { xs: 8, md: 12 }, px: 2, maxWidth: 560, mx: 'auto' }}
    >
      <Typography variant="h4" component="h1" gutterBottom>
        {t('error.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('error.pageText')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onRetry}>
          {t('error.retry')}
        </Button>
        {/* A plain link: after a render error the router itself may be what broke. */}
        <Button variant="outlined" href="/">
          {t('error.home')}
        </Button>
      </Box>
    </Box>
  );
}
