/**
 * Errors in plain language, end to end on the shared server: a path that is no page answers
 * 404 and shows Page Not Found; a failing catalogue gives a toast that says what failed and
 * why in the visitor's words (never a library's) with Retry, and the brand list an inline
 * Retry; an unknown brand leaves no tab and no "Search in models of "; a broken `f` filter is
 * named; the favicon and the web manifest are served. When the server stops answering after
 * the page has shown, the toast still says so in the visitor's language (its code and words
 * came before). Screenshots: not-found-{desktop,phone}, toast-error-{desktop,phone},
 * toast-offline-desktop, brands-retry-desktop.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, errorsOf, openPage, screenshot } from './harness';

const SLOW = { timeout: 60_000 };

/** Makes the catalogue's `path` fail (network failure) until `heal` is called. */
async function failing(page: Page, path: string, how: 'network' | 500 = 'network') {
  let broken = true;
  await page.route(`**/api/catalog/v1/${path}`, async (route) => {
    if (!broken) return route.continue();
    if (how === 'network') return route.abort('connectionrefused');
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ http_status: 500, error_code: '_500_internal', reason: 'boom' }),
    });
  });
  return () => {
    broken = false;
  };
}

/** The page's requests to the server for script chunks and translations still under way. */
function filesInFlight(page: Page): () => number {
  const pending = new Set<Request>();
  const done = (request: Request) => pending.delete(request);
  page.on('request', (request) => {
    if (/\/(assets|i18n)\//.test(new URL(request.url()).pathname)) pending.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => pending.size;
}

describe('errors in plain language', { timeout: 300_000 }, () => {
  it('answers a path that is no page with 404 and Page Not Found', async () => {
    const answer = await fetch(`${baseUrl()}/no/such/page`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect((await fetch(`${baseUrl()}/materials`)).status).toBe(200);
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openPage('/no/such/page', { viewport });
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      await screenshot(page, 'not-found');
    }
  });

  it('says what failed and why in a toast with Retry, never the library text', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      let heal = () => undefined as void;
      const page = await openPage('/?q=chair', {
        viewport,
        beforeLoad: async (p) => {
          heal = await failing(p, 'models/search');
        },
      });
      const toast = page.getByRole('alert').filter({ hasText: 'Sorry! Something went wrong' });
      await toast.waitFor(SLOW);
      expect(await toast.innerText()).toContain(
        'Sorry! Something went wrong: (The search could not be run: the server could not be reached. Check your connection.)',
      );
      expect(await page.locator('body').innerText()).not.toMatch(/interceptors|Failed to fetch/);
      await screenshot(page, 'toast-error');
      // It stays until the visitor acts: Retry runs the search again.
      await page.waitForTimeout(5_000);
      expect(await toast.isVisible()).toBe(true);
      heal();
      await toast.getByRole('button', { name: 'Retry' }).click();
      await page.getByTestId('model-card').first().waitFor(SLOW);
      expect(await toast.count()).toBe(0);
    }
  });

  it('still says so, in the visitor’s language, when the server stops answering later', async () => {
    const page = await openPage('/', { locale: 'de-DE' });
    const inFlight = filesInFlight(page);
    await page.getByTestId('grid-footer').waitFor(SLOW);
    // The toast's code, its words and the snackbar come soon after the page has shown (at the
    // first interaction at the latest), not when the server may be gone already.
    const prepared = Promise.all([
      page.waitForResponse(/\/showErrorToast-[\w-]+\.js$/),
      page.waitForResponse(/\/ToastSnackbar-[\w-]+\.js$/),
      page.waitForResponse(/\/i18n\/de\/errors\.json/),
    ]);
    await page.mouse.move(200, 200);
    await prepared;
    await expect.poll(inFlight, SLOW).toBe(0);
    // Now nothing the server has answers any more, not even a script chunk; the visitor goes
    // to another search (as a link inside the app would).
    await page.route('**/*', (route) => route.abort('connectionrefused'));
    await page.evaluate(() => {
      history.pushState(null, '', '/?q=stuhl');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const toast = page.getByRole('alert').filter({ hasText: 'Entschuldigung!' });
    await toast.waitFor(SLOW);
    const text = await toast.innerText();
    expect(text).toContain('Entschuldigung! Etwas ist schiefgelaufen: (');
    expect(text).toContain(': Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung.)');
    expect(await toast.getByRole('button', { name: 'Erneut versuchen' }).count()).toBe(1);
    // In place of the results: what is missing, with Retry (the page was not reloaded).
    await page
      .getByRole('alert')
      .filter({ hasText: 'Die Ergebnisse konnten nicht geladen werden.' })
      .waitFor(SLOW);
    expect(new URL(page.url()).search).toBe('?q=stuhl');
    await screenshot(page, 'toast-offline');
  });

  it('offers Retry on the brand list when the catalogue fails', async () => {
    let heal = () => undefined as void;
    const page = await openPage('/brands', {
      beforeLoad: async (p) => {
        heal = await failing(p, 'owners/search', 500);
      },
    });
    const inline = page.getByRole('alert').filter({ hasText: 'The brands could not be loaded.' });
    await inline.waitFor(SLOW);
    await screenshot(page, 'brands-retry');
    heal();
    await inline.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Nordlys', { exact: true }).first().waitFor(SLOW);
    expect(await inline.count()).toBe(0);
  });

  it('leaves no tab and no nameless placeholder for an unknown brand', async () => {
    const page = await openPage('/brands/no_such_brand');
    await page.getByRole('combobox', { name: 'Search in models' }).waitFor(SLOW);
    expect(await page.getByRole('combobox', { name: /Search in models of/ }).count()).toBe(0);
    const tabs = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['Models', 'Materials', 'Brands']);
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search in models' }).waitFor(SLOW);
    expect(await tabs.allInnerTexts()).toEqual(['Models', 'Materials', 'Brands']);
    expect(errorsOf(page)).toEqual([]);
  });

  it('says so when the f filter of a link cannot be read', async () => {
    const page = await openPage(`/?f=${encodeURIComponent('{"broken":')}`);
    await page
      .getByText('The filters in this link could not be read, so none are applied.')
      .waitFor(SLOW);
    await page.getByTestId('model-card').first().waitFor(SLOW);
  });

  it('serves a favicon and a web manifest the page names', async () => {
    const page = await openPage('/');
    const icon = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href');
    const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
    const svg = await fetch(`${baseUrl()}${icon}`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    const app = (await (await fetch(`${baseUrl()}${manifest}`)).json()) as {
      name: string;
      icons: Array<{ src: string }>;
    };
    expect(app.name).toBe('Vitrine');
    for (const { src } of app.icons) expect((await fetch(`${baseUrl()}${src}`)).status).toBe(200);
  });
});
