/**
 * X-Enable-APISight: true (spec 01 s.5) answers with a Server-Timing header: `db` (the
 * database statements the request waited for, summed), `index` (the search index), `serialize`
 * (turning the answer into JSON) and `total` (the request as the server saw it), in
 * milliseconds. Counted only for the requests that ask; the figures say nothing about other
 * callers. The handler runs inside the measurement from preHandler on, once the body is read
 * (a body's stream events would leave it).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { measuring, type Timings } from '../server-timing';

const METRICS: Array<[name: string, description: string]> = [
  ['db', 'Database'],
  ['index', 'Search index'],
  ['serialize', 'Serialisation'],
];

const asked = (request: FastifyRequest) => request.headers['x-enable-apisight'] === 'true';

export function serverTiming(app: FastifyInstance): void {
  const timingsOf = new WeakMap<FastifyRequest, Timings>();
  const serializing = new WeakMap<FastifyRequest, number>();
  app.addHook('preHandler', (request, _reply, done) => {
    if (!asked(request)) return done();
    const timings: Timings = new Map();
    timingsOf.set(request, timings);
    measuring(timings, done);
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (timingsOf.has(request)) serializing.set(request, performance.now());
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!asked(request)) return payload;
    const timings = timingsOf.get(request) ?? new Map<string, number>();
    const start = serializing.get(request);
    if (start !== undefined) timings.set('serialize', performance.now() - start);
    const entries = METRICS.filter(([name]) => timings.has(name)).map(
      ([name, description]) => `${name};desc="${description}";dur=${timings.get(name)!.toFixed(1)}`,
    );
    entries.push(`total;desc="Total";dur=${reply.elapsedTime.toFixed(1)}`);
    reply.header('Server-Timing', entries.join(', '));
    return payload;
  });
}
