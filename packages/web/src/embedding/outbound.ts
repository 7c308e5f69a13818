/**
 * Messages the app sends to its host on the visitor's actions (docs/EMBEDDING.md s.7):
 * downloads, configure, image clicks, favourites. Each is a no-op without a host; the
 * callers ask `hostHandles` first whether the host wants the action.
 */
import type {
  ClientImage,
  DownloadFile,
  FavoriteList,
  HostMessages,
  ItemRef,
} from '@vitrine/embed/app';
import type { ModelDoc } from '../api/models';
import { textOf } from '../api/texts';
import { hostConnection } from './connection';

/** An absolute URL of ours: hosts fetch files outside the app's page. */
export const absoluteUrl = (href: string) => new URL(href, location.href).href;

/** The model a message is about, with its revision (for pCat.checkRevisions). */
export function itemRefOf(
  model: ModelDoc,
  languages: readonly string[],
  ownerName?: string,
): ItemRef {
  const articleNumber = textOf(model, 'articlenumber', languages);
  return {
    modelId: model.id,
    entity: 'model',
    dataVersion: model.data_version ?? 0,
    title: textOf(model, 'title', languages) ?? model.id,
    itemType: model.type ?? 'cad',
    ...(model.owner_id && { ownerId: model.owner_id }),
    ...(ownerName && { ownerName }),
    ...(articleNumber && { articleNumber }),
  };
}

/** Sends `type` when a host is connected; false when there is none. */
function send<K extends keyof HostMessages>(type: K, payload: HostMessages[K]): boolean {
  const host = hostConnection();
  if (!host) return false;
  host.send(type, payload);
  return true;
}

/** pCatHost.download: the host gets the chosen format's file(s); the browser downloads nothing. */
export const sendDownload = (item: ItemRef, format: string, files: DownloadFile[]) =>
  send('pCatHost.download', { item, format, files });

/** pCatHost.configure: the host opens the model in its own configurator. */
export const sendConfigure = (item: ItemRef, configuration: DownloadFile) =>
  send('pCatHost.configure', { item, configuration });

/** pCatHost.onImageClick: the host shows the model's images itself. */
export const sendImageClick = (modelId: string, images: ClientImage[], clickedIdx: number) =>
  send('pCatHost.onImageClick', { modelId, images, clickedIdx });

/**
 * pCatHost.favoritesChanged: the user's lists, whole, after every change and after login (an
 * empty list after logout), so a planner can show them natively.
 */
export function tellHostFavoritesChanged(lists: FavoriteList[]): boolean {
  return send('pCatHost.favoritesChanged', { lists });
}
