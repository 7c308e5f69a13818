/**
 * A collection or family card: it opens the brand's models (or materials, for a collection
 * of materials) filtered by it, in browse's filter format (f: {"collection": [id]}).
 */
import { useTranslation } from 'react-i18next';
import { textOf, useDataLanguages } from '../../../api/texts';
import { imagesOf } from '@vitrine/contracts';
import { tabPath } from './brandTabs';
import type { CollectionDoc } from '../../../api/brandItems';
import { Tile } from './Tile';

/** Browse's filter keys for collections and families (features/browse/filters/filterModel). */
const FILTER_KEY = { product_family: 'family', collection: 'collection' } as const;

/** The brand tab and f that list a collection's items. */
export function collectionItemsPath(ownerId: string, doc: CollectionDoc): string {
  const counts = doc.model_counts;
  const tab = counts && counts.cad === 0 && counts.material > 0 ? 'materials' : 'models';
  const key = doc.type === 'product_family' ? FILTER_KEY.product_family : FILTER_KEY.collection;
  const f = JSON.stringify({ [key]: [doc.id] });
  return `${tabPath(ownerId, tab)}?${new URLSearchParams({ f }).toString()}`;
}

/** 'Models: 12 · Materials: 3', leaving out kinds the collection has none of. */
export function useCountsLine(doc: CollectionDoc): string {
  const { t } = useTranslation('brands');
  const counts = doc.model_counts;
  if (!counts) return '';
  return [
    counts.cad > 0 ? t('counts.models', { count: counts.cad }) : null,
    counts.material > 0 ? t('counts.materials', { count: counts.material }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function CollectionTile({ ownerId, doc }: { ownerId: string; doc: CollectionDoc }) {
  const languages = useDataLanguages();
  const counts = useCountsLine(doc);
  return (
    <Tile
      id={doc.id}
      kind={doc.type === 'product_family' ? 'family' : 'collection'}
      title={textOf(doc, 'title', languages) ?? ''}
      image={imagesOf(doc.images, 'preview')[0] ?? doc.images?.[0]?.dataport}
      subtitle={counts}
      state={doc.state}
      action={{ to: collectionItemsPath(ownerId, doc) }}
    />
  );
}
