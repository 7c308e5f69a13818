/**
 * Languages: the menu switches header strings and data texts (model titles) at once, the
 * choice is kept, the browser's language is detected, and the phone drawer has the list.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, screenshot } from './harness';

interface Text {
  category: string;
  language: string;
  payload: string;
}

/** The titles of a model found by `query`, by language, straight from the API. */
async function titlesOf(query: string): Promise<Record<string, string>> {
  const post = async (route: string, body: unknown) =>
    (await fetch(`${baseUrl()}/api/catalog${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json())) as { hits: { id: string }[]; models: { texts: Text[] }[] };
  const { hits } = await post('/v1/models/search', {
    query_string: query,
    size: 1,
    types: ['cad'],
  });
  const { models } = await post('/v1/models/fetch', { ids: [hits[0]!.id], fetch: { texts: true } });
  const titles = models[0]!.texts.filter((t) => t.category === 'title');
  return Object.fromEntries(titles.map((t) => [t.language, t.payload]));
}

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('button', { name: /^Language|^Sprache|^Język/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

describe('languages', () => {
  it('German and Polish translate the header and the model titles, and the choice is kept', async () => {
    const titles = await titlesOf('Jarl Chair');
    expect(titles.de).not.toBe(titles.en);
    const page = await openPage(`/?q=${encodeURIComponent(titles.en!)}`);
    await page.getByText(titles.en!, { exact: true }).first().waitFor();

    await chooseLanguage(page, 'Deutsch');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'Modelle', exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Marken', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'In Modellen suchen' }).waitFor();
    await page.getByText(titles.de!, { exact: true }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await screenshot(page, 'shell-german');

    await chooseLanguage(page, 'Polski');
    await page
      .getByRole('navigation', { name: 'Nawigacja główna' })
      .getByRole('link', { name: 'Modele', exact: true })
      .waitFor();
    await page.getByRole('combobox', { name: 'Szukaj w modelach' }).waitFor();
    await page.getByText(titles.pl!, { exact: true }).first().waitFor();
    await screenshot(page, 'shell-polish');

    await page.reload();
    await page.getByRole('combobox', { name: 'Szukaj w modelach' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pl');
  });

  it("follows the browser's language until one is chosen", async () => {
    const page = await openPage('/materials', { locale: 'de-DE' });
    await page.getByRole('combobox', { name: 'In Materialien suchen' }).waitFor();
    expect(await page.title()).toMatch(/^Materialien/);
    const english = await openPage('/materials', { locale: 'ja-JP' });
    await english.getByRole('combobox', { name: 'Search in materials' }).waitFor();
  });

  it('on a phone: compact header, drawer with tabs and a language sub-list', async () => {
    const titles = await titlesOf('Jarl Chair');
    const page = await openPage(`/?q=${encodeURIComponent(titles.en!)}`, { viewport: 'phone' });
    // The compact header: no tab row, a menu button, the filter button for the filter panel.
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await page.getByRole('button', { name: /^Filters/ }).waitFor();
    await screenshot(page, 'shell-phone-header');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('presentation').filter({ has: page.getByRole('navigation') });
    await drawer.getByRole('link', { name: 'Materials', exact: true }).waitFor();
    await drawer.getByRole('button', { name: /^Language/ }).click();
    await screenshot(page, 'shell-phone-drawer');
    await drawer.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('combobox', { name: 'In Modellen suchen' }).waitFor();
    await page.getByText(titles.de!, { exact: true }).first().waitFor();
    await screenshot(page, 'shell-phone-german');
  });

  it('the filter button shows a dot while filters are set', async () => {
    const page = await openPage('/?f=' + encodeURIComponent('{"owner":["nordlys"]}'), {
      viewport: 'phone',
    });
    await page.getByRole('button', { name: 'Filters (active)' }).waitFor();
    await page.getByRole('button', { name: 'Filters (active)' }).click();
    await screenshot(page, 'shell-filters-active');
    const desktop = await openPage('/?f=' + encodeURIComponent('{"owner":["nordlys"]}'));
    await screenshot(desktop, 'shell-filters-active');
  });
});
