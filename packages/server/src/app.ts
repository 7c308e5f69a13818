/**
 * Builds the one Fastify application: every service as a plugin under its base path, the
 * OpenAPI document, the web app (web/), and the shared error handling.
 */
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@vitrine/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { searchRoutes } from './search/search.routes';
import type { Config } from './config';
import { dataportRoutes } from './dataport/dataport.routes';
import { errorHandler } from './error-handler';
import { statusRoutes } from './status/status.routes';
import { CONFIGURATOR_BASE_PATH, configuratorRoutes } from './configurator/configurator.routes';
import { createConfiguratorService } from './configurator/configurator.service';
import type { Services } from './services';
import { webRoutes } from './web';

export interface AppDeps {
  config: Config;
  services: Services;
  /** Whether the demo catalogue is ready; health reports it. */
  readiness?: () => { ready: boolean; stage: string };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, services } = deps;
  const { store } = services;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });
  app.setErrorHandler(errorHandler);

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

  await app.register(webRoutes({ config, configuratorBase: CONFIGURATOR_BASE_PATH }));
  return app;
}
