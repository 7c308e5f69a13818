/** Liveness and readiness for load balancers and the test suite. */
import { APP_VERSION } from '@vitrine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Store } from '../store/store';

export const statusRoutes =
  (store: Store, readiness?: () => { ready: boolean; stage: string }): FastifyPluginAsync =>
  async (app) => {
    app.get(
      '/healthz',
      { schema: { tags: ['status'], summary: 'Health and readiness' } },
      async (_request, reply) => {
        await store.query('SELECT 1');
        const state = readiness?.() ?? { ready: true, stage: 'ready' };
        return reply.status(state.ready ? 200 : 503).send({
          status: state.ready ? 'ok' : 'starting',
          stage: state.stage,
          version: APP_VERSION,
          store: store.kind,
        });
      },
    );
  };
