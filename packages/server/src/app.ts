/**
 * Builds the one Fastify application from services built elsewhere (services.ts): hooks
 * (request ids, metrics, edge, readiness, access), every service's routes as a plugin under
 * its base path, the OpenAPI document, the web app (web/), and the shared error handling.
 * It creates no service.
 */
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { APP_VERSION } from '@vitrine/contracts';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue';
import { editRoutes, importRoutes, ownerEditRoutes } from './import';
import { searchRoutes } from './search';
import type { Config } from './config';
import { bundlesRoutes } from './bundles';
import { deriveRoutes } from './derive';
import { errorHandler } from './error-handler';
import { starting } from './errors';
import { filesRoutes } from './files';
import { createMetrics, statusRoutes, type Readiness } from './status';
import { CONFIGURATOR_BASE_PATH, configuratorRoutes } from './configurator';
import {
  consentedOrigins,
  cors,
  jsonBodies,
  lingeringClose,
  overload,
  rateLimits,
  securityHeaders,
  serverTiming,
} from './edge';
import { createLogger, type Logger } from './logger';
import type { Services } from './services';
import { exampleHostPage, webRoutes } from './web';
import { accessHook } from './access';
import { authRoutes } from './auth';
import { usersRoutes } from './users';
import { pimRoutes } from './pim';
import { outboxRoutes } from './mail';
import { insightsRoutes } from './insights';
import { reportsRoutes } from './reports';
import { siteRoutes } from './site';
import { openapi } from './openapi';

export interface AppDeps {
  config: Config;
  services: Services;
  /** Whether the server may take traffic yet (/readyz); ready when not given. */
  readiness?: () => Readiness;
  /** The process's logger; one from the config's level when not given. */
  logger?: Logger;
}

const STATUS_PATHS = new Set(['/livez', '/readyz', '/healthz', '/metrics']);

/** A client's X-Request-Id is kept only when it looks like an id (it is echoed and logged). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, services } = deps;
  const { store, auth } = services;
  // Typed as Fastify's logger so the instance keeps Fastify's default type parameters.
  const logger: FastifyBaseLogger = deps.logger ?? createLogger(config.logLevel, config.logFormat);
  const app = Fastify({
    loggerInstance: logger,
    // One line per request at debug (below): info stays the process's own story.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    // Errors found before routing (a URL that is not UTF-8) get the API error shape too (no
    // hook runs for them); path parameters as long as the longest id (200) reach their schema.
    frameworkErrors: (error, request, reply) =>
      void errorHandler(error, request, reply.header('X-Request-Id', request.id)),
    routerOptions: { maxParamLength: 256 },
  });
  app.setErrorHandler(errorHandler);
  // Before any plugin: each inherits the parser when it is registered.
  jsonBodies(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  const metrics = createMetrics();
  metrics.gauge(
    'vitrine_search_index_items',
    'Items in the search index of this process, by entity',
    () => services.search.engine.itemCounts(),
    'entity',
  );
  metrics.gauge('vitrine_mail_outbox_depth', 'Mails waiting in the outbox (unsent)', () =>
    services.mail.pending(),
  );
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    request.log.debug(
      {
        method: request.method,
        // Without the query, which may carry one-time codes.
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  await securityHeaders(app, {
    webDist: config.webDist,
    // The demo host's integration page runs its one inline script (docs/EMBEDDING.md).
    otherPages: config.embedding.exampleHost ? [exampleHostPage(config, 'integration.html')] : [],
    embedOrigins: config.embedOrigins,
    // The app's baseurl parameter may name one of them as its API server (docs/EMBEDDING.md).
    apiOrigins: config.embedOrigins.filter((origin) => origin !== '*'),
    // The server status may send the app to a fallback server (spec 02 s.7).
    fallbackOrigins: () => services.site.fallbackOrigins(),
    consented: consentedOrigins({
      sentryDsn: config.reports.sentryDsn,
      analyticsUrl: config.tracking.analytics?.url,
      clarity: !!config.tracking.clarity,
    }),
  });
  await cors(app, config.embedOrigins);
  lingeringClose(app);
  serverTiming(app, config.embedOrigins);
  overload(app, {
    enabled: config.overloadDelayMs > 0,
    maxDelayMs: config.overloadDelayMs,
    exempt: STATUS_PATHS,
  });
  await rateLimits(app, {
    enabled: config.rateLimit,
    catalogBasePath: config.catalogBasePath,
    dataportBasePath: config.dataportBasePath,
    usersBasePath: config.usersBasePath,
    pimBasePath: config.pimBasePath,
  });
  // Until start-up is done only the status routes answer; everything else says 'starting'.
  const { readiness } = deps;
  if (readiness) {
    app.addHook('onRequest', async (request, reply) => {
      const state = readiness();
      if (state.ready || STATUS_PATHS.has(request.url.split('?')[0]!)) return;
      reply.header('Retry-After', '5');
      throw starting(state.stage);
    });
  }

  // Identity: every request's caller (login token, admission token), and our login provider
  // unless OIDC_ISSUER names another.
  await app.register(accessHook(services.tokens, services.users.admission, services.apiTokens));
  if (!config.auth.oidcIssuer) {
    await app.register(authRoutes(auth), { prefix: config.auth.basePath });
  }
  // The provider's clean-up of expired rows runs while the app does.
  auth.start();
  app.addHook('onClose', async () => auth.stop());

  await app.register(
    openapi({
      title: 'Vitrine',
      version: APP_VERSION,
      description: 'Catalogue, file service and more',
    }),
  );

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
    await api.register(searchRoutes(services.search.service), { prefix: config.catalogBasePath });
  });
  await app.register(importRoutes(services.imports, config.imports.uploadLimit), {
    prefix: config.catalogBasePath,
  });
  await app.register(editRoutes(services.imports, config.files.uploadLimit), {
    prefix: config.catalogBasePath,
  });
  await app.register(ownerEditRoutes(services.imports, config.files.uploadLimit), {
    prefix: config.catalogBasePath,
  });
  await app.register(filesRoutes(services.files), { prefix: config.dataportBasePath });
  await app.register(deriveRoutes(services.derive), { prefix: config.dataportBasePath });
  await app.register(bundlesRoutes(services.bundles), { prefix: config.dataportBasePath });
  await app.register(configuratorRoutes(services.configurator), {
    prefix: CONFIGURATOR_BASE_PATH,
  });
  await app.register(usersRoutes(services.users), { prefix: config.usersBasePath });
  // The outbox page's routes sit beside the user service's (the web app's userBase).
  await app.register(outboxRoutes(services.mail), { prefix: config.usersBasePath });
  await app.register(pimRoutes(services.pim, { dataportBase: config.dataportBasePath }), {
    prefix: config.pimBasePath,
  });
  await app.register(statusRoutes({ store, metrics, readiness: deps.readiness }));
  await app.register(siteRoutes(services.site, { basePath: config.site.basePath }));
  await app.register(reportsRoutes(services.reports, { perMinute: config.reports.perMinute }), {
    prefix: config.reports.basePath,
  });
  await app.register(insightsRoutes(services.insights, { perMinute: config.insights.perMinute }), {
    prefix: config.insights.basePath,
  });

  await app.register(
    webRoutes({
      config,
      configuratorBase: CONFIGURATOR_BASE_PATH,
      previews: services.catalogue,
      firstResults: services.search.service,
    }),
  );
  return app;
}
