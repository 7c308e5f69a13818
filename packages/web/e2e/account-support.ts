/**
 * Helpers of the account and outbox e2e tests: a server of the file's own whose PUBLIC_URL is
 * the address the browser uses, its demo accounts, and logging in from the account menu.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startOwnServer, type RunningServer } from './harness';
import { freePort } from './harness/mail';

export const SLOW = { timeout: 60_000 };

export interface Account {
  email: string;
  password: string;
}

/** A server of the test file's own (`env` added) and its demo visitor and editor. */
export async function startAccountServer(
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; visitor: Account; editor: Account }> {
  const port = await freePort();
  const server = await startOwnServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  const { accounts } = JSON.parse(
    await readFile(path.join(server.dataDir!, 'demo-accounts.json'), 'utf8'),
  ) as { accounts: Account[] };
  const find = (prefix: string) => accounts.find((a) => a.email.startsWith(prefix))!;
  return { server, visitor: find('visitor@'), editor: find('editor@') };
}

/** Logs in from the account menu through the provider's page and waits to be back. */
export async function logIn(page: Page, who: Account) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: /^Login via/ }).click();
  await page.getByRole('heading', { name: 'Log in' }).waitFor(SLOW);
  await page.getByLabel('E-mail address').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: /^Logged in as/ }).waitFor(SLOW);
}
