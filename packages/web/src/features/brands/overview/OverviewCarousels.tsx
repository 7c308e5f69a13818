/** The overview's carousels: the catalog's top level, and each kind of the brand's items. */
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
// The card's own module, not browse's index: the index would pull the whole browse screen
// into this chunk.
import { ModelCard } from '../../../cards/ModelCard';
import type { BrandView } from '../../../cards/brandView';
import { CollectionTile } from '../common/CollectionTile';
import { FolderTile } from '../catalog/FolderTile';
import type { Catalog } from '../catalog/useCatalog';
import { useCatalogModels } from '../../../api/catalog';
import { tabPath } from '../common/brandTabs';
import {
  CAROUSEL_SIZE,
  isModelKind,
  useBrandItems,
  type CollectionDoc,
  type ItemKind,
  type ModelDoc,
} from '../../../api/brandItems';
import { useEmbedState } from '../../../embedding';
import { Carousel } from './Carousel';
import { OverviewSection } from './OverviewSection';
import { needsSeeMore, type CarouselKind } from './slidesPerView';

export function CatalogCarousel({
  brand,
  catalog,
  phone,
}: {
  brand: BrandView;
  catalog: Catalog;
  phone: boolean;
}) {
  const { t } = useTranslation('brands');
  const [slides, setSlides] = useState(5);
  const nodes = catalog.tree.slice(0, CAROUSEL_SIZE);
  // The cards fill in as a deferred render, which React slices into short tasks (the answer
  // would otherwise re-render every card in one).
  const models = useDeferredValue(
    useCatalogModels(nodes.filter((n) => n.entity === 'model').map((n) => n.id)),
  );
  return (
    <OverviewSection
      id="catalog"
      title={t('tabs.catalog')}
      phone={phone}
      seeMore={
        needsSeeMore(catalog.tree.length, slides, 'cards')
          ? tabPath(brand.id, 'catalog')
          : undefined
      }
    >
      <Carousel kind="cards" label={t('tabs.catalog')} onSlidesChange={setSlides}>
        {nodes.map((node) => {
          if (node.entity === 'model') {
            // A model the fetch did not return is hidden from this visitor.
            if (models && !models.has(node.id)) return null;
            const model = models?.get(node.id);
            const kind = model?.type === 'material' ? 'materials' : 'models';
            return <ModelCard key={node.uniqueId} id={node.id} model={model} kind={kind} />;
          }
          const doc = catalog.collections.get(node.id);
          return doc ? (
            <FolderTile key={node.uniqueId} brandId={brand.id} node={node} doc={doc} />
          ) : null;
        })}
      </Carousel>
    </OverviewSection>
  );
}

export function ItemsCarousel({
  ownerId,
  kind,
  phone,
}: {
  ownerId: string;
  kind: ItemKind;
  phone: boolean;
}) {
  const { t } = useTranslation('brands');
  const { modifiedSince } = useEmbedState();
  // Each answer shows as a deferred render, sliced into short tasks: the sections' answers come
  // one by one while the page is still settling, and a carousel of 16 cards rendered in one
  // task blocked the main thread for up to 200 ms on a throttled phone (Lighthouse).
  const data = useDeferredValue(useBrandItems(ownerId, kind, modifiedSince).data);
  const carouselKind: CarouselKind = isModelKind(kind) ? 'models' : 'cards';
  const [slides, setSlides] = useState(5);
  if (!data || data.total === 0) return null;
  return (
    <OverviewSection
      id={kind}
      title={t(`tabs.${kind}`)}
      phone={phone}
      seeMore={needsSeeMore(data.total, slides, carouselKind) ? tabPath(ownerId, kind) : undefined}
    >
      <Carousel kind={carouselKind} label={t(`tabs.${kind}`)} onSlidesChange={setSlides}>
        {data.items.map((item) =>
          isModelKind(kind) ? (
            <ModelCard key={item.id} id={item.id} model={item as ModelDoc} kind={kind} />
          ) : (
            <CollectionTile key={item.id} ownerId={ownerId} doc={item as CollectionDoc} />
          ),
        )}
      </Carousel>
    </OverviewSection>
  );
}
