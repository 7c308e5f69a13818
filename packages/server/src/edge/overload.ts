/**
 * Under overload the server says so (503 with Retry-After) instead of taking every request
 * and answering each later and later. Overload is an event loop that runs behind: the median
 * delay of its turns (perf_hooks, sampled every 10 ms) past OVERLOAD_DELAY_MS in three
 * windows of a second in a row, or a heap near its limit. The median and the windows in a row
 * tell a queue of work from one long task (a two-second block is one late sample, then none),
 * which must not turn callers away; @fastify/under-pressure's mean over one window could not. While
 * overloaded, every request but the status routes is refused before anything else is done;
 * /livez keeps saying the process lives, /readyz whether start-up is done.
 */
import type { FastifyInstance } from 'fastify';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { overloaded } from '../errors';

export interface OverloadOptions {
  enabled: boolean;
  /** The median event-loop delay (ms) past which the loop counts as behind. */
  maxDelayMs: number;
  /** Paths that always answer (the status routes). */
  exempt: ReadonlySet<string>;
}

/** Seconds a refused client is told to wait. */
export const OVERLOAD_RETRY_AFTER = 2;
const RESOLUTION_MS = 10;
const WINDOW_MS = 1000;
/** Windows in a row the loop must be behind: a burst of a second or two is not overload. */
const WINDOWS = 3;

export function overload(app: FastifyInstance, options: OverloadOptions) {
  if (!options.enabled) return;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const heapLimit = getHeapStatistics().heap_size_limit * 0.9;
  let behind: boolean[] = [];
  let heapFull = false;
  const sample = setInterval(() => {
    const median = histogram.count > 0 ? histogram.percentile(50) / 1e6 - RESOLUTION_MS : 0;
    histogram.reset();
    behind = [...behind, median > options.maxDelayMs].slice(-WINDOWS);
    heapFull = process.memoryUsage().heapUsed > heapLimit;
  }, WINDOW_MS);
  sample.unref();
  histogram.enable();
  app.addHook('onClose', async () => {
    clearInterval(sample);
    histogram.disable();
  });
  app.addHook('onRequest', async (request, reply) => {
    const busy = behind.length === WINDOWS && behind.every(Boolean);
    if (!busy && !heapFull) return;
    if (options.exempt.has(request.url.split('?')[0]!)) return;
    reply.header('Retry-After', String(OVERLOAD_RETRY_AFTER));
    throw overloaded(heapFull ? 'memory' : 'busy', OVERLOAD_RETRY_AFTER);
  });
}
