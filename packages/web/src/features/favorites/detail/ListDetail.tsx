/**
 * A list's page (spec 02 s.2): back arrow to /favorites, tabs of the kinds that have items
 * (left on desktop, on top on a phone), the sort menu, the items, and the sidebar with the
 * list's name, last edited date, item count and description (a drawer on a phone).
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, Drawer, IconButton, Tab, Tabs, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import {
  FAVORITE_KINDS,
  listName,
  type FavoriteKind,
  type FavoritesDocument,
} from '../model/document';
import { kindsWithItems } from '../model/kinds';
import { ITEM_SORTS } from '../model/sorts';
import { SortMenu } from '../SortMenu';
import { EmptyList } from './EmptyList';
import { ListItems } from './ListItems';
import { downloadableItems, ListSidebar } from './ListSidebar';

/** The list download dialog loads when first opened: showing a list does not need it. */
const DownloadListDialog = lazy(async () => ({
  default: (await import('../../list-download')).DownloadListDialog,
}));

const SIDEBAR_WIDTH = 300;

export function ListDetail({ document }: { document: FavoritesDocument }) {
  const { t } = useTranslation('favorites');
  const { listId = '', kind: kindParam } = useParams();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const list = document.lists.find((l) => l.id === listId);
  if (!list) return <MissingList />;
  const kinds = kindsWithItems(document, list.id);
  const kind = FAVORITE_KINDS.find((k) => k === kindParam);
  const base = `/favorites/${encodeURIComponent(list.id)}`;
  // An unknown kind, or one the list has no items of: the first that has some.
  if (kinds.length > 0 && (!kind || !kinds.includes(kind)))
    return <Navigate to={`${base}/${kinds[0]}`} replace />;
  const current: FavoriteKind = kind ?? 'models';
  const name = listName(list, t('defaultListName'));
  const sidebar = (
    <ListSidebar
      list={list}
      document={document}
      onDownload={() => {
        setDrawerOpen(false);
        setDownloading(true);
      }}
    />
  );

  return (
    <Box sx={{ display: 'flex', flex: 1, width: '100%', maxWidth: 1600, mx: 'auto' }}>
      {!phone && kinds.length > 0 && (
        <KindTabs kinds={kinds} current={current} base={base} orientation="vertical" />
      )}
      <Box sx={{ flex: 1, minWidth: 0, px: { xs: 2, md: 3 }, py: { xs: 1.5, md: 2.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <IconButton component={Link} to="/favorites" aria-label={t('list.back')} edge="start">
            <ArrowBack />
          </IconButton>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 700, flex: 1 }} noWrap>
            {name}
          </Typography>
          {kinds.length > 0 && <SortMenu options={ITEM_SORTS} />}
          {phone && (
            <IconButton aria-label={t('list.details')} onClick={() => setDrawerOpen(true)}>
              <InfoOutlined />
            </IconButton>
          )}
        </Box>
        {phone && kinds.length > 0 && (
          <KindTabs kinds={kinds} current={current} base={base} orientation="horizontal" />
        )}
        {kinds.length === 0 ? (
          <EmptyList />
        ) : (
          <ListItems document={document} listId={list.id} kind={current} />
        )}
      </Box>
      {phone ? (
        <Drawer anchor="right" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          <Box sx={{ width: SIDEBAR_WIDTH, maxWidth: '85vw' }}>{sidebar}</Box>
        </Drawer>
      ) : (
        <Box
          component="aside"
          aria-label={t('list.details')}
          sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, borderLeft: 1, borderColor: 'divider' }}
        >
          {sidebar}
        </Box>
      )}
      {downloading && (
        <Suspense fallback={null}>
          <DownloadListDialog
            listName={name}
            itemIds={downloadableItems(document, list.id)}
            onClose={() => setDownloading(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}

function KindTabs(props: {
  kinds: FavoriteKind[];
  current: FavoriteKind;
  base: string;
  orientation: 'vertical' | 'horizontal';
}) {
  const { kinds, current, base, orientation } = props;
  const { t } = useTranslation('favorites');
  const vertical = orientation === 'vertical';
  return (
    <Tabs
      value={current}
      orientation={orientation}
      variant="scrollable"
      aria-label={t('list.sections')}
      sx={
        vertical
          ? { borderRight: 1, borderColor: 'divider', minWidth: 180, pt: 2 }
          : { borderBottom: 1, borderColor: 'divider', mb: 2 }
      }
    >
      {kinds.map((kind) => (
        <Tab
          key={kind}
          value={kind}
          label={t(`kinds.${kind}`)}
          component={Link}
          to={`${base}/${kind}`}
          replace
          sx={vertical ? { alignItems: 'flex-start' } : undefined}
        />
      ))}
    </Tabs>
  );
}

function MissingList() {
  const { t } = useTranslation('favorites');
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography sx={{ mb: 2 }}>{t('list.missing')}</Typography>
      <Link to="/favorites">{t('list.back')}</Link>
    </Box>
  );
}
