/**
 * The list's sidebar (spec 02 s.2): name, last edited, item count, the quantities' sum (ours),
 * description; download, share (ours),
 * edit, delete. The list download's dialog belongs to the page (ListDetail), so it stays open
 * when the sidebar's drawer closes or the layout changes.
 */
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { Box, Button, Divider, Typography } from '@mui/material';
import { ExportListMenu } from '../../list-export';
import { useTranslation } from 'react-i18next';
import { useListItemDetails } from '../../../api/lists';
import { openDialog } from '../dialogs';
import { formatDate } from '../formatDate';
import {
  itemCount,
  itemsOn,
  listName,
  type FavoriteList,
  type FavoritesDocument,
} from '../model/document';

/** The sum of the quantities of the list's models and materials (an item without one counts once). */
function useTotalQuantity(document: FavoritesDocument, listId: string): number | undefined {
  const { data: details } = useListItemDetails(listId);
  if (!details) return undefined;
  return (['models', 'materials'] as const).reduce(
    (sum, kind) =>
      sum +
      itemsOn(document, listId, kind).reduce(
        (n, item) => n + (details.get(`${kind}/${item.id}`)?.quantity ?? 1),
        0,
      ),
    0,
  );
}

/** The ids of the list's items a list download takes: models and materials. */
export const downloadableItems = (document: FavoritesDocument, listId: string) =>
  [...itemsOn(document, listId, 'models'), ...itemsOn(document, listId, 'materials')].map(
    (item) => item.id,
  );

export function ListSidebar({
  list,
  document,
  onDownload,
}: {
  list: FavoriteList;
  document: FavoritesDocument;
  onDownload: () => void;
}) {
  const { t, i18n } = useTranslation('favorites');
  const { t: tDownload } = useTranslation('listDownload');
  const name = listName(list, t('defaultListName'));
  const total = useTotalQuantity(document, list.id);
  return (
    <Box
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}
      data-testid="list-sidebar"
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('list.lastEdited', {
          date: formatDate(list.modifiedDateTime ?? list.addDateTime, i18n.language),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('list.itemCount', { n: itemCount(document, list.id) })}
      </Typography>
      {total !== undefined && (
        <Typography variant="body2" color="text.secondary" data-testid="list-total-quantity">
          {t('list.totalQuantity', { n: total })}
        </Typography>
      )}
      {list.description && (
        <>
          <Divider sx={{ my: 1 }} />
          <Typography variant="overline" color="text.secondary">
            {t('list.description')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {list.description}
          </Typography>
        </>
      )}
      <Divider sx={{ my: 1 }} />
      {downloadableItems(document, list.id).length > 0 && (
        <Button
          variant="contained"
          startIcon={<DownloadOutlined />}
          onClick={onDownload}
          data-testid="list-download"
        >
          {tDownload('title')}
        </Button>
      )}
      {itemCount(document, list.id) > 0 && <ExportListMenu listId={list.id} size="medium" />}
      <Button
        variant="outlined"
        startIcon={<ShareOutlined />}
        onClick={() => openDialog({ type: 'share', list })}
        data-testid="list-share"
      >
        {t('share.button')}
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditOutlined />}
          onClick={() => openDialog({ type: 'listForm', list })}
        >
          {t('list.edit')}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutline />}
          onClick={() => openDialog({ type: 'deleteList', list })}
        >
          {t('list.delete')}
        </Button>
      </Box>
    </Box>
  );
}
