/**
 * The app's end: the catalogue page finds its host (a parent window, or an object a native
 * host injected) and talks to it. `null` when the app runs on its own.
 */
import {
  APP_MESSAGE_SCHEMAS,
  CONFIGURATION_NULL_ERROR,
  HOST_MESSAGE_SCHEMAS,
  HOST_REPLY_TIMEOUT_MS,
  HOST_REPLY_TIMEOUTS_MS,
  HOST_TIMEOUT_ERROR,
  type AppMessages,
  type HostConfiguration,
  type HostMessages,
} from '@vitrine/contracts/host-messages';
import { createChannel, type Channel, type RequestOptions } from '../core/channel';
import { consoleLogger, type Logger } from '../core/logger';
import {
  injectedHostOf,
  injectedTransport,
  isAllowedOrigin,
  windowTransport,
  type AllowedOrigins,
} from '../core/transport';

export interface ConnectToHostOptions {
  /** Host origins allowed to frame and talk to the app (the EMBED_ORIGINS setting). */
  allowedOrigins: AllowedOrigins;
  /** The app's window; default `window`. */
  window?: Window;
  /** Replaces the default reply timeout (30000 ms; configuration and token waits stay 60000). */
  timeoutMs?: number;
  logger?: Logger;
}

/** The app's side of the channel: receives pCat.*, sends pCatHost.* */
export interface HostConnection extends Channel<HostMessages, AppMessages> {
  /** frame: a parent page via postMessage; injected: window.pCatHost. */
  readonly transport: 'frame' | 'injected';
  /** pCatHost.getConfiguration, waiting up to 60 s (or `options.timeoutMs`); rejects with the spec's texts. */
  getConfiguration(
    info: HostMessages['pCatHost.getConfiguration'],
    options?: RequestOptions,
  ): Promise<HostConfiguration>;
  /** pCatHost.invalidUserAccessToken, waiting up to 60 s (or `options.timeoutMs`) for the host's new token. */
  requestUserAccessToken(errorCode?: string, options?: RequestOptions): Promise<string>;
}

/** Connects to the host, or gives null when there is none (not framed, nothing injected). */
export function connectToHost(options: ConnectToHostOptions): HostConnection | null {
  const win = options.window ?? window;
  const logger = options.logger ?? consoleLogger('[vitrine host messages]');
  const injected = injectedHostOf(win);
  const framed = win.parent !== win;
  if (!injected && !framed) return null;
  if (!injected && options.allowedOrigins.length === 0) {
    logger.info('Framed, but no host origin is allowed: not talking to the host');
    return null;
  }
  const transport = injected
    ? injectedTransport(win, injected, logger)
    : windowTransport({
        self: win,
        peer: () => win.parent,
        allowed: options.allowedOrigins,
        peerOrigin: parentOrigin(win, options.allowedOrigins),
        logger,
      });
  const channel = createChannel<HostMessages, AppMessages>({
    transport,
    incoming: APP_MESSAGE_SCHEMAS,
    outgoing: HOST_MESSAGE_SCHEMAS,
    idPrefix: 'app',
    defaultTimeoutMs: options.timeoutMs ?? HOST_REPLY_TIMEOUT_MS,
    timeoutsMs: HOST_REPLY_TIMEOUTS_MS,
    timeoutError: HOST_TIMEOUT_ERROR,
    logger,
  });
  return Object.assign(channel, {
    transport: injected ? ('injected' as const) : ('frame' as const),
    async getConfiguration(
      info: HostMessages['pCatHost.getConfiguration'],
      requestOptions?: RequestOptions,
    ) {
      const reply = await channel.request('pCatHost.getConfiguration', info, requestOptions);
      if (!reply.configuration) throw new Error(CONFIGURATION_NULL_ERROR);
      return reply.configuration;
    },
    async requestUserAccessToken(errorCode?: string, requestOptions?: RequestOptions) {
      const payload = errorCode === undefined ? {} : { errorCode };
      const reply = await channel.request(
        'pCatHost.invalidUserAccessToken',
        payload,
        requestOptions,
      );
      return reply.accessToken;
    },
  });
}

/**
 * The parent's origin before it speaks: location.ancestorOrigins (Chromium, Safari) or the
 * referrer; used only when allowed, so messages never go to a page the setting does not name.
 */
function parentOrigin(win: Window, allowed: AllowedOrigins): string | undefined {
  const referrer = originOfUrl(win.document.referrer);
  const candidates = [
    win.location.ancestorOrigins?.[0],
    // A link inside the frame makes the app its own referrer.
    referrer === win.location.origin ? undefined : referrer,
  ];
  return candidates.find((origin) => origin && isAllowedOrigin(origin, allowed));
}

function originOfUrl(url: string): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}
