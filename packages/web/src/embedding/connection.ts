/**
 * The app's one connection to its host (@vitrine/embed/app): made once at start when the app
 * is framed by an allowed origin or a native host injected itself; null otherwise, and then
 * nothing is ever sent. Allowed origins: the app's own (the demo host at /examples/host/)
 * and EMBED_ORIGINS, which the server hands over as runtime settings.
 */
import { connectToHost, type AllowedOrigins, type HostConnection } from '@vitrine/embed/app';
import { config } from '../config';

let connection: HostConnection | null | undefined;

/** The host origins the app listens to and sends to. */
export function allowedHostOrigins(
  own: string,
  hostOrigins: readonly string[] = config.hostOrigins,
): AllowedOrigins {
  return hostOrigins.includes('*') ? '*' : [own, ...hostOrigins];
}

/** Connects on the first call; later calls give the same connection (or null). */
export function hostConnection(): HostConnection | null {
  if (connection === undefined) {
    connection = connectToHost({
      allowedOrigins: allowedHostOrigins(location.origin),
      timeoutMs: config.hostReplyTimeoutMs,
    });
  }
  return connection;
}

/** Request options: the operator's timeout (HOST_REPLY_TIMEOUT_MS) replaces every wait. */
export const replyWait = () =>
  config.hostReplyTimeoutMs === undefined ? {} : { timeoutMs: config.hostReplyTimeoutMs };
