/** The AR dialog: a QR code that opens the model in AR on a phone, and the link itself. */
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

export function ArDialog({ link, onClose }: { link: string; onClose: () => void }) {
  const { t } = useTranslation('detail');
  return (
    <Dialog open onClose={onClose} aria-labelledby="ar-title" data-testid="ar-dialog">
      <DialogTitle id="ar-title">{t('ar.title')}</DialogTitle>
      <DialogContent
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
      >
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ maxWidth: 320, textAlign: 'center' }}
        >
          {t('ar.instructions')}
        </Typography>
        <Box
          sx={{ p: 2, bgcolor: 'common.white', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <QRCodeSVG
            value={link}
            size={220}
            level="M"
            marginSize={2}
            title={t('ar.qr')}
            data-testid="ar-qr"
          />
        </Box>
        <Typography variant="caption" color="text.secondary">
          {t('ar.devices')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
