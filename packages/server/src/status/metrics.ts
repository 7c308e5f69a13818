/**
 * Prometheus metrics (prom-client): the process's own (heap, GC pauses, event-loop lag, CPU),
 * every request by route and status with a latency histogram, and gauges other services
 * add through `gauge` (search index size, mail outbox depth). One registry per app, so
 * tests that build several apps in one process do not share counts.
 */
import client from 'prom-client';

/** One figure, one per label value, or none yet. */
type GaugeValue = number | Record<string, number> | undefined;

/** Latency buckets in seconds: API answers are milliseconds, conversions seconds. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  return {
    /** Counts one answered request; `route` is the route's pattern, never the raw URL. */
    observe(method: string, route: string, status: number, seconds: number) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    /**
     * A gauge read at each scrape (it may ask the database); `read` answering undefined leaves
     * it unset, and a record of values sets one series per key, labelled `label`.
     */
    gauge(
      name: string,
      help: string,
      read: () => GaugeValue | Promise<GaugeValue>,
      label = 'part',
    ) {
      new client.Gauge({
        name,
        help,
        labelNames: [label],
        registers: [registry],
        async collect() {
          const value = await read();
          if (typeof value === 'number') this.set(value);
          else if (value)
            for (const [key, n] of Object.entries(value)) this.set({ [label]: key }, n);
        },
      });
    },
    contentType: registry.contentType,
    text: () => registry.metrics(),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
