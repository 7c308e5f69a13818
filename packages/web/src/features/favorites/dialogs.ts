/**
 * Which favourites dialog is open, app-wide: buttons on many cards open one dialog that the
 * FavoritesHost renders, so a card carries a button and nothing more.
 */
import { useSyncExternalStore } from 'react';
import type { FavoriteKind, FavoriteList } from './model/document';
import type { ItemRef } from './model/operations';

export interface ContactTarget {
  /** The brand written to. */
  ownerId: string;
  /** The subject's default: the model's title, or the brand's name. */
  subject: string;
  /** The page the message links to. */
  link: string;
}

export type FavoritesDialog =
  | { type: 'lists'; kind: FavoriteKind; item: ItemRef }
  | { type: 'listForm'; list?: FavoriteList }
  | { type: 'deleteList'; list: FavoriteList }
  | { type: 'share'; list: FavoriteList }
  | { type: 'contact'; target: ContactTarget };

let current: FavoritesDialog | null = null;
const listeners = new Set<() => void>();

export function openDialog(dialog: FavoritesDialog | null): void {
  current = dialog;
  for (const listener of listeners) listener();
}

export const closeDialog = () => openDialog(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => current;

/** The open dialog (null: none). */
export function useOpenDialog(): FavoritesDialog | null {
  return useSyncExternalStore(subscribe, read, read);
}
