/**
 * The app's one connection to its host (@vitrine/embed/app): made once at start (start.ts)
 * when the app is framed by an allowed origin or a native host injected itself; null
 * otherwise, and then nothing is ever sent. Allowed origins: the app's own (the demo host
 * at /examples/host/) and EMBED_ORIGINS, which the server hands over as runtime settings.
 * Only types of the SDK here: its channel code loads only when there may be a host.
 */
import type { AllowedOrigins, HostConnection } from '@vitrine/embed/app';
import { config } from '../config';

let connection: HostConnection | null = null;

/** The host origins the app listens to and sends to. */
export function allowedHostOrigins(
  own: string,
  hostOrigins: readonly string[] = config.hostOrigins,
): AllowedOrigins {
  return hostOrigins.includes('*') ? '*' : [own, ...hostOrigins];
}

/** The connection, once start.ts made one. */
export const hostConnection = (): HostConnection | null => connection;

export function setHostConnection(next: HostConnection | null): void {
  connection = next;
}

/** Whether a host may be there: a parent window, or an object a native host injected. */
export const mayHaveHost = () =>
  typeof window !== 'undefined' && (window.parent !== window || 'pCatHost' in window);

/** Request options: the operator's timeout (HOST_REPLY_TIMEOUT_MS) replaces every wait. */
export const replyWait = () =>
  config.hostReplyTimeoutMs === undefined ? {} : { timeoutMs: config.hostReplyTimeoutMs };
