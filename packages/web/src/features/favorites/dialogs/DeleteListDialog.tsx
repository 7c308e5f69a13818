/**
 * Delete-list confirmation (spec 02 s.2): deleting takes the list off every item; items on no
 * other list stop being favourites (s.4). The list page goes back to the overview.
 */
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { closeDialog } from '../dialogs';
import { listName, type FavoriteList } from '../model/document';
import { useSaveFavorites } from '../useSaveFavorites';

export function DeleteListDialog({ list }: { list: FavoriteList }) {
  const { t } = useTranslation('favorites');
  const save = useSaveFavorites();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onListPage = pathname.startsWith(`/favorites/${encodeURIComponent(list.id)}`);

  const name = listName(list, t('defaultListName'));
  const confirm = () =>
    save.mutate(
      {
        operations: [{ type: 'deleteList', id: list.id }],
        notice: t('toast.deleted', { name }),
      },
      {
        onSuccess: () => {
          if (onListPage) void navigate('/favorites');
        },
        onSettled: closeDialog,
      },
    );

  return (
    <ConfirmDialog
      title={t('dialog.deleteTitle')}
      text={t('dialog.deleteText', { name })}
      cancelLabel={t('dialog.cancel')}
      confirmLabel={t('dialog.delete')}
      onCancel={closeDialog}
      onConfirm={confirm}
      busy={save.isPending}
    />
  );
}
