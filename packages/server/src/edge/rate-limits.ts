/**
 * Rate limits per client (@fastify/rate-limit) on the routes that cost the server most:
 * searches, file writes, derived files (image scaling, conversions), list downloads, and every
 * route of the user service and of product information (they read JSON bodies and the
 * database for anyone who asks). Reads of stored documents and files are cheap and not limited.
 * A limit is counted when a request arrives, before its body is read. The list of limited routes is this file;
 * a service may also put its own `config.rateLimit` on a route (the login forms do).
 * A client is its address, as TRUST_PROXY says to read it.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../errors';

interface Rule {
  method: string;
  /** Matched against the route's pattern (e.g. /api/dataport/v1/:dataport_id/imagine). */
  route: RegExp;
  perMinute: number;
}

export interface RateLimitOptions {
  enabled: boolean;
  catalogBasePath: string;
  dataportBasePath: string;
  usersBasePath: string;
  pimBasePath: string;
}

const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The limited routes. A person typing in the search bar sends at most ~3 searches a second. */
function rules(options: RateLimitOptions): Rule[] {
  const catalog = escape(options.catalogBasePath);
  const dataport = escape(options.dataportBasePath);
  const users = escape(options.usersBasePath);
  const pim = escape(options.pimBasePath);
  return [
    { method: 'POST', route: new RegExp(`^${catalog}/v1/\\w+/search$`), perMinute: 1200 },
    {
      method: 'POST',
      route: new RegExp(`^${dataport}/v1/(load|load_multipart|annotate|absorb|delete)$`),
      perMinute: 120,
    },
    {
      method: 'GET',
      route: new RegExp(`^${dataport}/v1/:\\w+/(imagine|substance|cadify)$`),
      perMinute: 1200,
    },
    // A list download may convert up to 500 files: few per client.
    { method: 'POST', route: new RegExp(`^${dataport}/v1/bundles$`), perMinute: 30 },
    { method: 'GET', route: new RegExp(`^${dataport}/v1/bundles/:\\w+/zip$`), perMinute: 30 },
    // Favourites are read once a page and written once a click; 5 a second is far above that.
    { method: 'POST', route: new RegExp(`^${users}/`), perMinute: 300 },
    // Two queries each time a detail opens.
    { method: 'POST', route: new RegExp(`^${pim}/`), perMinute: 600 },
  ];
}

export async function rateLimits(app: FastifyInstance, options: RateLimitOptions) {
  if (!options.enabled) return;
  const limited = rules(options);
  // Added before the plugin, whose own onRoute hook then finds the limit on the route.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const rule = limited.find((r) => methods.includes(r.method) && r.route.test(route.url));
    if (!rule || route.config?.rateLimit) return;
    route.config = {
      ...route.config,
      rateLimit: { max: rule.perMinute, timeWindow: 60_000 },
    };
  });
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  });
}
