/**
 * Liveness, readiness, health and metrics, for load balancers, orchestrators, Prometheus
 * and the test suite. /livez never touches the database (a busy database must not get the
 * process restarted); /readyz and /healthz do.
 */
import { APP_VERSION } from '@vitrine/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Store } from '../store';
import type { Metrics } from './metrics';

export interface Readiness {
  ready: boolean;
  /** What start-up is doing while not ready (e.g. 'search index'). */
  stage: string;
}

export interface StatusDeps {
  store: Store;
  metrics: Metrics;
  /** Whether the server may take traffic yet; ready when not given. */
  readiness?: () => Readiness;
}

const TAGS = ['status'];

export const statusRoutes =
  ({ store, metrics, readiness }: StatusDeps): FastifyPluginAsync =>
  async (app) => {
    const state = () => readiness?.() ?? { ready: true, stage: 'ready' };

    app.get(
      '/livez',
      { schema: { operationId: 'checkLiveness', tags: TAGS, summary: 'The process is alive' } },
      async () => ({
        status: 'ok',
      }),
    );

    const ready = async (_request: unknown, reply: FastifyReply) => {
      await store.query('SELECT 1');
      const { ready: isReady, stage } = state();
      return reply.status(isReady ? 200 : 503).send({
        status: isReady ? 'ok' : 'starting',
        stage,
        version: APP_VERSION,
        store: store.kind,
      });
    };
    app.get(
      '/readyz',
      {
        schema: {
          operationId: 'checkReadiness',
          tags: TAGS,
          summary: "Ready for traffic (503 'starting' until then)",
        },
      },
      ready,
    );
    app.get(
      '/healthz',
      { schema: { operationId: 'getHealth', tags: TAGS, summary: 'Health and readiness' } },
      ready,
    );

    app.get(
      '/metrics',
      { schema: { tags: TAGS, summary: 'Prometheus metrics', hide: true } },
      async (_request, reply) => reply.type(metrics.contentType).send(await metrics.text()),
    );
  };
