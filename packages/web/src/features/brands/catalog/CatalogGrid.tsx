/** The cards of one catalog level: folders first as the brand ordered them, then models. */
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_PAGE_SIZE } from '@vitrine/contracts';
// The card's own module, not browse's index: the index would pull the whole browse screen
// into this chunk.
import { ModelCard } from '../../../cards/ModelCard';
import { PagedFooter } from '../common/PagedFooter';
import { TileGrid, TileGridSkeleton } from '../common/TileGrid';
import type { CollectionDoc } from '../../../api/brandItems';
import type { TreeNode } from './catalogTree';
import { FolderTile } from './FolderTile';
import { useCatalogModels } from '../../../api/catalog';

export function CatalogGrid({
  brandId,
  nodes,
  collections,
  loading,
}: {
  brandId: string;
  nodes: TreeNode[];
  collections: Map<string, CollectionDoc>;
  loading: boolean;
}) {
  const { t } = useTranslation('brands');
  const [shown, setShown] = useState(SEARCH_PAGE_SIZE);
  const page = nodes.filter((n) => n.entity === 'model' || collections.has(n.id)).slice(0, shown);
  const models = useCatalogModels(page.filter((n) => n.entity === 'model').map((n) => n.id));
  // The tree may name models the visitor cannot see (hidden or withdrawn): once the fetch
  // answers, only the models it returned get a card.
  const visible = page.filter((n) => n.entity === 'collection' || !models || models.has(n.id));

  if (loading) return <TileGridSkeleton />;
  if (nodes.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {t('catalog.empty')}
      </Typography>
    );
  return (
    <>
      <TileGrid>
        {visible.map((node) => {
          if (node.entity === 'collection')
            return (
              <FolderTile
                key={node.uniqueId}
                brandId={brandId}
                node={node}
                doc={collections.get(node.id)!}
              />
            );
          const model = models?.get(node.id);
          return (
            <ModelCard
              key={node.uniqueId}
              id={node.id}
              model={model}
              kind={model?.type === 'material' ? 'materials' : 'models'}
            />
          );
        })}
      </TileGrid>
      {nodes.length > SEARCH_PAGE_SIZE && (
        <PagedFooter
          loaded={page.length}
          total={nodes.length}
          hasMore={shown < nodes.length}
          loading={false}
          onMore={() => setShown((n) => n + SEARCH_PAGE_SIZE)}
        />
      )}
    </>
  );
}
