/**
 * The demo host page (examples/host, built into examples/host/dist) at /examples/host/, on
 * the app's own origin, so it can frame the app with the default EMBED_ORIGINS (the CSP's
 * frame-ancestors 'self'). On in development and when EXAMPLE_HOST=true; a production
 * deployment (NODE_ENV=production) leaves it out unless asked (docs/EMBEDDING.md).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export const EXAMPLE_HOST_PATH = '/examples/host/';

/** A page of the built demo host, as a file. */
export const exampleHostPage = (config: Config, page: string) =>
  path.join(config.embedding.exampleHostDist, page);

/** Registers the page when enabled and built; says in the log why it is not served. */
export async function exampleHost(app: FastifyInstance, config: Config): Promise<void> {
  const { exampleHost: enabled, exampleHostDist: dist } = config.embedding;
  if (!enabled) return;
  if (!existsSync(path.join(dist, 'index.html'))) {
    app.log.warn(`The demo host is not built (npm run build:example-host): ${dist}`);
    return;
  }
  // Its assets use relative paths: the page needs the trailing slash.
  app.get(EXAMPLE_HOST_PATH.slice(0, -1), (_request, reply) => {
    void reply.redirect(EXAMPLE_HOST_PATH);
  });
  await app.register(fastifyStatic, {
    root: dist,
    prefix: EXAMPLE_HOST_PATH,
    decorateReply: false,
    setHeaders: (res) => {
      void res.header('Cache-Control', 'no-cache');
    },
  });
}
