import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a refused body is still read (and dropped) after the answer, at most. */
export const LINGER_MS = 2_000;
/** How much of a refused body is still read (and dropped) after the answer, at most. */
export const LINGER_BYTES = 16 * 1024 * 1024;

/**
 * An answer that refuses a body before it was read whole (413, or 401 before the body) closes
 * the connection. Closing a socket with the client's data still unread makes the system reset
 * it (TCP), and the client's system may then drop the answer it had not read yet: the client
 * sees "connection reset" instead of the 413 that says why. As nginx's lingering_close does,
 * such a connection sends its answer, half-closes, and drops what still arrives for a bounded
 * time and size before it is closed, so the answer arrives.
 */
export function lingeringClose(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    const socket = request.raw.socket as Socket | null;
    if (!socket || request.raw.complete || reply.getHeader('connection') !== 'close') return;
    linger(socket);
  });
}

function linger(socket: Socket) {
  // Node's server calls destroySoon() once a `connection: close` answer is written.
  socket.destroySoon = () => {
    if (socket.destroyed) return;
    socket.end();
    let dropped = 0;
    const close = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    socket.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) close();
    });
    socket.once('end', close);
    socket.resume();
  };
}
