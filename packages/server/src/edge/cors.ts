/**
 * Cross-origin calls (@fastify/cors) from the hosts named in EMBED_ORIGINS, so a host page
 * on another origin can call the catalogue and file services as well as frame the app.
 * Tokens travel in headers, never in cookies, so no credentials mode is needed.
 */
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Request headers the services read (spec 01 s.7) and answer headers a client may read. */
const ALLOWED_HEADERS = [
  'content-type',
  'authorization',
  'x-authorization-pcon-login',
  'x-authorization-admission',
  'x-enable-apisight',
  'x-request-id',
  'range',
];
const EXPOSED_HEADERS = [
  'content-disposition',
  'content-length',
  'x-request-id',
  'retry-after',
  'server-timing',
];

export async function cors(app: FastifyInstance, embedOrigins: string[]) {
  await app.register(fastifyCors, {
    // A list (possibly empty) rather than `false`, so preflights are answered either way.
    origin: embedOrigins.includes('*') ? '*' : embedOrigins,
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
    strictPreflight: false,
  });
}
