/**
 * Host embedding, the app's side (docs/EMBEDDING.md): client modes, display settings, the
 * host's formats and actions, and the messages to and from the host. The public face: the
 * rest of the app imports only from here.
 */
import { reportError } from '../report';
import { mayHaveHost } from './connection';
import type { FormatLists } from './formats';
import { offeredFormats } from './formats';
import { embedState } from './state';

/**
 * Starts talking to the host when the app may have one (framed, or a host object injected);
 * the message code (~10 KB gzipped) loads only then, so a standalone visit does without it.
 */
export function startEmbedding(): void {
  if (!mayHaveHost()) return;
  import('./start')
    .then(({ startEmbedding: start }) => start())
    .catch((error: unknown) => reportError(error, 'Embedding failed to start'));
}
export { HostBridge } from './HostBridge';
export { useActionLabel } from './useActionLabel';
export { useEmbedState, displaySettings, type EmbedState, type HostHandles } from './state';
export { actionOf, byModeOrder, type FormatLists } from './formats';
export {
  absoluteUrl,
  itemRefOf,
  sendConfigure,
  sendDownload,
  sendImageClick,
  tellHostFavoritesChanged,
} from './outbound';

/** The download formats the client mode and the host allow, within the operator's lists. */
export function embeddedFormats(operator: FormatLists): FormatLists {
  const state = embedState();
  return offeredFormats(state.client, state.hostFormats, operator);
}

/** A client mode or the invalid-client page: the first page needs the embedding texts. */
export function usesEmbeddingTexts(): boolean {
  const state = embedState();
  return state.client !== undefined || state.invalidClient;
}

/** The `client` value the URL gave, for the invalid-client page. */
export const givenClient = () => new URLSearchParams(location.search).get('client') ?? '';

export const loadInvalidClientPage = () => import('./InvalidClientPage');
