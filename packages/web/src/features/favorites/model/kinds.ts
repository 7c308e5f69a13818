/** Which kinds a list has items of, in the order its tabs show (spec 02 s.2). */
import { FAVORITE_KINDS, itemsOn, type FavoriteKind, type FavoritesDocument } from './document';

export function kindsWithItems(document: FavoritesDocument, listId: string): FavoriteKind[] {
  return FAVORITE_KINDS.filter((kind) => itemsOn(document, listId, kind).length > 0);
}

/** The kind a list opens at: the first with items, models for an empty list. */
export function firstKindWithItems(document: FavoritesDocument, listId: string): FavoriteKind {
  return kindsWithItems(document, listId)[0] ?? 'models';
}
