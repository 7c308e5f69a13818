/**
 * Asks before something that cannot be undone (deleting a list, a mail from the outbox,
 * revoking an API token): a title, what will happen, Cancel and the red action. While the
 * action runs its button is disabled; `error` shows above the buttons when it failed.
 */
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

interface Props {
  title: ReactNode;
  text: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
  error?: ReactNode;
}

export function ConfirmDialog(props: Props) {
  const titleId = useId();
  return (
    <Dialog open onClose={props.onCancel} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
        {props.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {props.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{props.cancelLabel}</Button>
        <Button color="error" variant="contained" disabled={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
