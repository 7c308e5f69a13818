/**
 * The embedding host hears when the user's favourite lists change (pCatHost.favoritesChanged,
 * docs/EMBEDDING.md): every list with its items, so a planner can show them natively.
 * Nothing is sent when no host is connected.
 */
import type { FavoriteList as HostList } from '@vitrine/contracts';
import { imagineUrl } from '../../api/urls';
import { tellHostFavoritesChanged as tellHost } from '../../embedding';
import { FAVORITE_KINDS, type FavoritesDocument } from './model/document';

/** The host message names kinds in the singular. */
const HOST_KIND = {
  models: 'model',
  materials: 'material',
  brands: 'brand',
  collections: 'collection',
  families: 'family',
} as const;

/** Preview images as absolute addresses the host can load. */
const preview = (dataport: string) =>
  new URL(imagineUrl(dataport, { w: 350, h: 300 }), location.href).href;

/** The lists as the host message carries them. */
export function hostLists(document: FavoritesDocument): HostList[] {
  return document.lists.map((list) => ({
    id: list.id,
    name: list.name,
    ...(list.description ? { description: list.description } : {}),
    addDateTime: list.addDateTime,
    ...(list.modifiedDateTime ? { modifiedDateTime: list.modifiedDateTime } : {}),
    items: FAVORITE_KINDS.flatMap((kind) =>
      document.data[kind].flatMap((item) => {
        const membership = item.lists.find((l) => l.id === list.id);
        if (!membership) return [];
        return [
          {
            id: item.id,
            kind: HOST_KIND[kind],
            name: item.name,
            addDateTime: membership.addDateTime,
            ...(item.previewImage ? { previewImage: preview(item.previewImage) } : {}),
          },
        ];
      }),
    ),
  }));
}

/** Called after every successful save with the document as now stored. */
export function tellHostFavoritesChanged(document: FavoritesDocument): void {
  tellHost(hostLists(document));
}

/** After logout the host hears that there are no lists. */
export function tellHostNoLists(): void {
  tellHost([]);
}
