/**
 * The per-client limits on the user service and product information: every caller from one
 * address shares them (anonymous, another user, the owner of the data), the request past the
 * limit is a 429 whoever sends it, and other addresses are not touched.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from './stores';
import { startUsersWorld, type Person, type UsersWorld } from './users-harness';

const kind = STORE_KINDS[0]!; // the limits do not depend on the store

describe('rate limits on /api/users and /api/pim', () => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await startUsersWorld(kind, { env: { RATE_LIMIT: 'true' } });
  }, 180_000);
  afterAll(async () => world?.close());

  const send = (url: string, from: string, payload: unknown, who?: Person) =>
    world.server.app.inject({
      method: 'POST',
      url,
      remoteAddress: from,
      payload,
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
    } as InjectOptions);

  /** Sends `count` anonymous requests from `from`; returns their statuses. */
  async function flood(url: string, from: string, count: number, payload: unknown) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await send(url, from, payload)).statusCode);
    return statuses;
  }

  it('limits triple writes to 300 a minute per client, whoever calls', async () => {
    const { ann, eve } = world.people;
    const url = '/api/users/v1/triples/write';
    const write = { write: [{ user: ann.uuid, scope: 'settings', key: 'theme', value: 'dark' }] };
    const statuses = await flood(url, '10.0.0.1', 301, write);
    expect(statuses.slice(0, 300).every((status) => status === 401)).toBe(true);
    const over = await send(url, '10.0.0.1', write);
    expect(over.statusCode).toBe(429);
    expect(over.json().error_code).toBe('_429_too_many_requests');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The owner and another user on the same address share its limit.
    expect((await send(url, '10.0.0.1', write, ann)).statusCode).toBe(429);
    expect((await send(url, '10.0.0.1', write, eve)).statusCode).toBe(429);
    // Another address is not limited: each caller gets the answer its rights give.
    expect((await send(url, '10.0.0.2', write)).statusCode).toBe(401);
    expect((await send(url, '10.0.0.2', write, eve)).statusCode).toBe(403);
    expect((await send(url, '10.0.0.2', write, ann)).statusCode).toBe(200);
  });

  it('limits product information to 600 queries a minute per client', async () => {
    const url = '/api/pim/v1/categories/query';
    const query = { article: 'A-1', language: 'en' };
    const statuses = await flood(url, '10.0.0.3', 600, query);
    expect(statuses.includes(429)).toBe(false);
    expect((await send(url, '10.0.0.3', query)).statusCode).toBe(429);
    expect((await send(url, '10.0.0.4', query)).statusCode).not.toBe(429);
  });
});
