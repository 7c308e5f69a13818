/** Asks before a mail is removed from the outbox (it will then never be sent). */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  recipient: string;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteMailDialog({ recipient, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('outbox');
  return (
    <Dialog open onClose={onCancel} aria-labelledby="delete-mail-title">
      <DialogTitle id="delete-mail-title">{t('deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('deleteText', { recipient })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {t('delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
