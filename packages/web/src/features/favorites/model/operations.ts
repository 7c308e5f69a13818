/**
 * What a user does to their favourites, as operations rather than as a new document: on a
 * version conflict (another tab or device wrote first) the same operations are applied again
 * to the document that is now stored, so neither writer's change is lost (docs/FAVORITES.md).
 * Each operation is idempotent and skips what no longer applies (a list another writer
 * deleted is not brought back by adding an item to it).
 */
import {
  FAVORITE_KINDS,
  MAX_PREVIEW_IMAGES,
  type FavoriteItem,
  type FavoriteKind,
  type FavoritesDocument,
} from './document';

export interface ItemRef {
  id: string;
  name: string;
  previewImage?: string;
  /** The item's brand (owner): for the statistics only, not stored with the favourite. */
  brandId?: string | undefined;
}

export type FavoriteOperation =
  /** Puts the item on `add` and takes it off `remove` (spec 02 s.4 "Item in a list"). */
  | { type: 'setItemLists'; kind: FavoriteKind; item: ItemRef; add: string[]; remove: string[] }
  | { type: 'createList'; id: string; name: string; description: string }
  | { type: 'updateList'; id: string; name: string; description: string }
  | { type: 'deleteList'; id: string };

/** Returns a new document with `operations` applied at time `now`; `document` is untouched. */
export function applyOperations(
  document: FavoritesDocument,
  operations: readonly FavoriteOperation[],
  now: number,
): FavoritesDocument {
  let next: FavoritesDocument = {
    version: '2',
    data: { ...document.data },
    lists: document.lists.map((list) => ({ ...list })),
    ...(document.lastListId ? { lastListId: document.lastListId } : {}),
  };
  const touched = new Set<string>();
  for (const operation of operations) next = apply(next, operation, now, touched);
  for (const list of next.lists) {
    if (touched.has(list.id)) list.modifiedDateTime = now;
    list.previewImages = previewImagesOf(next, list.id);
  }
  return next;
}

function apply(
  document: FavoritesDocument,
  operation: FavoriteOperation,
  now: number,
  touched: Set<string>,
): FavoritesDocument {
  switch (operation.type) {
    case 'createList':
      if (document.lists.some((list) => list.id === operation.id)) return document;
      document.lists.push({
        id: operation.id,
        name: operation.name,
        description: operation.description,
        addDateTime: now,
        modifiedDateTime: now,
        previewImages: [],
      });
      return document;
    case 'updateList': {
      const list = document.lists.find((l) => l.id === operation.id);
      if (!list) return document;
      list.name = operation.name;
      list.description = operation.description;
      touched.add(list.id);
      return document;
    }
    case 'deleteList':
      document.lists = document.lists.filter((list) => list.id !== operation.id);
      for (const kind of FAVORITE_KINDS) {
        document.data[kind] = dropEmpty(
          document.data[kind].map((item) => ({
            ...item,
            lists: item.lists.filter((l) => l.id !== operation.id),
          })),
        );
      }
      return document;
    case 'setItemLists':
      return setItemLists(document, operation, now, touched);
  }
}

function setItemLists(
  document: FavoritesDocument,
  { kind, item, add, remove }: Extract<FavoriteOperation, { type: 'setItemLists' }>,
  now: number,
  touched: Set<string>,
): FavoritesDocument {
  const existing = new Set(document.lists.map((list) => list.id));
  const items = document.data[kind];
  const current = items.find((i) => i.id === item.id);
  const lists = (current?.lists ?? []).filter((l) => !remove.includes(l.id));
  for (const id of add) {
    if (existing.has(id) && !lists.some((l) => l.id === id)) lists.push({ id, addDateTime: now });
  }
  for (const id of [...add, ...remove]) if (existing.has(id)) touched.add(id);
  const last = add.findLast((id) => existing.has(id));
  if (last) document.lastListId = last;
  const updated: FavoriteItem = {
    id: item.id,
    name: item.name || current?.name || '',
    addDateTime: current?.addDateTime ?? now,
    lists,
    ...(item.previewImage || current?.previewImage
      ? { previewImage: item.previewImage ?? current?.previewImage }
      : {}),
  };
  document.data[kind] = dropEmpty(
    current ? items.map((i) => (i.id === item.id ? updated : i)) : [...items, updated],
  );
  return document;
}

/** Items on no list are no favourites (spec 02 s.4). */
const dropEmpty = (items: FavoriteItem[]) => items.filter((item) => item.lists.length > 0);

/** Up to 3 preview images of the list's earliest-added items (spec 02 s.4). */
export function previewImagesOf(document: FavoritesDocument, listId: string): string[] {
  const entries: { image: string; at: number }[] = [];
  for (const kind of FAVORITE_KINDS) {
    for (const item of document.data[kind]) {
      const membership = item.lists.find((l) => l.id === listId);
      if (membership && item.previewImage)
        entries.push({ image: item.previewImage, at: membership.addDateTime });
    }
  }
  return entries
    .sort((a, b) => a.at - b.at)
    .slice(0, MAX_PREVIEW_IMAGES)
    .map((entry) => entry.image);
}
