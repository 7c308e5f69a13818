/**
 * One toast on screen (see Toasts): bottom centre, coloured by severity (a default toast is
 * the plain dark bar), with its action and a close button; it hides after its time unless
 * it is closeable.
 */
import Close from '@mui/icons-material/Close';
import { Alert, Button, IconButton, Snackbar, SnackbarContent } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Toast, ToastText } from '../toast';

interface Props {
  toast: Toast | null;
  onClose: () => void;
}

export default function ToastSnackbar({ toast, onClose }: Props) {
  // The errors namespace too: toasts about failures speak its words (loaded with this chunk).
  const { t } = useTranslation(['common', 'errors']);
  const say = (text: ToastText) => (typeof text === 'string' ? text : t(text.key, text.values));
  const action = toast && (
    <>
      {toast.action && (
        <Button
          color="inherit"
          size="small"
          // A longer label ('Erneut versuchen') keeps to one line; the message wraps instead.
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          onClick={() => {
            onClose();
            toast.action!.run();
          }}
        >
          {say(toast.action.label)}
        </Button>
      )}
      <IconButton color="inherit" size="small" aria-label={t('error.close')} onClick={onClose}>
        <Close fontSize="small" />
      </IconButton>
    </>
  );
  return (
    <Snackbar
      key={toast?.id}
      open={toast !== null}
      autoHideDuration={toast?.durationMs ?? null}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {toast?.severity === 'default' ? (
        <SnackbarContent message={say(toast.text)} action={action} data-toast="default" />
      ) : (
        <Alert
          severity={toast?.severity ?? 'info'}
          variant="filled"
          action={action}
          sx={{ width: '100%' }}
          data-toast={toast?.severity}
        >
          {toast ? say(toast.text) : ''}
        </Alert>
      )}
    </Snackbar>
  );
}
