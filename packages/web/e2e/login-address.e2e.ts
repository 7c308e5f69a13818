/**
 * Login from an address the server answers on but PUBLIC_URL does not name: the app opened
 * as http://127.0.0.1:{port} while PUBLIC_URL is http://localhost:{port} (the default a new
 * user meets when typing the address the log shows). The page moves to PUBLIC_URL and the
 * login works there. And when the login provider cannot be reached, Ok in the login dialog
 * says so with the spec's 'Request failed' instead of doing nothing.
 * Screenshots: login-unreachable-{desktop,phone}.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, openPage, screenshot, startOwnServer, type RunningServer } from './harness';
import { freePort } from './harness/mail';

let server: RunningServer;
let publicUrl: string;
let visitor: { email: string; password: string };

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://localhost:${port}`;
  server = await startOwnServer({ PORT: String(port), PUBLIC_URL: publicUrl });
  const file = JSON.parse(
    await readFile(path.join(server.dataDir!, 'demo-accounts.json'), 'utf8'),
  ) as { accounts: Array<{ email: string; password: string }> };
  visitor = file.accounts.find((a) => a.email.startsWith('visitor@'))!;
}, 600_000);

afterAll(async () => {
  await server?.stop();
});

/** Asks to log in from a card's favourite button and answers Ok. */
async function okToLogIn(page: Page) {
  await page.getByRole('button', { name: 'Add to favorites' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('button', { name: 'Ok' }).click();
  return dialog;
}

describe('login from another address of the server', () => {
  it('moves the visitor from 127.0.0.1 to PUBLIC_URL, where the login works', async () => {
    expect(server.base).toMatch(/^http:\/\/127\.0\.0\.1:/);
    const page = await openPage('/?q=chair', { baseURL: server.base });
    expect(page.url()).toBe(`${publicUrl}/?q=chair`);
    await okToLogIn(page);
    await page.waitForURL(/\/auth\/interaction\//);
    await page.getByLabel('E-mail address').fill(visitor.email);
    await page.getByLabel('Password', { exact: true }).fill(visitor.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${publicUrl}/?q=chair`);
    // Back logged in: the favourite that asked for the login goes on (its lists dialog).
    await page.getByRole('dialog', { name: 'Save to lists' }).waitFor();
    expect(errorsOf(page)).toEqual([]);
  });

  it("says 'Request failed' when Ok cannot reach the login provider", async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openPage('/?q=chair', {
        viewport,
        baseURL: publicUrl,
        // The provider is down: its discovery document cannot be fetched.
        beforeLoad: (p) => p.route('**/auth/.well-known/openid-configuration', (r) => r.abort()),
      });
      const dialog = await okToLogIn(page);
      const alert = page.getByRole('alert').filter({ hasText: 'The login did not succeed' });
      await alert.waitFor();
      expect(await alert.textContent()).toContain('The login did not succeed: Request failed');
      await dialog.waitFor({ state: 'hidden' });
      expect(page.url()).toBe(`${publicUrl}/?q=chair`);
      await screenshot(page, 'login-unreachable');
      await alert.getByRole('button', { name: 'Close' }).click();
      await alert.waitFor({ state: 'hidden' });
    }
  });
});
