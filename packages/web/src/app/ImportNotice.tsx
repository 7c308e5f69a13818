/**
 * A small note in a corner while a library import is still writing into the catalogue
 * (community furniture arriving after the first start), so a visitor knows why results grow.
 */
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useImportStatus } from '../api/imports';

export function ImportNotice() {
  const { t } = useTranslation('common');
  const status = useImportStatus();
  if (!status?.importing) return null;
  return (
    <Box
      role="status"
      data-testid="import-notice"
      sx={{
        position: 'fixed',
        left: 12,
        bottom: 12,
        // Over the page, under drawers and dialogs: above the cookie dialog it hid its buttons
        // on a phone.
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        maxWidth: 'min(360px, calc(100vw - 88px))',
        px: 1.5,
        py: 0.75,
        borderRadius: 4,
        bgcolor: 'background.paper',
        boxShadow: 2,
        pointerEvents: 'none',
      }}
    >
      <CircularProgress size={14} thickness={5} aria-hidden />
      <Typography variant="caption">{t('imports.running')}</Typography>
    </Box>
  );
}
