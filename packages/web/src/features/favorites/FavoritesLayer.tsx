/** The open favourites or contact dialog and the confirmation toast (see FavoritesHost). */
import { Alert, Snackbar } from '@mui/material';
import { useEffect } from 'react';
import { ContactDialog } from './contact/ContactDialog';
import { DeleteListDialog } from './dialogs/DeleteListDialog';
import { ListFormDialog } from './dialogs/ListFormDialog';
import { ListsDialog } from './dialogs/ListsDialog';
import { closeDialog, type FavoritesDialog } from './dialogs';
import type { Notice } from './notice';
import { useSession } from '../../session';

interface Props {
  dialog: FavoritesDialog | null;
  notice: Notice | null;
  onNoticeClose: () => void;
}

export default function FavoritesLayer({ dialog, notice, onNoticeClose }: Props) {
  const session = useSession();
  // Logging out (or the host taking its token back) closes what only a user may do.
  useEffect(() => {
    if (session.status !== 'loggedIn') closeDialog();
  }, [session.status]);
  return (
    <>
      {dialog?.type === 'lists' && <ListsDialog kind={dialog.kind} item={dialog.item} />}
      {dialog?.type === 'listForm' && <ListFormDialog list={dialog.list} />}
      {dialog?.type === 'deleteList' && <DeleteListDialog list={dialog.list} />}
      {dialog?.type === 'contact' && <ContactDialog target={dialog.target} />}
      <Snackbar
        key={notice?.key}
        open={notice !== null}
        autoHideDuration={notice?.duration ?? null}
        onClose={(_, reason) => reason !== 'clickaway' && onNoticeClose()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.severity ?? 'success'}
          variant="filled"
          onClose={onNoticeClose}
          sx={{ width: '100%' }}
        >
          {notice?.text}
        </Alert>
      </Snackbar>
    </>
  );
}
