/// <reference lib="dom" />
// (page.evaluate callbacks here run in the browser.)
/**
 * The provider's own pages in a real browser (Debian's Chromium): login and sign-up at
 * desktop and phone width, in the browser's language, keyboard-usable, nothing wider than
 * the screen; logging in through the form ends at the client with a code. Screenshots go to
 * packages/server/screenshots/ for people to look at.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as oauth from 'oauth4webapi';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../../test-support/chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from './auth-harness';
import { STORE_KINDS } from './stores';

const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

describe('login provider pages in Chromium', () => {
  let server: AuthServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startAuthServer(STORE_KINDS[0]!);
    await server.addUser('lena@example.com', 'Sommer-Abend-77', { first_name: 'Lena' });
    browser = await launchChromium();
    await mkdir(SCREENSHOTS, { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function authorizeUrl() {
    const verifier = oauth.generateRandomCodeVerifier();
    return `${server.url}/auth/authorize?${new URLSearchParams({
      response_type: 'code',
      client_id: 'vitrine-catalogue',
      redirect_uri: `${server.url}/login-redirect`,
      scope: 'query_account',
      state: oauth.generateRandomState(),
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    })}`;
  }

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`logs in with the keyboard in German on a ${name}`, async () => {
      const context = await browser.newContext({ viewport, locale: 'de-DE' });
      const page = await context.newPage();
      await page.goto(await authorizeUrl());
      await expect.poll(() => page.locator('h1').textContent()).toBe('Anmelden');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      // Nothing wider than the screen.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `auth-login-${name}.png`),
        fullPage: true,
      });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('email'); // focus starts in the form
      await page.keyboard.type('lena@example.com');
      await page.keyboard.press('Tab');
      await page.keyboard.type('falsches Passwort!');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('E-Mail-Adresse oder Passwort ist falsch.');
      await page.screenshot({
        path: path.join(SCREENSHOTS, `auth-login-error-${name}.png`),
        fullPage: true,
      });
      await page.getByLabel('Passwort').fill('Sommer-Abend-77');
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page.waitForURL((url) => url.pathname === '/login-redirect');
      const back = new URL(page.url());
      expect(back.searchParams.get('code')).toBeTruthy();
      expect(back.searchParams.get('iss')).toBe(server.auth.issuer);

      // A logout address opened directly (a link from elsewhere, typed) asks first.
      const next = `${server.url}/brands`;
      await page.goto(`${server.url}/auth/logout?${new URLSearchParams({ next })}`);
      await page.getByText('Möchten Sie sich abmelden?').waitFor();
      await page.screenshot({
        path: path.join(SCREENSHOTS, `auth-logout-question-${name}.png`),
        fullPage: true,
      });
      await page.getByRole('button', { name: 'Abmelden' }).click();
      await page.waitForURL(next);
      await page.goto(await authorizeUrl()); // the session is gone: the login form again
      await expect.poll(() => page.locator('h1').textContent()).toBe('Anmelden');
      await context.close();
    });

    it(`shows sign-up with its field errors on a ${name}`, async () => {
      const context = await browser.newContext({ viewport, locale: 'en-GB' });
      const page = await context.newPage();
      await page.goto(await authorizeUrl());
      await page.getByRole('link', { name: 'No account yet? Create one' }).click();
      await expect.poll(() => page.locator('h1').textContent()).toBe('Create an account');
      await page.getByLabel('First name').fill('Sam');
      await page.getByLabel('Last name').fill('Lee');
      await page.getByLabel('E-mail address').fill('sam@example.com');
      await page.getByLabel('Password').fill('short');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect
        .poll(() => page.locator('#password-error').textContent())
        .toBe('The password must have at least 10 characters.');
      expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByLabel('E-mail address').inputValue()).toBe('sam@example.com'); // kept
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `auth-signup-${name}.png`),
        fullPage: true,
      });
      await page.getByLabel('Password').fill('Fresh-Start-2026');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect
        .poll(() => page.getByRole('status').textContent())
        // No SMTP server here: the page says the mail waits, not that it went.
        .toContain('Your confirmation link for sam@example.com is queued');
      await context.close();
    });
  }
});
