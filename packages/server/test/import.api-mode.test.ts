/**
 * `npm run import -- --api <server> --token <vtr_…>` (src/cli/import-api.ts): the import
 * through a listening server's API with @vitrine/api-client and a real personal API token,
 * as a brand's own script would do it. A folder is zipped and uploaded, its job followed to
 * the end; a dry run changes nothing; --publish makes the drafts visible to everyone; a
 * revoked token is refused with the server's reason, before anything is imported.
 */
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createVitrineClient } from '@vitrine/api-client';
import type { ImportProgress } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importThroughApi } from '../src/cli/import-api';
import { startHarness, type Harness } from './app-harness';
import type { LoggedIn } from './login';
import { BRAND, writePackage, zipPackage } from './package-fixture';
import { STORE_KINDS } from './stores';

describe('the import command through the API', () => {
  let h: Harness;
  let owner: LoggedIn;
  let base: string;
  let token: string;
  let folder: string;

  /** The model as an anonymous visitor's client sees it (undefined: not visible). */
  const visibleModel = async (id: string) => {
    const api = createVitrineClient({ baseUrl: base });
    const { data } = await api.POST('/api/catalog/v1/models/fetch', { body: { ids: [id] } });
    return data?.models[0];
  };

  beforeAll(async () => {
    h = await startHarness(STORE_KINDS[0]!, {}, { login: true });
    owner = await h.logIn!('editor@acme.test', { ownerIds: [BRAND] });
    base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
    // The token is made as the account page makes it, with the owner's login.
    const api = createVitrineClient({ baseUrl: base, token: owner.headers.authorization.slice(7) });
    const made = await api.POST('/api/users/v1/me/tokens', {
      body: { name: 'nightly import', owner_ids: [BRAND] },
    });
    expect(made.response.status).toBe(200);
    token = made.data!.secret;
    expect(token).toMatch(/^vtr_/);
    folder = await writePackage();
  });
  afterAll(() => h?.close());

  it('checks a folder in a dry run: the report comes back, nothing changes', async () => {
    const job = await importThroughApi({ base, token, location: folder, dryRun: true, pollMs: 50 });
    expect(job).toMatchObject({ status: 'done', dry_run: true, owner_ids: [BRAND] });
    expect(job.counts.created).toBeGreaterThan(0);
    expect(await visibleModel('acme-ball-1')).toBeUndefined();
  });

  it('uploads a zip, follows its progress and publishes it with --publish', async () => {
    const zip = path.join(folder, '..', `${path.basename(folder)}.zip`);
    await writeFile(zip, await zipPackage());
    const seen: ImportProgress[] = [];
    const job = await importThroughApi({
      base,
      token,
      location: zip,
      publish: true,
      pollMs: 50,
      onProgress: (progress) => seen.push(progress),
    });
    expect(job).toMatchObject({ status: 'published', dry_run: false, problem_count: 0 });
    expect(seen.at(-1)?.stage).toBe('done');
    expect((await visibleModel('acme-ball-1'))?.state).toBe('published');
  });

  it('is refused with the server’s reason when the token is revoked', async () => {
    const api = createVitrineClient({ baseUrl: base, token: owner.headers.authorization.slice(7) });
    const { data } = await api.GET('/api/users/v1/me/tokens');
    for (const { id } of data!.tokens)
      await api.DELETE('/api/users/v1/me/tokens/{id}', { params: { path: { id } } });
    await expect(importThroughApi({ base, token, location: folder })).rejects.toThrow(/401|_401_/);
  });
});
