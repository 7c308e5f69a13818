/**
 * Personal API tokens (docs/AUTH.md "API tokens"): a user makes, lists and revokes them from
 * a browser login; anonymous callers, other users and tokens themselves cannot. A token acts
 * as its user narrowed to its brands: it imports a package into its brand, and is refused
 * (403) a brand it is not limited to. Revoked and expired tokens answer 401 like a bad login
 * token, on the very next request. The secret never reaches the log. Both stores.
 */
import { Writable } from 'node:stream';
import type { ImportJob } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { startHarness, type Harness } from './app-harness';
import { ADMIN_EMAIL, type LoggedIn } from './login';
import { BRAND, zipPackage } from './package-fixture';
import { STORE_KINDS } from './stores';

const SECOND = 'second-brand';
const TOKENS = '/api/users/v1/me/tokens';
const today = new Date().toISOString().slice(0, 10);
const PERIOD = `?from=${today}&to=${today}`;

function upload(file: Buffer) {
  const boundary = `----vitrine${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="acme.zip"\r\n` +
    'Content-Type: application/zip\r\n\r\n';
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(STORE_KINDS)('personal API tokens on $name', (kind) => {
  let h: Harness;
  let owner: LoggedIn;
  let other: LoggedIn;
  let admin: LoggedIn;
  const logLines: string[] = [];

  const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
  const make = (headers: Record<string, string>, payload: object) =>
    h.app.inject({ method: 'POST', url: TOKENS, headers, payload });
  const list = (headers: Record<string, string>) =>
    h.app.inject({ method: 'GET', url: TOKENS, headers });
  const revoke = (headers: Record<string, string>, id: string) =>
    h.app.inject({ method: 'DELETE', url: `${TOKENS}/${id}`, headers });
  const insights = (headers: Record<string, string>, brand: string) =>
    h.app.inject({ method: 'GET', url: `/api/insights/v1/brands/${brand}${PERIOD}`, headers });
  const importJob = async (headers: Record<string, string>): Promise<ImportJob> => {
    const form = upload(await zipPackage());
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/import_jobs',
      headers: { ...form.headers, ...headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().job.job_id as string;
    for (let i = 0; i < 600; i++) {
      const job = (
        await h.app.inject({ method: 'GET', url: `/api/catalog/v1/import_jobs/${id}`, headers })
      ).json().job as ImportJob;
      if (job.status !== 'running') return job;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the import did not finish');
  };
  const makeToken = async (payload: object) => {
    const res = await make(owner.headers, payload);
    expect(res.statusCode).toBe(200);
    return res.json<{ token: { id: string }; secret: string }>();
  };

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    h = await startHarness(kind, {}, { login: true, logger: createLogger('trace', 'json', sink) });
    owner = await h.logIn!('editor@acme.test', { ownerIds: [BRAND, SECOND] });
    other = await h.logIn!('someone@else.test', { ownerIds: ['other-brand'] });
    admin = await h.logIn!(ADMIN_EMAIL);
  });
  afterAll(() => h?.close());

  it('are made, listed and revoked by their user alone, never by anonymous callers', async () => {
    expect((await make({}, { name: 'ci' })).statusCode).toBe(401);
    expect((await list({})).statusCode).toBe(401);
    const made = await makeToken({ name: 'ci', owner_ids: [BRAND], expires_in_days: 30 });
    expect(made.secret).toMatch(/^vtr_[A-Za-z0-9_-]{43}$/);
    expect((await revoke({}, made.token.id)).statusCode).toBe(401);

    const listed = (await list(owner.headers)).json().tokens;
    expect(listed).toEqual([
      expect.objectContaining({
        id: made.token.id,
        name: 'ci',
        owner_ids: [BRAND],
        last_used_at: null,
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(made.secret);
    expect(new Date(listed[0].expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86400e3);

    // Another user sees none of them and cannot revoke them.
    expect((await list(other.headers)).json().tokens).toEqual([]);
    expect((await revoke(other.headers, made.token.id)).statusCode).toBe(404);
    // A token can neither make, list nor revoke tokens.
    expect((await make(bearer(made.secret), { name: 'more', owner_ids: [BRAND] })).statusCode).toBe(
      403,
    );
    expect((await list(bearer(made.secret))).statusCode).toBe(403);
    expect((await revoke(bearer(made.secret), made.token.id)).statusCode).toBe(403);

    expect((await revoke(owner.headers, made.token.id)).statusCode).toBe(200);
    expect((await list(owner.headers)).json().tokens).toEqual([]);
    expect((await revoke(owner.headers, made.token.id)).statusCode).toBe(404);
  });

  it('refuses brands the user does not own, unlimited tokens of non-administrators, bad input', async () => {
    const notOwned = await make(owner.headers, { name: 'x', owner_ids: ['other-brand'] });
    expect(notOwned.statusCode).toBe(403);
    expect((await make(owner.headers, { name: 'x' })).statusCode).toBe(403);
    expect((await make(admin.headers, { name: 'admin script' })).statusCode).toBe(200);
    for (const [payload, field] of [
      [{ owner_ids: [BRAND] }, 'name'],
      [{ name: 'x'.repeat(101), owner_ids: [BRAND] }, 'name'],
      [{ name: '   ', owner_ids: [BRAND] }, 'name'],
      [{ name: 'x', owner_ids: [] }, 'owner_ids'],
      [{ name: 'x', owner_ids: [BRAND], expires_in_days: 0 }, 'expires_in_days'],
      [{ name: 'x', owner_ids: [BRAND], expires_in_days: 'soon' }, 'expires_in_days'],
    ] as const) {
      const res = await make(owner.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(field);
    }
    expect((await revoke(owner.headers, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('act as their user narrowed to their brands, in either header', async () => {
    const acme = await makeToken({ name: 'acme import', owner_ids: [BRAND] });
    const second = await makeToken({ name: 'second', owner_ids: [SECOND] });
    expect((await insights(bearer(acme.secret), BRAND)).statusCode).toBe(200);
    expect((await insights({ 'x-authorization-pcon-login': acme.secret }, BRAND)).statusCode).toBe(
      200,
    );
    expect((await insights(bearer(acme.secret), SECOND)).statusCode).toBe(403);
    expect((await insights(owner.headers, SECOND)).statusCode).toBe(200);

    const imported = await importJob(bearer(acme.secret));
    expect(imported).toMatchObject({ status: 'awaiting_publish', owner_ids: [BRAND] });
    const refused = await importJob(bearer(second.secret));
    expect(refused.status).toBe('failed');
    expect(refused.problems).toContainEqual(expect.objectContaining({ code: 'not_owner' }));

    const listed = (await list(owner.headers)).json().tokens as {
      id: string;
      last_used_at: string | null;
    }[];
    expect(listed.find((t) => t.id === acme.token.id)?.last_used_at).not.toBeNull();
  });

  it('answer 401 once revoked or expired, on the very next request', async () => {
    const made = await makeToken({ name: 'short', owner_ids: [BRAND], expires_in_days: 1 });
    expect((await insights(bearer(made.secret), BRAND)).statusCode).toBe(200);
    expect((await revoke(owner.headers, made.token.id)).statusCode).toBe(200);
    const revoked = await insights(bearer(made.secret), BRAND);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error_code).toBe('_401_pconlogin_invalid');

    const expiring = await makeToken({ name: 'old', owner_ids: [BRAND], expires_in_days: 1 });
    await h.services.store.query(
      "UPDATE user_api_tokens SET expires_at = now() - interval '1 second' WHERE token_id = $1",
      [expiring.token.id],
    );
    const expired = await insights(bearer(expiring.secret), BRAND);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error_code).toBe('_401_pconlogin_invalid');
    const unknown = await insights(bearer(`vtr_${'A'.repeat(43)}`), BRAND);
    expect(unknown.json().error_code).toBe('_401_pconlogin_invalid');
  });

  it('never writes a secret to the log', async () => {
    const made = await makeToken({ name: 'logged?', owner_ids: [BRAND] });
    await insights(bearer(made.secret), BRAND);
    await insights({ 'x-authorization-pcon-login': made.secret }, BRAND);
    await revoke(owner.headers, made.token.id);
    await insights(bearer(made.secret), BRAND);
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('');
    expect(log).not.toContain(made.secret);
    expect(log).not.toContain(made.secret.slice(4));
  });
});
