/**
 * How envelopes travel: window.postMessage between a page and its frame, or an object a
 * native host (CEF, WebView2, WKWebView) injects into the app's window. A transport hands
 * the channel only what came from the peer and an allowed origin.
 */
import type { Envelope } from '@vitrine/contracts/host-messages';
import { claimedType } from './envelope';
import type { Logger } from './logger';

export interface Transport {
  /** Delivers an envelope to the peer; false when it could not be sent (logged). */
  post(envelope: Envelope): boolean;
  /** Calls `receive` with each piece of data from the peer; returns the way to stop. */
  listen(receive: (data: unknown) => void): () => void;
}

/** `'*'` accepts every origin; otherwise exact origins such as `https://planner.example`. */
export type AllowedOrigins = '*' | readonly string[];

export function isAllowedOrigin(origin: string, allowed: AllowedOrigins): boolean {
  return allowed === '*' || allowed.includes('*') || allowed.includes(origin);
}

export interface WindowTransportOptions {
  /** The window that listens (the page or the app). */
  self: Window;
  /** The other end: the frame's contentWindow, or the app's parent. */
  peer: () => Window | null | undefined;
  allowed: AllowedOrigins;
  /** The peer's origin when known before it speaks (e.g. from the frame's URL). */
  peerOrigin?: string;
  logger: Logger;
}

/**
 * postMessage both ways. Messages count only when they come from the peer window and an
 * allowed origin. Sending targets the peer's origin once known (given, or the origin of its
 * last message); before that each allowed origin, since the browser delivers a message only
 * when the target origin matches, or `'*'` when every origin is allowed.
 */
export function windowTransport(options: WindowTransportOptions): Transport {
  const { self, peer, allowed, logger } = options;
  let peerOrigin = options.peerOrigin;
  const targets = (): readonly string[] => {
    if (peerOrigin && isAllowedOrigin(peerOrigin, allowed)) return [peerOrigin];
    if (allowed === '*' || allowed.includes('*')) return ['*'];
    return allowed;
  };
  return {
    post(envelope) {
      const target = peer();
      if (!target) {
        logger.warn(`Cannot send ${envelope.type}: no window to send to`);
        return false;
      }
      for (const origin of targets()) target.postMessage(envelope, origin);
      return true;
    },
    listen(receive) {
      const onMessage = (event: MessageEvent) => {
        if (!event.source || event.source !== peer()) return;
        if (!isAllowedOrigin(event.origin, allowed)) {
          const type = claimedType(event.data);
          if (type) logger.warn(`Ignoring ${type} from ${event.origin}: origin not allowed`);
          return;
        }
        peerOrigin = event.origin;
        receive(event.data);
      };
      self.addEventListener('message', onMessage);
      return () => self.removeEventListener('message', onMessage);
    },
  };
}

/**
 * The object a native host injects into the app's window before the app starts, under the
 * name `pCatHost`. The app sends each envelope as JSON text; the host answers by calling
 * `window.pCat.receive(jsonTextOrObject)` in the app's window (ExecuteScript and the like).
 */
export interface InjectedHost {
  postMessage(message: string): void;
}

/** What the app installs as `window.pCat` for an injected host to call. */
export interface InjectedReceiver {
  receive(message: string | object): void;
}

type InjectedWindow = { pCatHost?: InjectedHost; pCat?: InjectedReceiver };

export function injectedHostOf(win: object): InjectedHost | undefined {
  const host = (win as InjectedWindow).pCatHost;
  return host && typeof host.postMessage === 'function' ? host : undefined;
}

/** The injected-object transport; trusted like the host's own code, so no origin check. */
export function injectedTransport(win: object, host: InjectedHost, logger: Logger): Transport {
  return {
    post(envelope) {
      try {
        host.postMessage(JSON.stringify(envelope));
        return true;
      } catch (error) {
        logger.error(`The host's pCatHost.postMessage failed for ${envelope.type}`, error);
        return false;
      }
    },
    listen(receive) {
      const receiver: InjectedReceiver = { receive: (message) => receive(message) };
      (win as InjectedWindow).pCat = receiver;
      return () => {
        if ((win as InjectedWindow).pCat === receiver) delete (win as InjectedWindow).pCat;
      };
    },
  };
}
