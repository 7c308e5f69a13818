/** The list's sidebar (spec 02 s.2): name, last edited, item count, description; edit, delete. */
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Button, Divider, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
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

/** The list download (issue 17) loads when first opened. */
const DownloadListDialog = lazy(async () => ({
  default: (await import('../../list-download')).DownloadListDialog,
}));

export function ListSidebar({
  list,
  document,
}: {
  list: FavoriteList;
  document: FavoritesDocument;
}) {
  const { t, i18n } = useTranslation('favorites');
  const { t: tDownload } = useTranslation('listDownload');
  const [downloading, setDownloading] = useState(false);
  const name = listName(list, t('defaultListName'));
  const downloadable = [
    ...itemsOn(document, list.id, 'models'),
    ...itemsOn(document, list.id, 'materials'),
  ].map((item) => item.id);
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
      {downloadable.length > 0 && (
        <Button
          variant="contained"
          startIcon={<DownloadOutlined />}
          onClick={() => setDownloading(true)}
          data-testid="list-download"
        >
          {tDownload('title')}
        </Button>
      )}
      {downloading && (
        <Suspense fallback={null}>
          <DownloadListDialog
            listName={name}
            itemIds={downloadable}
            onClose={() => setDownloading(false)}
          />
        </Suspense>
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
