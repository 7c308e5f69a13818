/**
 * The lists overview (spec 02 s.2): title 'Favorites', sort and 'New list', the list cards
 * filtered by q and sorted (newest first by default); an empty state with 'New list'; the
 * note about 'My list' while the default list is the only one.
 */
import Add from '@mui/icons-material/Add';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../../components/CardGrid';
import { useSearchQuery } from '../../../url';
import { openDialog } from '../dialogs';
import { DEFAULT_LIST_ID, type FavoritesDocument } from '../model/document';
import { LIST_SORTS, sortLists } from '../model/sorts';
import { SortMenu, useSort } from '../SortMenu';
import { EmptyOverview } from './EmptyOverview';
import { ListCard } from './ListCard';

export function FavoritesOverview({ document }: { document: FavoritesDocument }) {
  const { t, i18n } = useTranslation('favorites');
  const [query] = useSearchQuery();
  const [sort] = useSort(LIST_SORTS);
  const lists = useMemo(
    () => sortLists(document.lists, sort, query, i18n.language),
    [document.lists, sort, query, i18n.language],
  );
  const onlyDefault = document.lists.length === 1 && document.lists[0]!.id === DEFAULT_LIST_ID;

  return (
    <Box
      sx={{ width: '100%', maxWidth: 1600, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 2, md: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, flex: 1 }}>
          {t('title')}
        </Typography>
        {document.lists.length > 0 && <SortMenu options={LIST_SORTS} />}
        {document.lists.length > 0 && (
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => openDialog({ type: 'listForm' })}
          >
            {t('newList')}
          </Button>
        )}
      </Box>
      {onlyDefault && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('overview.movedToMyList')}
        </Alert>
      )}
      {document.lists.length === 0 ? (
        <EmptyOverview />
      ) : lists.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('overview.noMatch', { q: query })}
        </Typography>
      ) : (
        <CardGrid label={t('overview.lists')} minWidth={{ xs: 150, md: 260 }}>
          {lists.map((list) => (
            <ListCard key={list.id} list={list} document={document} />
          ))}
        </CardGrid>
      )}
    </Box>
  );
}
