/**
 * The login provider's storage on both databases: signing keys made once and rotated, the
 * oidc-provider adapter (expiry, single use, revocation by grant), and the demo accounts.
 */
import { mkdtemp, rm, stat, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsRepository } from '../src/auth/accounts.repository';
import { purgeExpired, storeAdapter } from '../src/auth/adapter';
import { seedDemoAccounts } from '../src/auth/demo-accounts';
import { loadKeys, rotateSigningKey } from '../src/auth/keys';
import { checkPassword } from '../src/auth/passwords';
import type { Store } from '../src/store/store';
import { openMigrated, STORE_KINDS } from './stores';

describe.each(STORE_KINDS)('identity storage on $name', (kind) => {
  let store: Store;
  beforeAll(async () => {
    store = await openMigrated(kind);
  }, 60_000);
  afterAll(async () => store?.close());

  it('makes signing keys once, and a rotation signs with a new key while the previous one still verifies', async () => {
    const first = await loadKeys(store);
    expect(first.signing).toHaveLength(1);
    expect(first.public[0]).not.toHaveProperty('d'); // no private parts in the public set
    expect((await loadKeys(store)).signing[0]!.kid).toBe(first.signing[0]!.kid);
    const second = await rotateSigningKey(store);
    const afterOne = await loadKeys(store);
    expect(afterOne.signing.map((k) => k.kid)).toEqual([second, first.signing[0]!.kid]);
    const third = await rotateSigningKey(store);
    const afterTwo = await loadKeys(store);
    expect(afterTwo.signing.map((k) => k.kid)).toEqual([third, second]);
    expect(afterTwo.cookieKeys).toEqual(first.cookieKeys);
  });

  it('stores provider rows: expired ones are gone, consumed ones say so, a grant revokes its tokens', async () => {
    const Adapter = storeAdapter(store);
    const codes = new Adapter('AuthorizationCode');
    const tokens = new Adapter('RefreshToken');
    await codes.upsert('c1', { grantId: 'g1', kind: 'AuthorizationCode' }, 60);
    await tokens.upsert('r1', { grantId: 'g1', kind: 'RefreshToken' }, 60);
    await tokens.upsert('r2', { grantId: 'g2', kind: 'RefreshToken' }, 60);
    await codes.upsert('old', { kind: 'AuthorizationCode' }, 1);
    expect(await codes.find('c1')).toMatchObject({ grantId: 'g1' });
    await codes.consume('c1');
    expect(await codes.find('c1')).toMatchObject({ consumed: true });
    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('r1')).toBeUndefined();
    expect(await tokens.find('r2')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await codes.find('old')).toBeUndefined();
    await purgeExpired(store);
    const rows = await store.query(`SELECT id FROM auth_oidc WHERE id = 'old'`);
    expect(rows).toHaveLength(0);
  });

  it('seeds the demo accounts once, in an organisation with groups, passwords in a private file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-demo-accounts-'));
    try {
      const made = await seedDemoAccounts(store, dir, ['brand_x', 'brand_y']);
      expect(made.map((a) => a.email)).toEqual(['visitor@vitrine.demo', 'editor@vitrine.demo']);
      const file = path.join(dir, 'demo-accounts.json');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ accounts: made });
      const repository = createAccountsRepository(store);
      const editor = (await repository.userByEmail('EDITOR@vitrine.demo'))!;
      expect(await checkPassword(editor.password_hash, made[1]!.password)).toBe(true);
      expect(await repository.ownerIdsOf(editor.uuid, undefined)).toEqual(['brand_x', 'brand_y']);
      expect(await repository.ownerIdsOf('someone-else', 'editor@vitrine.demo')).toEqual([
        'brand_x',
        'brand_y',
      ]);
      expect(await repository.organizationOf(editor.uuid)).toMatchObject({
        name: 'Demo Interiors Ltd',
      });
      expect((await repository.groupsOf(editor.uuid)).map((g) => g.name)).toEqual([
        'Editors',
        'Planners',
      ]);
      expect(await seedDemoAccounts(store, dir, ['brand_z'])).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
