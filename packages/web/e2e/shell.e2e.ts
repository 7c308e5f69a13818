/**
 * The shell around every page: deep links, the 404 page, legal page shells, tabs that
 * remember where one was, and closable brand tabs.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, errorsOf, openPage, screenshot, waitForPath } from './harness';

describe('server and routes', () => {
  it('answers deep links with the app and caches translations and assets sensibly', async () => {
    const deep = await fetch(`${baseUrl()}/brands/nordlys/catalog`);
    expect(deep.status).toBe(200);
    expect(deep.headers.get('content-type')).toContain('text/html');
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    const html = await deep.text();
    const head = await fetch(`${baseUrl()}/brands/nordlys/catalog`, { method: 'HEAD' });
    expect(head.status).toBe(200);

    const translation = await fetch(`${baseUrl()}/i18n/de/common.json?v=1`);
    expect(translation.status).toBe(200);
    expect(translation.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(((await translation.json()) as { tabs: { models: string } }).tabs.models).toBe(
      'Modelle',
    );

    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const asset = await fetch(`${baseUrl()}${script}`);
    expect(asset.headers.get('cache-control')).toContain('immutable');

    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openPage('/brands/nordlys/catalog', { viewport });
      await page.getByRole('heading', { name: 'Nordlys' }).first().waitFor();
      await screenshot(page, 'shell-deep-link');
      expect(errorsOf(page)).toEqual([]);
    }
  });

  it('with apisight=true asks every call for Server-Timing and gets it', async () => {
    const timings: string[] = [];
    const page = await openPage('/?apisight=true&q=chair', {
      beforeLoad: (p) =>
        Promise.resolve(
          p.on('response', (response) => {
            if (!response.url().includes('/models/search')) return;
            const asked = response.request().headers()['x-enable-apisight'];
            if (asked === 'true') timings.push(response.headers()['server-timing'] ?? '');
          }),
        ),
    });
    await page.locator('[data-id]').first().waitFor();
    await expect.poll(() => timings.length).toBeGreaterThan(0);
    expect(timings[0]).toMatch(/index;desc="Search index";dur=[\d.]+/);
    expect(timings[0]).toMatch(/total;desc="Total";dur=[\d.]+/);
    // Without it, the calls do not ask.
    const plain = await openPage('/?q=chair', {
      beforeLoad: (p) =>
        Promise.resolve(
          p.on('request', (request) => {
            if (request.headers()['x-enable-apisight']) timings.push('plain asked');
          }),
        ),
    });
    await plain.locator('[data-id]').first().waitFor();
    expect(timings).not.toContain('plain asked');
    expect(errorsOf(page)).toEqual([]);
  });

  it("shows 'Page Not Found' for unknown paths and 'Take me back' leads to the first tab", async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openPage('/no/such/page', { viewport });
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      expect(await page.title()).toBe('Page Not Found | Vitrine');
      await screenshot(page, 'shell-not-found');
      await page.getByRole('link', { name: 'Take me back' }).click();
      await waitForPath(page, '/');
      await page.getByRole('combobox', { name: 'Search in models' }).waitFor();
      expect(await page.title()).toMatch(/^Models/);
    }
  });

  it('has the legal pages with their titles', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openPage('/data-privacy', { viewport });
      await page.getByRole('heading', { name: 'Data privacy' }).waitFor();
      expect(await page.title()).toBe('Data privacy | Vitrine');
      await screenshot(page, 'shell-legal');
      const terms = await openPage('/terms-of-use', { viewport });
      await terms.getByRole('heading', { name: 'Terms of use' }).waitFor();
    }
  });
});

describe('header tabs', () => {
  it('each tab remembers the path last visited in it', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openPage('/materials?q=oak', { viewport });
      await page.getByRole('combobox', { name: 'Search in materials' }).waitFor();
      const go = async (name: string) => {
        if (viewport === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
        await page
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('link', { name, exact: true })
          .click();
      };
      await go('Models');
      await waitForPath(page, '/');
      await go('Brands');
      await waitForPath(page, '/brands');
      await go('Materials');
      await waitForPath(page, '/materials', '?q=oak');
      await expect
        .poll(() => page.getByRole('combobox', { name: 'Search in materials' }).inputValue())
        .toBe('oak');
      const current = page.getByRole('link', { name: 'Materials', exact: true });
      if (viewport === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      expect(await current.getAttribute('aria-current')).toBe('page');
      await screenshot(page, 'shell-tabs');
    }
  });

  it('opens a tab per visited brand, keeps its path, and closing the open one moves to a neighbour', async () => {
    const page = await openPage('/brands/nordlys');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Nordlys', exact: true }).waitFor();
    await page.goto('/brands/casavento/models');
    await nav.getByRole('link', { name: 'Casa Vento', exact: true }).waitFor();
    await page.goto('/brands/holzwerk');
    await nav.getByRole('link', { name: 'Holzwerk Lindner', exact: true }).waitFor();
    await screenshot(page, 'shell-brand-tabs');
    // Each tab carries its own brand's name, never the one shown just before it.
    const labels = async () =>
      (
        JSON.parse(
          (await page.evaluate(() => localStorage.getItem('recentOwnerTabs'))) ?? '{}',
        ) as { data: Array<{ label: string }> }
      ).data.map((tab) => tab.label);
    expect(await labels()).toEqual(['Nordlys', 'Casa Vento', 'Holzwerk Lindner']);

    // The tab remembers the sub-page it was left on.
    expect(await nav.getByRole('link', { name: 'Casa Vento' }).getAttribute('href')).toBe(
      '/brands/casavento/models',
    );
    await nav.getByRole('link', { name: 'Casa Vento' }).click();
    await waitForPath(page, '/brands/casavento/models');

    // Closing the open tab goes to the next tab (Holzwerk), then the previous, then /brands.
    await page.getByRole('button', { name: 'Close Casa Vento' }).click();
    await waitForPath(page, '/brands/holzwerk');
    await page.getByRole('button', { name: 'Close Holzwerk Lindner' }).click();
    await waitForPath(page, '/brands/nordlys');
    expect(await labels()).toEqual(['Nordlys']);
    // Closing a tab that is not open stays where one is.
    await page.goto('/materials');
    await page.getByRole('button', { name: 'Close Nordlys' }).click();
    expect(new URL(page.url()).pathname).toBe('/materials');
    await page.goto('/brands/nordlys');
    await page.getByRole('button', { name: 'Close Nordlys' }).click();
    await waitForPath(page, '/brands');
    const stored = await page.evaluate(() => localStorage.getItem('recentOwnerTabs'));
    expect(JSON.parse(stored!)).toEqual({ version: '1', data: [] });

    const phone = await openPage('/brands/nordlys', { viewport: 'phone' });
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Nordlys' })
      .waitFor();
    await screenshot(phone, 'shell-brand-tabs');
  });
});
