/**
 * Demo accounts, made once beside the demo catalogue: a visitor, and a brand editor who owns
 * the two demo brands with the most draft items, both in a demo organisation with user groups.
 * Their random passwords are written to DATA_DIR/demo-accounts.json (mode 0600) and printed
 * once in the start log.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Store } from '../store';
import { createAccountsRepository } from './accounts.repository';
import { hashPassword } from './passwords';

export const DEMO_ACCOUNTS_FILE = 'demo-accounts.json';
const VISITOR = 'visitor@vitrine.demo';
const EDITOR = 'editor@vitrine.demo';

export interface DemoAccount {
  email: string;
  password: string;
  role: string;
  owner_ids: string[];
}

const newPassword = () => randomBytes(12).toString('base64url');

/**
 * Creates the demo accounts unless they exist. `brandIds` are the brands the editor will own.
 * Returns what it made (nothing on later starts).
 */
export async function seedDemoAccounts(
  store: Store,
  dataDir: string,
  brandIds: string[],
): Promise<DemoAccount[]> {
  const repository = createAccountsRepository(store);
  if (await repository.userByEmail(EDITOR)) return [];
  const accounts: DemoAccount[] = [
    { email: VISITOR, password: newPassword(), role: 'visitor', owner_ids: [] },
    { email: EDITOR, password: newPassword(), role: 'brand editor', owner_ids: brandIds },
  ];
  const hashes = await Promise.all(accounts.map((a) => hashPassword(a.password)));
  await store.transaction(async (tx) => {
    const organization = await repository.insertOrganization(
      'Demo Interiors Ltd',
      'DE-123456789',
      tx,
    );
    const [visitor, editor] = [
      await repository.insertUser(
        {
          email: VISITOR,
          first_name: 'Vera',
          last_name: 'Visitor',
          language: 'en',
          password_hash: hashes[0]!,
          verified: true,
          organization_id: organization,
        },
        tx,
      ),
      await repository.insertUser(
        {
          email: EDITOR,
          first_name: 'Eddie',
          last_name: 'Editor',
          language: 'en',
          password_hash: hashes[1]!,
          verified: true,
          organization_id: organization,
        },
        tx,
      ),
    ];
    for (const brand of brandIds) await repository.grantOwner(editor, brand, tx);
    await repository.insertGroup(organization, 'Editors', [editor], tx);
    await repository.insertGroup(organization, 'Planners', [visitor, editor], tx);
  });
  const file = path.join(dataDir, DEMO_ACCOUNTS_FILE);
  await writeFile(file, `${JSON.stringify({ accounts }, null, 2)}\n`, { mode: 0o600 });
  return accounts;
}
