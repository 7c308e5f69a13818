/**
 * The list's sidebar (spec 02 s.2): name, last edited, item count, description; download,
 * edit, delete. The list download's dialog belongs to the page (ListDetail), so it stays open
 * when the sidebar's drawer closes or the layout changes.
 */
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Button, Divider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../dialogs';
import { formatDate } from '../formatDate';
import {
  itemCount,
  itemsOn,
  listName,
  type FavoriteList,
  type FavoritesDocument,
} from '../model/document';

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
