/**
 * Token checks on the services: a search with a valid token, with an invalid one (401
 * _401_pconlogin_invalid) and without; drafts shown only to the owners of their brand (and
 * administrators); and another instance of the app trusting ours as an external issuer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draft, chair, foreign, owner, otherOwner } from './fixtures';
import { obtainTokens, startAuthServer, type AuthServer } from './auth-harness';
import { STORE_KINDS } from './stores';

const PASSWORD = 'Brand-Editor-2026';

describe.each(STORE_KINDS)('token checks on $name', (kind) => {
  let server: AuthServer;
  let external: AuthServer;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startAuthServer(kind, { env: { ADMIN_EMAILS: 'root@example.com' } });
    await server.services.catalogue.store('owner', [owner, otherOwner]);
    await server.services.catalogue.store('model', [chair, draft, foreign]);
    await server.addUser('editor@example.com', PASSWORD, { ownerIds: ['owner_a'] });
    await server.addUser('other@example.com', PASSWORD, { ownerIds: ['owner_b'] });
    await server.addUser('root@example.com', PASSWORD);
    for (const who of ['editor', 'other', 'root']) {
      tokens[who] = (await obtainTokens(server, `${who}@example.com`, PASSWORD)).access_token;
    }
    // A second instance that trusts ours as an external OpenID Connect issuer.
    external = await startAuthServer(kind, { env: { OIDC_ISSUER: server.auth.issuer } });
    await external.services.catalogue.store('owner', [owner, otherOwner]);
    await external.services.catalogue.store('model', [chair, draft, foreign]);
    await external.addUser('editor@example.com', 'Unused-Local-Pass', { ownerIds: ['owner_a'] });
  }, 180_000);
  afterAll(async () => {
    await external?.close();
    await server?.close();
  });

  const search = (base: string, headers: Record<string, string> = {}, drafts = true) =>
    fetch(`${base}/api/catalog/v1/models/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ size: 50, fetch: { drafts } }),
    });
  const ids = async (response: Response) => {
    expect(response.status).toBe(200);
    const body = (await response.json()) as { hits: Array<{ id: string }> };
    return body.hits.map((h) => h.id).sort();
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('answers anonymous searches without drafts', async () => {
    expect(await ids(await search(server.url))).toEqual(['model_chair', 'model_foreign']);
  });

  it('shows a brand editor the drafts of their own brand only, through either header', async () => {
    expect(await ids(await search(server.url, bearer(tokens.editor!)))).toEqual([
      'model_chair',
      'model_draft',
      'model_foreign',
    ]);
    expect(
      await ids(await search(server.url, { 'x-authorization-pcon-login': tokens.editor! })),
    ).toContain('model_draft');
    expect(await ids(await search(server.url, bearer(tokens.other!)))).toEqual([
      'model_chair',
      'model_foreign',
    ]);
    expect(await ids(await search(server.url, bearer(tokens.editor!), false))).not.toContain(
      'model_draft',
    );
    const fetched = await fetch(`${server.url}/api/catalog/v1/models/fetch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(tokens.other!) },
      body: JSON.stringify({ ids: ['model_draft'], fetch: { drafts: true } }),
    });
    expect(((await fetched.json()) as { models: unknown[] }).models).toEqual([]);
  });

  it('names the brands a user owns to that user (account/user/owners), nobody else', async () => {
    const owners = async (headers: Record<string, string>) => {
      const answer = await fetch(`${server.url}/auth/account/user/owners`, { headers });
      return { status: answer.status, body: (await answer.json()) as { owner_ids?: string[] } };
    };
    expect(await owners(bearer(tokens.editor!))).toEqual({
      status: 200,
      body: { owner_ids: ['owner_a'] },
    });
    expect((await owners(bearer(tokens.root!))).body.owner_ids).toEqual([]);
    expect((await owners({})).status).toBe(401);
  });

  it('shows administrators every draft', async () => {
    expect(await ids(await search(server.url, bearer(tokens.root!)))).toContain('model_draft');
  });

  it('answers 401 _401_pconlogin_invalid for a token that is not valid', async () => {
    for (const headers of [
      bearer('not-a-token'),
      { 'x-authorization-pcon-login': 'eyJhbGciOiJSUzI1NiJ9.e30.AAAA' },
    ]) {
      const answer = await search(server.url, headers);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({
        http_status: 401,
        error_code: '_401_pconlogin_invalid',
      });
    }
  });

  it('accepts our tokens at another instance configured with OIDC_ISSUER, which mounts no provider', async () => {
    expect(await ids(await search(external.url, bearer(tokens.editor!)))).toContain('model_draft');
    expect(await ids(await search(external.url, bearer(tokens.other!)))).not.toContain(
      'model_draft',
    );
    expect((await fetch(`${external.url}/auth/.well-known/openid-configuration`)).status).toBe(404);
    const local = await external.auth.publicToken('vitrine-catalogue'); // signed by the wrong issuer's keys
    const refused = await search(external.url, bearer(local.access_token));
    expect(refused.status).toBe(401);
  });
});
