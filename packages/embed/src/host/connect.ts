/**
 * The host's end: a page that frames the catalogue connects to it with `connect(iframe)`.
 * Messages the host sends before the app has said anything wait until it does (the app
 * speaks first, with pCatHost.getConfiguration), so nothing is lost while the frame loads.
 */
import {
  APP_MESSAGE_SCHEMAS,
  HOST_MESSAGE_SCHEMAS,
  HOST_REPLY_TIMEOUT_MS,
  type AppMessages,
  type HostMessages,
  type RevisionStatus,
  type Revision,
} from '@vitrine/contracts/host-messages';
import { createChannel, type Channel } from '../core/channel';
import { consoleLogger, type Logger } from '../core/logger';
import { windowTransport } from '../core/transport';

/** The host-side timeout text (the app's is the spec's, about the integration host). */
export const APP_TIMEOUT_ERROR = 'Timeout while waiting for message from the catalogue';

export interface ConnectOptions {
  /**
   * The catalogue's origin, e.g. `https://catalogue.example`; messages from any other origin
   * are ignored. Default: the origin of the iframe's src. `'*'` accepts any origin (then
   * messages go only to the origin the app spoke from).
   */
  appOrigin?: string;
  /** Reply timeout of the host's own requests (ms); default 30000. */
  timeoutMs?: number;
  /** Default: the console, prefixed [vitrine-embed]. */
  logger?: Logger;
}

/** The host's side of the channel: receives pCatHost.*, sends pCat.* */
export interface CatalogueConnection extends Channel<AppMessages, HostMessages> {
  /** Asks which of these downloaded models changed since (pCat.checkRevisions). */
  checkRevisions(models: Revision[]): Promise<RevisionStatus[]>;
}

/** Connects to the catalogue app in `iframe`. */
export function connect(
  iframe: HTMLIFrameElement,
  options: ConnectOptions = {},
): CatalogueConnection {
  const view = iframe.ownerDocument.defaultView;
  if (!view) throw new TypeError('connect: the iframe is not in a window');
  const appOrigin = options.appOrigin ?? originOf(iframe);
  const logger = options.logger ?? consoleLogger('[vitrine-embed]');
  const channel = createChannel<AppMessages, HostMessages>({
    transport: windowTransport({
      self: view,
      peer: () => iframe.contentWindow,
      allowed: [appOrigin],
      peerOrigin: appOrigin === '*' ? undefined : appOrigin,
      logger,
    }),
    incoming: HOST_MESSAGE_SCHEMAS,
    outgoing: APP_MESSAGE_SCHEMAS,
    idPrefix: 'host',
    defaultTimeoutMs: options.timeoutMs ?? HOST_REPLY_TIMEOUT_MS,
    timeoutError: APP_TIMEOUT_ERROR,
    logger,
    queueUntilPeerSpeaks: true,
  });
  return Object.assign(channel, {
    async checkRevisions(models: Revision[]) {
      const reply = await channel.request('pCat.checkRevisions', { models });
      return reply.revisions;
    },
  });
}

function originOf(iframe: HTMLIFrameElement): string {
  const src = iframe.getAttribute('src');
  if (!src) throw new TypeError('connect: the iframe has no src; pass options.appOrigin');
  return new URL(src, iframe.ownerDocument.baseURI).origin;
}
