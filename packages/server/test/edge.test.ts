/**
 * What every client meets at the edge, whatever the route: security headers, CORS for the
 * hosts in EMBED_ORIGINS, rate limits with a clear 429, request ids, and the status routes
 * (liveness, readiness, metrics), including the 'starting' answer before start-up is done.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Readiness } from '../src/status';
import { startHarness, type Harness } from './app-harness';
import { STORE_KINDS } from './stores';

const kind = STORE_KINDS[0]!; // the edge does not depend on the store
const search = { query_string: 'chair', from: 0, size: 1 };

describe('the edge', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('sends security headers on API answers and on 404s', async () => {
    h = await startHarness(kind);
    for (const url of ['/api/catalog/v1/models/list', '/api/nothing/here']) {
      const res = await h.app.inject({ method: 'POST', url, payload: {} });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('lets only the EMBED_ORIGINS hosts frame the app and call the API', async () => {
    h = await startHarness(kind, { EMBED_ORIGINS: 'https://planner.example.com' });
    const preflight = await h.app.inject({
      method: 'OPTIONS',
      url: '/api/catalog/v1/models/search',
      headers: {
        origin: 'https://planner.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-authorization-pcon-login',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://planner.example.com');
    expect(preflight.headers['access-control-allow-headers']).toContain(
      'x-authorization-pcon-login',
    );

    const foreign = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/models/search',
      headers: { origin: 'https://evil.example.net' },
      payload: search,
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://planner.example.com",
    );
  });

  it('without EMBED_ORIGINS answers no cross-origin caller, but OPTIONS is not a 404', async () => {
    h = await startHarness(kind);
    const preflight = await h.app.inject({
      method: 'OPTIONS',
      url: '/api/catalog/v1/models/search',
      headers: { origin: 'https://planner.example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).not.toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 429 with the wait in the reason once a client searches too often', async () => {
    h = await startHarness(kind, { RATE_LIMIT: 'true' });
    const send = () =>
      h!.app.inject({ method: 'POST', url: '/api/catalog/v1/models/search', payload: search });
    let limited: Awaited<ReturnType<typeof send>> | undefined;
    for (let i = 0; i < 1300 && !limited; i++) {
      const res = await send();
      if (res.statusCode === 429) limited = res;
      else expect(res.statusCode).toBe(200);
    }
    if (!limited) throw new Error('no 429 within 1300 searches');
    const body = limited.json();
    expect(body.error_code).toBe('_429_too_many_requests');
    expect(body.reason).toMatch(/^Too many requests: try again in \d+ s$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Reads of stored documents are not limited.
    const fetch = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/models/fetch',
      payload: { ids: ['x'] },
    });
    expect(fetch.statusCode).toBe(200);
  });

  it('limits list downloads to a few per client and minute', async () => {
    h = await startHarness(kind, { RATE_LIMIT: 'true' });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await h.app.inject({
        method: 'GET',
        url: '/api/dataport/v1/bundles/AAAAAAAAAAAAAAAAAAAAAA/zip',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('keeps a well-formed X-Request-Id and replaces anything else', async () => {
    h = await startHarness(kind);
    const kept = await h.app.inject({ url: '/livez', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const odd = await h.app.inject({
      url: '/livez',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 503 'starting' to everything but the status routes until ready", async () => {
    let state: Readiness = { ready: false, stage: 'search index' };
    h = await startHarness(kind, {}, { readiness: () => state });
    expect((await h.app.inject({ url: '/livez' })).statusCode).toBe(200);
    const notReady = await h.app.inject({ url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ status: 'starting', stage: 'search index' });
    const api = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/models/search',
      payload: search,
    });
    expect(api.statusCode).toBe(503);
    expect(api.json().error_code).toBe('_503_starting');
    expect(api.headers['retry-after']).toBe('5');

    state = { ready: true, stage: 'ready' };
    expect((await h.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const ready = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/models/search',
      payload: search,
    });
    expect(ready.statusCode).toBe(200);
  });

  it('serves Prometheus metrics: requests by route and status, heap, event-loop lag', async () => {
    h = await startHarness(kind);
    await h.app.inject({ method: 'POST', url: '/api/catalog/v1/models/search', payload: search });
    await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/models/search',
      payload: { size: 'many' },
    });
    const res = await h.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/catalog\/v1\/models\/search",status="200"\} 1/,
    );
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*status="400"\} 1/);
    expect(text).toContain('nodejs_heap_size_used_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_gc_duration_seconds');
  });
});
