/**
 * The catalog tab (spec 02 s.2): the tree in a side panel (a drawer on a phone),
 * breadcrumbs, and the selected node's folders, models and materials as cards. The
 * selected node lives in the URL (c), so a reload or a shared link shows the same place.
 */
import AccountTree from '@mui/icons-material/AccountTree';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogNode } from '../../../url';
import type { BrandView } from '../../../cards/brandView';
import { CatalogBreadcrumbs } from './CatalogBreadcrumbs';
import { CatalogGrid } from './CatalogGrid';
import { CatalogTree } from './CatalogTree';
import { findPath } from './catalogTree';
import type { Catalog } from './useCatalog';

const PANEL_WIDTH = 300;

export default function CatalogTab({ brand, catalog }: { brand: BrandView; catalog: Catalog }) {
  const { t } = useTranslation('brands');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [c, setC] = useCatalogNode();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const path = findPath(catalog.tree, c);
  const selected = path.at(-1) ?? null;

  // A new place closes the phone's drawer, so the visitor sees what they chose.
  useEffect(() => setDrawerOpen(false), [c]);

  const select = (uniqueId: string | null) => setC(uniqueId === c ? null : uniqueId);
  const tree = (
    <CatalogTree
      tree={catalog.tree}
      collections={catalog.collections}
      path={path}
      onSelect={select}
    />
  );

  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
      {phone ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { sx: { width: 'min(85vw, 340px)', p: 1 } } }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', pl: 1, mb: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
              {t('catalog.root')}
            </Typography>
            <IconButton aria-label={t('catalog.close')} onClick={() => setDrawerOpen(false)}>
              <Close />
            </IconButton>
          </Box>
          {tree}
        </Drawer>
      ) : (
        <Box
          component="aside"
          aria-label={t('catalog.tree')}
          sx={{
            width: PANEL_WIDTH,
            flexShrink: 0,
            position: 'sticky',
            top: 72,
            maxHeight: 'calc(100vh - 88px)',
            overflowY: 'auto',
            borderRight: 1,
            borderColor: 'divider',
            pr: 1,
          }}
        >
          {tree}
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          {phone && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<AccountTree />}
              onClick={() => setDrawerOpen(true)}
              data-testid="open-catalog-tree"
            >
              {t('catalog.openTree')}
            </Button>
          )}
          <CatalogBreadcrumbs brandId={brand.id} path={path} collections={catalog.collections} />
        </Box>
        <CatalogGrid
          key={selected?.uniqueId ?? ''}
          brandId={brand.id}
          nodes={selected ? selected.children : catalog.tree}
          collections={catalog.collections}
          loading={catalog.loading}
        />
      </Box>
    </Box>
  );
}
