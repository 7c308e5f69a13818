/**
 * Error reports through HTTP: anyone may send one; like errors join one group (also across
 * deployments, whose script names differ); e-mail addresses, tokens and queries never reach
 * the store; the store stays bounded (groups and age); only administrators list and remove
 * groups (anonymous 401, a user or a brand owner 403); bad bodies name their field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import { ADMIN_EMAIL } from './login';
import { STORE_KINDS } from './stores';

const report = (over: Record<string, unknown> = {}) => ({
  kind: 'uncaught',
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'title') in model 4711",
  stack:
    "TypeError: Cannot read properties of undefined (reading 'title')\n" +
    '    at ModelCard (http://localhost:8080/assets/ModelCard-Bx1_k9aQ.js:12:345)\n' +
    '    at renderWithHooks (http://localhost:8080/assets/index-C0ffee12.js:1:2)',
  context: 'Query failed',
  appVersion: '2.4.4',
  route: '/brands/nordlys',
  browser: 'Chrome 131 (Linux)',
  language: 'de',
  ...over,
});

describe.each(STORE_KINDS)('error reports on $name', (kind) => {
  let h: Harness;
  let admin: Record<string, string>;
  let user: Record<string, string>;
  let owner: Record<string, string>;

  beforeAll(async () => {
    h = await startHarness(kind, { ERROR_REPORTS_MAX_GROUPS: '5' }, { login: true });
    admin = (await h.logIn!(ADMIN_EMAIL)).headers;
    user = (await h.logIn!('visitor@example.com')).headers;
    owner = (await h.logIn!('editor@example.com', { ownerIds: ['nordlys'] })).headers;
  }, 180_000);
  afterAll(() => h?.close());

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    h.app.inject({
      method: 'POST',
      url: '/api/reports/v1/errors',
      payload: body as object,
      headers,
    });
  const list = (headers: Record<string, string> = {}, query = '') =>
    h.app.inject({ method: 'GET', url: `/api/reports/v1/errors${query}`, headers });
  const remove = (fingerprint: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'DELETE', url: `/api/reports/v1/errors/${fingerprint}`, headers });

  it('takes a report from anyone and groups like errors', async () => {
    const first = await send(report());
    expect(first.statusCode).toBe(202);
    const { fingerprint } = first.json();
    expect(fingerprint).toMatch(/^[a-f0-9]{32}$/);
    // The same fault after a redeploy (other script hashes, lines) and for another model.
    const again = await send(
      report({
        message: "Cannot read properties of undefined (reading 'title') in model 815",
        stack:
          "TypeError: Cannot read properties of undefined (reading 'title')\n" +
          '    at ModelCard (http://localhost:8080/assets/ModelCard-Zz9_a1Bc.js:14:99)',
        route: '/',
        browser: 'Firefox 133 (Windows)',
      }),
      user,
    );
    expect(again.json().fingerprint).toBe(fingerprint);
    const other = await send(
      report({ kind: 'query', name: 'ApiError', message: 'Response returned an error code' }),
    );
    expect(other.json().fingerprint).not.toBe(fingerprint);

    const groups = (await list(admin)).json().groups as Array<Record<string, unknown>>;
    const group = groups.find((g) => g.fingerprint === fingerprint)!;
    expect(group).toMatchObject({
      kind: 'uncaught',
      name: 'TypeError',
      count: 2,
      route: '/', // the latest event's details
      browser: 'Firefox 133 (Windows)',
      app_version: '2.4.4',
    });
    expect(Date.parse(group.last_seen as string)).toBeGreaterThanOrEqual(
      Date.parse(group.first_seen as string),
    );
  });

  it('keeps no e-mail address, token or query', async () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJl';
    const answer = await send(
      report({
        kind: 'reported',
        message: `Contact mail failed for jane.doe@example.com with Bearer ${jwt}`,
        stack: `Error\n    at send (http://localhost:8080/login-redirect?code=abc123secret&state=xyz)`,
        context: `Login failed, token ${'a1B2'.repeat(10)}`,
        route: '/favorites?q=jane',
      }),
    );
    expect(answer.statusCode).toBe(202);
    const stored = JSON.stringify((await list(admin)).json());
    for (const secret of [
      'jane.doe',
      'example.com with',
      jwt,
      'abc123secret',
      'a1B2a1B2',
      'q=jane',
    ]) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).toContain('[email]');
    expect(stored).toContain('Bearer [token]');
  });

  it('keeps at most the configured number of groups, the most recent', async () => {
    for (let i = 0; i < 7; i++) {
      await send(report({ kind: 'reported', name: `Fault${'ABCDEFG'[i]}`, message: `Fault ${i}` }));
    }
    const answer = (await list(admin)).json();
    expect(answer.total).toBe(5);
    expect(answer.groups.map((g: { name: string }) => g.name).slice(0, 3)).toEqual([
      'FaultG',
      'FaultF',
      'FaultE',
    ]);
    expect((await list(admin, '?limit=2')).json().groups).toHaveLength(2);
  });

  it('lets only administrators list and remove groups', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await list(user)).statusCode).toBe(403);
    expect((await list(owner)).statusCode).toBe(403);
    const { fingerprint } = (await send(report({ kind: 'render', message: 'To be fixed' }))).json();
    expect((await remove(fingerprint)).statusCode).toBe(401);
    expect((await remove(fingerprint, user)).statusCode).toBe(403);
    expect((await remove(fingerprint, owner)).statusCode).toBe(403);
    expect((await remove(fingerprint, admin)).statusCode).toBe(204);
    expect((await remove(fingerprint, admin)).statusCode).toBe(404);
    const left = (await list(admin))
      .json()
      .groups.map((g: { fingerprint: string }) => g.fingerprint);
    expect(left).not.toContain(fingerprint);
  });

  it('names the field at fault, and refuses large bodies', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...report(), kind: 'whatever' }, 'kind'],
      [{ ...report(), message: '' }, 'message'],
      [{ ...report(), route: 'brands' }, 'route'],
      [{ ...report(), email: 'jane@example.com' }, 'email'],
      [{ ...report(), appVersion: undefined }, 'appVersion'],
    ];
    for (const [body, field] of cases) {
      const answer = await send(body);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().field, field).toBe(field);
    }
    const huge = await send(report({ stack: 'x'.repeat(20_000) }));
    expect(huge.statusCode).toBe(413);
    expect((await list(admin, '?limit=0')).json().field).toBe('limit');
    expect((await remove('not-hex', admin)).json().field).toBe('fingerprint');
  });
});

describe('error reports, limited per client and in age', () => {
  it('removes groups unseen for the retention time, and answers 429 past ERROR_REPORTS_PER_MINUTE', async () => {
    const h = await startHarness(STORE_KINDS[0]!, {
      RATE_LIMIT: 'true',
      ERROR_REPORTS_PER_MINUTE: '3',
      ERROR_REPORTS_RETENTION_DAYS: '30',
    });
    try {
      // Seen last 31 days ago (time passing, not a route: written as the service would).
      await h.services.store.query(
        `INSERT INTO error_groups (fingerprint, kind, name, message, app_version, route, browser, first_seen, last_seen)
         VALUES ('0ld', 'uncaught', 'Error', 'Long fixed', '2.4.3', '/', 'Chrome 120 (Linux)',
                 now() - interval '40 days', now() - interval '31 days')`,
      );
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const answer = await h.app.inject({
          method: 'POST',
          url: '/api/reports/v1/errors',
          payload: report(),
        });
        codes.push(answer.statusCode);
      }
      expect(codes).toEqual([202, 202, 202, 429, 429]);
      const [left] = await h.services.store.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM error_groups WHERE fingerprint = '0ld'`,
      );
      expect(Number(left!.n)).toBe(0);
    } finally {
      await h.close();
    }
  });
});
