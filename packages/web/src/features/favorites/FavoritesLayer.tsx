/** The open favourites or contact dialog (see FavoritesHost). */
import { useEffect } from 'react';
import { ContactDialog } from './contact/ContactDialog';
import { DeleteListDialog } from './dialogs/DeleteListDialog';
import { ListFormDialog } from './dialogs/ListFormDialog';
import { ListsDialog } from './dialogs/ListsDialog';
import { ShareListDialog } from './dialogs/ShareListDialog';
import { closeDialog, type FavoritesDialog } from './dialogs';
import { useSession } from '../../session';

export default function FavoritesLayer({ dialog }: { dialog: FavoritesDialog | null }) {
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
      {dialog?.type === 'share' && <ShareListDialog list={dialog.list} />}
      {dialog?.type === 'contact' && <ContactDialog target={dialog.target} />}
    </>
  );
}
