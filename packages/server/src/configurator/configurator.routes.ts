/** HTTP edge of the configurator: a model's configuration and its configured variants. */
import {
  ApiError,
  ConfigurationAnswer,
  Id,
  VariantAnswer,
  VariantRequest,
} from '@vitrine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import { callerOf } from '../access';
import type { ConfiguratorService } from './configurator.service';

/** Where the configurator's API lives (the page itself is /configurator.html). */
export const CONFIGURATOR_BASE_PATH = '/api/configurator';

const Params = Type.Object({ model_id: Id });
const errors = { 400: ApiError, 404: ApiError, 422: ApiError };

export const configuratorRoutes =
  (service: ConfiguratorService): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: Static<typeof Params> }>(
      '/v1/models/:model_id',
      {
        schema: {
          operationId: 'getConfiguration',
          tags: ['configurator'],
          summary: "The model's configuration (parts, material slots, options)",
          description:
            'Configuration files are preferred in the order pec, peclight, obx, vcfg; only vcfg ' +
            '(docs/CONFIGURATOR.md) can be read, for the others only the format is answered.',
          params: Params,
          response: { 200: ConfigurationAnswer, ...errors },
        },
      },
      async (request) => service.configuration(request.params.model_id, callerOf(request)),
    );

    app.post<{ Body: VariantRequest }>(
      '/v1/variant',
      {
        schema: {
          operationId: 'createVariant',
          tags: ['configurator'],
          summary: 'Makes (or reuses) the glb of a configured variant and answers its dataport id',
          description:
            'Download it in any format with GET /api/dataport/v1/{dataport_id}/cadify?f=obj. ' +
            'Unknown slots, materials, options or values answer 400 naming the field.',
          body: VariantRequest,
          response: { 200: VariantAnswer, ...errors },
        },
      },
      async (request) => service.variant(request.body, callerOf(request)),
    );
  };
