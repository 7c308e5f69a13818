/**
 * X-Enable-APISight: true (spec 01 s.5) answers with a Server-Timing header saying where the
 * request's time went (database, search index, serialisation, total), so an integrator sees
 * it in the browser's developer tools; requests that do not ask get no such header.
 */
import { newModel, newOwner, neutralText, textsFor } from '@vitrine/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import { STORE_KINDS } from './stores';

/** The header's metrics as name -> milliseconds. */
function metricsOf(header: string | string[] | number | undefined): Record<string, number> {
  expect(typeof header).toBe('string');
  const entries = (header as string).split(',').map((entry) => {
    const [name, ...params] = entry.trim().split(';');
    const dur = params.find((param) => param.startsWith('dur='));
    return [name!, Number(dur?.slice(4))] as const;
  });
  return Object.fromEntries(entries);
}

describe.each(STORE_KINDS)('Server-Timing on $name', (kind) => {
  let h: Harness;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'POST', url: `/api/catalog/v1/${url}`, payload, headers });
  const sight = { 'x-enable-apisight': 'true' };
  // Stored (again) before a request, so its reads are not answered from a cache.
  const store = () =>
    h.services.catalogue.store(
      'model',
      ['a', 'b', 'c'].map((id) =>
        newModel({
          id,
          type: 'cad',
          owner_id: 'acme',
          texts: textsFor('title', { en: `Lamp ${id}` }),
        }),
      ),
    );

  beforeAll(async () => {
    h = await startHarness(kind);
    await h.services.catalogue.store('owner', [
      newOwner({ id: 'acme', texts: [neutralText('name', 'Acme')] }),
    ]);
    await store();
  });
  afterAll(() => h?.close());

  it("times a search's index, its database reads, serialisation and the whole", async () => {
    await store();
    const res = await post(
      'models/search',
      { query_string: 'lamp', fetch: { texts: true } },
      sight,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    const metrics = metricsOf(res.headers['server-timing']);
    expect(Object.keys(metrics).sort()).toEqual(['db', 'index', 'serialize', 'total']);
    for (const value of Object.values(metrics)) expect(value).toBeGreaterThanOrEqual(0);
    expect(metrics.total).toBeGreaterThanOrEqual(metrics.index!);
    expect(res.headers['server-timing']).toContain('desc="Search index"');
  });

  it('times a fetch by the database it waited for', async () => {
    await store();
    const res = await post('models/fetch', { ids: ['a', 'b'] }, sight);
    expect(res.statusCode).toBe(200);
    const metrics = metricsOf(res.headers['server-timing']);
    expect(metrics.db).toBeGreaterThan(0);
    expect(metrics.index).toBeUndefined();
    expect(metrics.total).toBeGreaterThanOrEqual(metrics.db!);
  });

  it('times an error answer too', async () => {
    const res = await post('models/search', { query_string: 7 }, sight);
    expect(res.statusCode).toBe(400);
    expect(metricsOf(res.headers['server-timing']).total).toBeGreaterThanOrEqual(0);
  });

  it('says nothing to a request that does not ask', async () => {
    for (const headers of [{}, { 'x-enable-apisight': 'false' }] as Record<string, string>[]) {
      const res = await post('models/search', { query_string: 'lamp' }, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['server-timing']).toBeUndefined();
    }
  });
});
