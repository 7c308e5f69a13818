/**
 * Builds the one Fastify application: every service as a plugin under its base path, the
 * OpenAPI document, the web app with history fallback, and the shared error handling.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@vitrine/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { searchRoutes } from './search/search.routes';
import type { Config } from './config';
import { dataportRoutes } from './dataport/dataport.routes';
import { errorHandler } from './error-handler';
import { ApiFailure } from './errors';
import { statusRoutes } from './status/status.routes';
import { CONFIGURATOR_BASE_PATH, configuratorRoutes } from './configurator/configurator.routes';
import { createConfiguratorService } from './configurator/configurator.service';
import type { Services } from './services';
import { accessHook, createTokenVerifier } from './access';
import { authRoutes, createAuth, type Auth } from './auth';

export interface AppDeps {
  config: Config;
  services: Services;
  /** Whether the demo catalogue is ready; health reports it. */
  readiness?: () => { ready: boolean; stage: string };
  /** The login provider and accounts; made from config when not given (tests shorten TTLs). */
  auth?: Auth;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, services } = deps;
  const { store, blobs } = services;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    trustProxy: config.auth.trustProxy,
  });
  app.setErrorHandler(errorHandler);

  // ---- Identity (issue 16): every request's caller, and our login provider unless OIDC_ISSUER names another.
  const auth =
    deps.auth ?? (await createAuth({ store, mail: services.mail, settings: config.auth }));
  await app.register(accessHook(createTokenVerifier(auth.tokenChecks())));
  if (!config.auth.oidcIssuer) {
    await app.register(authRoutes(auth), { prefix: config.auth.basePath });
  }
  auth.start();
  app.addHook('onClose', async () => auth.stop());
  // ---- end of identity

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Vitrine',
        version: APP_VERSION,
        description: 'Catalogue, file service and more',
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Catalogue and search answers are JSON of tens to hundreds of KB (a first search with
  // counters: 150 KB, 17 KB compressed): compressed for clients that accept it, at a low
  // level so a loaded server spends little on it. Files keep their own encoding (the web
  // build is precompressed; images and models are compressed formats or served by range).
  await app.register(async (api) => {
    await api.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 4 },
    });
    await api.register(catalogueRoutes(services.catalogue), { prefix: config.catalogBasePath });
    await api.register(searchRoutes(services.search), { prefix: config.catalogBasePath });
  });
  await app.register(
    dataportRoutes({
      files: services.dataport,
      derive: services.derive,
      cad: services.cad,
      limits: services.dataport.limits,
    }),
    { prefix: config.dataportBasePath },
  );
  await app.register(configuratorRoutes(createConfiguratorService(services)), {
    prefix: CONFIGURATOR_BASE_PATH,
  });
  await app.register(statusRoutes(store, deps.readiness));

  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  await app.register(fastifyStatic, {
    root: hasWeb ? config.webDist : blobs.root,
    serve: hasWeb,
    wildcard: false,
    index: false,
    // The web build ships .br and .gz beside each text file (packages/web/vite.config.ts).
    preCompressed: true,
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      // Translations: the app asks for them with ?v={version}.{content hash}, so a day of
      // caching never serves a stale one to the app.
      const translation = file.includes(`${path.sep}i18n${path.sep}`);
      res.header(
        'Cache-Control',
        immutable
          ? 'public, max-age=31536000, immutable'
          : translation
            ? 'public, max-age=86400'
            : 'no-cache',
      );
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url.startsWith('/api/') || url === '/healthz' || path.extname(url) !== '';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApi && hasWeb) {
      // History fallback: deep links into the app get the app, which routes them.
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html', config.webDist);
    }
    throw new ApiFailure(404, '_404_not_found', `No route ${request.method} ${url}`);
  });
  return app;
}
