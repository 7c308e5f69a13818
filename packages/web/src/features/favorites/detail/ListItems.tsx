/**
 * A list's items of one kind, sorted (date added to the list, date modified, brand name) and
 * filtered by q: model and material cards, each with its note and quantity, brand cards. The
 * Families and Collections tabs render nothing (spec 02 s.2).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useModelsByIds } from '../../../api/favoriteItems';
import { useListItemDetails } from '../../../api/lists';
import type { ModelDoc } from '../../../api/models';
import { useOwners } from '../../../api/owners';
import { textOf, useDataLanguages } from '../../../api/texts';
import { CardGrid, CardGridSkeleton } from '../../../components/CardGrid';
import { useSearchQuery } from '../../../url';
import { ModelCard } from '../../../cards/ModelCard';
import { brandView } from '../../../cards/brandView';
import { BrandCard } from '../../../cards/BrandCard';
import {
  itemsOn,
  type FavoriteItem,
  type FavoriteKind,
  type FavoritesDocument,
} from '../model/document';
import { ITEM_SORTS, sortBy } from '../model/sorts';
import { ItemDetails } from './ItemDetails';
import { useSort } from '../SortMenu';

interface Props {
  document: FavoritesDocument;
  listId: string;
  kind: FavoriteKind;
}

const CARD_WIDTHS = { xs: 150, md: 220 };

export function ListItems({ document, listId, kind }: Props) {
  const [query] = useSearchQuery();
  const items = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    const on = itemsOn(document, listId, kind);
    return needle ? on.filter((i) => i.name.toLocaleLowerCase().includes(needle)) : on;
  }, [document, listId, kind, query]);
  if (kind === 'models' || kind === 'materials')
    return <ModelItems items={items} listId={listId} kind={kind} />;
  if (kind === 'brands') return <BrandItems items={items} listId={listId} />;
  return null;
}

/** When the item was put on this list. */
const addedTo = (item: FavoriteItem, listId: string) =>
  item.lists.find((l) => l.id === listId)?.addDateTime ?? item.addDateTime;

function ModelItems(props: {
  items: FavoriteItem[];
  listId: string;
  kind: 'models' | 'materials';
}) {
  const { items, listId, kind } = props;
  const { t, i18n } = useTranslation('favorites');
  const languages = useDataLanguages();
  const [sort] = useSort(ITEM_SORTS);
  const { data: models, isPending } = useModelsByIds(items.map((i) => i.id));
  const { data: details } = useListItemDetails(listId);
  const ownerIds = useMemo(
    () => [...new Set([...(models?.values() ?? [])].flatMap((m) => m.owner_id ?? []))],
    [models],
  );
  const { data: owners } = useOwners(sort.type === 'brands' ? ownerIds : []);
  const sorted = useMemo(() => {
    const docs = items.flatMap((item) => {
      const model = models?.get(item.id);
      return model ? [{ item, model }] : [];
    });
    const ownerName = (model: ModelDoc) =>
      textOf(
        owners?.find((o) => o.id === model.owner_id),
        'name',
        languages,
      ) ?? '';
    return sortBy(
      docs,
      sort.direction,
      ({ item, model }) =>
        sort.type === 'brands'
          ? ownerName(model)
          : sort.type === 'modifiedDateTime'
            ? (model.edit_infos?.modified_epochmillis ?? 0)
            : addedTo(item, listId),
      i18n.language,
    );
  }, [items, models, owners, sort, languages, listId, i18n.language]);

  if (isPending && items.length > 0)
    return <CardGridSkeleton count={items.length} minWidth={CARD_WIDTHS} sx={{ minHeight: 289 }} />;
  return (
    <CardGrid label={t(`kinds.${kind}`)} minWidth={CARD_WIDTHS}>
      {sorted.map(({ item, model }) => (
        <div role="listitem" key={model.id} data-testid="list-item" data-id={model.id}>
          <ModelCard id={model.id} model={model} kind={kind} />
          <ItemDetails
            listId={listId}
            kind={kind}
            itemId={model.id}
            name={item.name}
            details={details?.get(`${kind}/${model.id}`)}
          />
        </div>
      ))}
    </CardGrid>
  );
}

function BrandItems({ items, listId }: { items: FavoriteItem[]; listId: string }) {
  const { t, i18n } = useTranslation('favorites');
  const languages = useDataLanguages();
  const [sort] = useSort(ITEM_SORTS);
  const { data: owners } = useOwners(items.map((i) => i.id));
  const brands = useMemo(() => {
    const views = (owners ?? []).map((owner) => ({
      view: brandView(owner, languages),
      item: items.find((i) => i.id === owner.id)!,
    }));
    return sortBy(
      views,
      sort.direction,
      ({ view, item }) =>
        sort.type === 'addDateTime'
          ? addedTo(item, listId)
          : sort.type === 'brands'
            ? view.name
            : 0,
      i18n.language,
    );
  }, [owners, items, languages, sort, listId, i18n.language]);
  return (
    <CardGrid label={t('kinds.brands')} minWidth={CARD_WIDTHS}>
      {brands.map(({ view }) => (
        <div role="listitem" key={view.id}>
          <BrandCard brand={view} />
        </div>
      ))}
    </CardGrid>
  );
}
