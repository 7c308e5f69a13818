/**
 * Errors end to end. A script chunk that fails to load (as after a redeploy) reloads the page
 * once and the page then shows; one that keeps failing reloads once only and leaves the error
 * page with Retry, not a white screen. With Diagnostics allowed, an error goes to our server
 * with the app version, route and browser, and an administrator finds it on /admin/errors
 * (a server of this file's own, ADMIN_EMAILS naming a demo account). Screenshots: error-page,
 * admin-errors, each -{desktop,phone}.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled } from './consent-support';
import {
  demoAccount,
  openPage,
  screenshot,
  startOwnServer,
  waitForPath,
  type RunningServer,
} from './harness';
import { freePort } from './harness/mail';

/** The legal page's own chunk: loaded only when a legal page opens. */
const LEGAL_CHUNK = /\/assets\/LegalPage-[\w-]+\.js$/;

/** Counts the page's documents (the first load and each reload; not history changes). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

describe('a chunk that fails to load', () => {
  it('reloads the page once, which then shows', async () => {
    let loads = () => 0;
    let failures = 0;
    const page = await openPage('/', {
      beforeLoad: async (p) => {
        loads = countLoads(p);
        await p.route(LEGAL_CHUNK, (route) =>
          failures++ === 0 ? route.abort('failed') : route.continue(),
        );
      },
    });
    await page.getByRole('combobox', { name: 'Search in models' }).waitFor();
    expect(loads()).toBe(1);
    // Client-side navigation asks for the legal page's chunk: gone, as after a redeploy.
    await page.evaluate(() => {
      history.pushState(null, '', '/legal-notice');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Legal notice', level: 1 }).waitFor();
    await page.getByTestId('legal-text').waitFor();
    expect(loads()).toBe(2);
    expect(failures).toBe(2);
    expect(page.url()).toMatch(/\/legal-notice$/);
  });

  it('that keeps failing reloads once only, then shows the error page with Retry', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      let loads = () => 0;
      const page = await openPage('/', {
        viewport,
        beforeLoad: async (p) => {
          loads = countLoads(p);
          await p.route(LEGAL_CHUNK, (route) => route.abort('failed'));
        },
      });
      await page.getByRole('combobox', { name: 'Search in models' }).waitFor();
      await page.evaluate(() => {
        history.pushState(null, '', '/legal-notice');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      const alert = page.getByRole('alert');
      await alert.getByRole('heading', { name: 'Something went wrong' }).waitFor();
      await alert.getByRole('button', { name: 'Retry' }).waitFor();
      await alert.getByRole('link', { name: 'Back to the start' }).waitFor();
      await page.waitForTimeout(1000);
      expect(loads()).toBe(2);
      await screenshot(page, 'error-page');
      await page.context().close();
    }
  });
});

describe('error reports', () => {
  let server: RunningServer;
  const admin = demoAccount('visitor');

  beforeAll(async () => {
    const port = await freePort();
    server = await startOwnServer({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAILS: admin.email,
    });
  }, 600_000);
  afterAll(() => server?.stop());

  it('go to our server after Diagnostics consent, and an administrator sees them', async () => {
    const page = await openPage('/brands', {
      baseURL: server.base,
      consent: { diagnostics: true },
    });
    await page.getByRole('combobox', { name: 'Search in brands' }).waitFor();
    // (The report of this fault, not another one the page sent before: the list below is
    // read once, and would miss a report still on its way.)
    const sent = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/reports/v1/errors') &&
        r.request().method() === 'POST' &&
        (r.request().postData() ?? '').includes('E2E fault 4711'),
    );
    await page.evaluate(() => {
      setTimeout(() => {
        throw new TypeError('E2E fault 4711 in the brand list');
      });
    });
    expect((await sent).status()).toBe(202);

    // The administrator logs in and opens the error reports from the account menu.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: /^Login via/ }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await page.getByLabel('E-mail address').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await waitForPath(page, '/brands');
    await page.getByRole('button', { name: /^Logged in as/ }).click();
    await page.getByRole('menuitem', { name: 'Error reports' }).click();
    await waitForPath(page, '/admin/errors');
    const group = page.getByTestId('error-group').filter({ hasText: 'E2E fault 4711' });
    await group.getByText('TypeError: E2E fault 4711 in the brand list', { exact: true }).waitFor();
    await group.getByText(/\/brands · Chrome \d+ \(Linux\) · version /).waitFor();
    await group.getByText('Uncaught error', { exact: true }).waitFor();
    for (const viewport of ['desktop', 'phone'] as const) {
      const view = await openPage('/admin/errors', {
        viewport,
        baseURL: server.base,
        storage: await loginStorage(page),
      });
      await view.getByTestId('error-group').first().waitFor();
      await view.getByTestId('error-group').first().locator('.MuiAccordionSummary-root').click();
      await view.getByRole('button', { name: 'Remove (fixed)' }).first().waitFor();
      await settled(view);
      await screenshot(view, 'admin-errors');
    }
  });

  it('are for administrators only: a visitor is asked to log in', async () => {
    const page = await openPage('/admin/errors', { baseURL: server.base });
    await page.getByRole('heading', { name: 'Error reports' }).waitFor();
    await page.getByText('The error reports are for administrators. Please log in.').waitFor();
  });
});

/** The logged-in page's login tokens, for another page of the same user. */
async function loginStorage(page: Page): Promise<Record<string, string>> {
  const tokens = await page.evaluate(() => localStorage.getItem('loginTokens'));
  return tokens ? { loginTokens: tokens } : {};
}
