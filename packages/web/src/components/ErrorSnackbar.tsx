/** The error toast's snackbar (loaded with the first failure, see ErrorToast). */
import { Alert, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Error toasts stay 4 s (spec 02 s.8). */
export const ERROR_TOAST_MS = 4000;

interface Props {
  message: { text: string; key: number } | null;
  onClose: () => void;
}

export default function ErrorSnackbar({ message, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Snackbar
      key={message?.key}
      open={message !== null}
      autoHideDuration={ERROR_TOAST_MS}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {t('error.toast', { errorMessage: message?.text ?? '' })}
      </Alert>
    </Snackbar>
  );
}
