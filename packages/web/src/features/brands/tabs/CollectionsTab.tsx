/**
 * The Collections and Families tabs: a grid of cards; a card opens the brand's models
 * filtered by it. The search bar (q) narrows the list.
 */
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_PASS_CARDS, useFirstThenAll } from '../../../components/useFirstThenAll';
import { useSearchQuery } from '../../../url';
import { CollectionTile } from '../common/CollectionTile';
import { NoBrandFound } from '../common/NoBrandFound';
import type { CollectionDoc } from '../../../api/brandItems';
import { useBrandItemPages } from '../../../api/brandItems';
import { useEmbedState } from '../../../embedding';
import { PagedFooter } from '../common/PagedFooter';
import { TileGrid, TileGridSkeleton } from '../common/TileGrid';

export default function CollectionsTab({
  ownerId,
  kind,
}: {
  ownerId: string;
  kind: 'collections' | 'families';
}) {
  const { t } = useTranslation('brands');
  const [query] = useSearchQuery();
  const { modifiedSince } = useEmbedState();
  const pages = useBrandItemPages(ownerId, kind, query ?? '', modifiedSince);
  const items = useMemo(
    () => (pages.data?.pages.flatMap((p) => p.items) ?? []) as CollectionDoc[],
    [pages.data],
  );
  const total = pages.data?.pages[0]?.total ?? 0;

  if (pages.isPending) return <TileGridSkeleton />;
  if (pages.isError) return null;
  if (total === 0) return <NoBrandFound />;
  return (
    <Box sx={{ opacity: pages.isPlaceholderData ? 0.6 : 1 }}>
      <Tiles items={items} ownerId={ownerId} label={t(`tabs.${kind}`)} />
      <PagedFooter
        loaded={items.length}
        total={total}
        hasMore={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        onMore={() => void pages.fetchNextPage()}
      />
    </Box>
  );
}

/** A page holds 64 tiles: the first rows at once, the rest in short tasks after them. */
function Tiles({
  items,
  ownerId,
  label,
}: {
  items: CollectionDoc[];
  ownerId: string;
  label: string;
}) {
  const shown = useFirstThenAll(items, FIRST_PASS_CARDS);
  return (
    <TileGrid label={label}>
      {shown.map((doc) => (
        <CollectionTile key={doc.id} ownerId={ownerId} doc={doc} />
      ))}
    </TileGrid>
  );
}
