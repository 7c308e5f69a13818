/**
 * Admission tokens and users read on both stores: a brand's editor makes a token, others
 * may not; an anonymous search carrying it sees the brand's drafts until it is revoked or
 * expires (401 with a code saying which); claim and read; who sees which accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chair, draft, foreign, hidden, otherOwner, owner } from './fixtures';
import { STORE_KINDS } from './stores';
import { startUsersWorld, type UsersWorld } from './users-harness';

describe.each(STORE_KINDS)('admission tokens and users read on $name', (kind) => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await startUsersWorld(kind);
    await world.server.services.catalogue.store('owner', [owner, otherOwner]);
    await world.server.services.catalogue.store('model', [chair, draft, hidden, foreign]);
  }, 180_000);
  afterAll(async () => world?.close());

  const generate = (who?: UsersWorld['people']['ann'], ownerIds = ['owner_a']) =>
    world.call(
      '/v1/admission/generate',
      { lifetime: 3600, grant: { owner_ids: ownerIds }, bounce_token: 'b-1' },
      who,
    );
  const search = async (headers: Record<string, string>) => {
    const response = await fetch(`${world.server.url}/api/catalog/v1/models/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ size: 50, fetch: { drafts: true } }),
    });
    const body = (await response.json()) as { hits?: Array<{ id: string }>; error_code?: string };
    return {
      status: response.status,
      ids: body.hits?.map((h) => h.id).sort(),
      code: body.error_code,
    };
  };

  it('lets a brand editor generate a token; anonymous 401, a non-owner 403, bad input 400', async () => {
    const { ann, eve } = world.people;
    const made = await generate(ann);
    expect(made.status).toBe(200);
    expect(made.body.admission_token).toMatch(/^adm_[\w-]{40,}$/);
    expect(made.body.admission_token_via_mail).toBe(false);
    expect(made.body.bounce_token).toBe('b-1');
    expect((await generate()).status).toBe(401);
    const refused = await generate(eve);
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe('_403_forbidden');
    const bad = await world.call(
      '/v1/admission/generate',
      { lifetime: 5, grant: { owner_ids: ['owner_a'] } },
      ann,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('lifetime');
    const missing = await world.call('/v1/admission/generate', { lifetime: 600 }, ann);
    expect(missing.body.field).toBe('grant');
  });

  it('shows an anonymous search with the token the drafts, until the token is revoked', async () => {
    const { ann, eve } = world.people;
    const token = (await generate(ann)).body.admission_token as string;
    expect((await search({})).ids).toEqual(['model_chair', 'model_foreign']);
    const admitted = await search({ 'x-authorization-admission': token });
    expect(admitted.ids).toEqual(['model_chair', 'model_draft', 'model_foreign']);
    const fetched = await fetch(`${world.server.url}/api/catalog/v1/models/fetch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-authorization-admission': token },
      body: JSON.stringify({ ids: ['model_draft', 'model_hidden'], fetch: { drafts: true } }),
    });
    // Drafts only: a suppressed item opens by link for the brand's owners alone.
    expect(
      ((await fetched.json()) as { models: Array<{ id: string }> }).models.map((m) => m.id),
    ).toEqual(['model_draft']);

    const anonymous = await world.call('/v1/admission/revoke', { admission_token: token });
    expect(anonymous.status).toBe(401);
    const noToken = await world.call('/v1/admission/revoke', {}, ann);
    expect(noToken.body.field).toBe('admission_token');
    const byOther = await world.call('/v1/admission/revoke', { admission_token: token }, eve);
    expect(byOther.status).toBe(403);
    const revoked = await world.call('/v1/admission/revoke', { admission_token: token }, ann);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked).toBe(true);
    const after = await search({ 'x-authorization-admission': token });
    expect(after.status).toBe(401);
    expect(after.code).toBe('_401_admission_revoked');
    const read = await world.call('/v1/admission/read', { admission_token: token });
    expect(read.body.error_code).toBe('_401_admission_revoked');
  });

  it('says an expired or unknown token is so', async () => {
    const { ann } = world.people;
    const token = (await generate(ann)).body.admission_token as string;
    await world.server.services.store.query(
      `UPDATE user_admissions SET expires_at = now() - interval '1 second'`,
    );
    const expired = await search({ 'x-authorization-admission': token });
    expect(expired.status).toBe(401);
    expect(expired.code).toBe('_401_admission_expired');
    const unknown = await search({ 'x-authorization-admission': 'adm_nothing' });
    expect(unknown.code).toBe('_401_admission_invalid');
  });

  it('reads and claims a token: issuer, workspace and brands; a claim only for oneself', async () => {
    const { ann, bob, eve } = world.people;
    const token = (await generate(ann)).body.admission_token as string;
    const read = await world.call('/v1/admission/read', { admission_token: token });
    expect(read.status).toBe(200);
    expect(read.body.user).toEqual({ uuid: ann.uuid, email: ann.email });
    expect(read.body.workspace_id).toBe(world.organizationId);
    expect(read.body.owner_ids).toEqual(['owner_a']);
    const forOther = await world.call(
      '/v1/admission/claim',
      { admission_token: token, uuid: bob.uuid },
      eve,
    );
    expect(forOther.status).toBe(403);
    const claimed = await world.call(
      '/v1/admission/claim',
      { admission_token: token, uuid: eve.uuid, bounce_token: 'x' },
      eve,
    );
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({
      owner_ids: ['owner_a'],
      claim_scope: 'drafts',
      bounce_token: 'x',
    });
    expect(claimed.body.claim_uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      (await world.call('/v1/admission/claim', { admission_token: token, uuid: eve.uuid })).status,
    ).toBe(401);
  });

  it('shows users themselves, their organisation and group, and colleagues; never strangers', async () => {
    const { ann, bob, eve } = world.people;
    const own = await world.call('/v1/users/read', {}, ann);
    expect(own.status).toBe(200);
    expect(own.body.users).toEqual([
      {
        uuid: ann.uuid,
        first_name: 'Ann',
        last_name: 'Tester',
        email: ann.email,
        organization_id: world.organizationId,
      },
    ]);
    expect(own.body.organizations).toEqual([
      { uuid: world.organizationId, name: 'Lindner GmbH', organization_number: 'DE-4711' },
    ]);
    expect((own.body.usergroups as Array<{ name: string }>).map((g) => g.name)).toEqual([
      'Planners',
    ]);
    const asked = await world.call(
      '/v1/users/read',
      { user_ids: [bob.uuid, eve.uuid, 'not-a-uuid'], organization_ids: [world.organizationId] },
      ann,
    );
    expect((asked.body.users as Array<{ uuid: string }>).map((u) => u.uuid)).toEqual([bob.uuid]);
    expect(asked.body.usergroups).toEqual([]);
    const stranger = await world.call(
      '/v1/users/read',
      { user_ids: [ann.uuid], organization_ids: [world.organizationId] },
      eve,
    );
    expect(stranger.body).toEqual({ users: [], usergroups: [], organizations: [] });
    expect((await world.call('/v1/users/read', {})).status).toBe(401);
    const bad = await world.call('/v1/users/read', { user_ids: 'all' }, ann);
    expect(bad.body.field).toBe('user_ids');
  });
});
