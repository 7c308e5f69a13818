/**
 * Community libraries as a visitor meets them: a small SweetHome3D library (made here, CC-BY,
 * pieces named only "Chair" like Debian's) imported by a server of this file's own beside the
 * demo brands. Its library is no brand (not on /brands, not in the brand filter, no brand
 * page), brand chairs come first for "chair" and "Stuhl", the Community libraries switch takes
 * its items out and back, and a card's (i) opens the credits with the licence's text linked.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poll, TIMEOUT } from './browse-support';
import { errorsOf, openPage, screenshot, startOwnServer, type RunningServer } from './harness';

const encode = (text: string) => new TextEncoder().encode(text);

/** A box of 1 × 1 × 1 (the importer scales it to the declared size). */
const BOX = [
  'v 0 0 0',
  'v 1 0 0',
  'v 1 1 0',
  'v 0 1 0',
  'v 0 0 1',
  'v 1 0 1',
  'v 1 1 1',
  'v 0 1 1',
  'f 1 2 3 4',
  'f 5 8 7 6',
  'f 1 5 6 2',
  'f 2 6 7 3',
  'f 3 7 8 4',
  'f 4 8 5 1',
].join('\n');

/** Pieces as Debian's libraries name them: "Chair" (Stuhl) several times, ids that say more. */
const PIECES = [
  { id: 'plasticChair', en: 'Chair', de: 'Stuhl', creator: 'Jane Doe' },
  { id: 'chair2', en: 'Chair', de: 'Stuhl', creator: 'Sam Roe' },
  { id: 'chair3', en: 'Chair', de: 'Stuhl', creator: 'Sam Roe' },
  { id: 'table', en: 'Table', de: 'Tisch', creator: 'Jane Doe' },
];

async function writeLibrary(dir: string) {
  const lines = [
    'id=Test#Community',
    'name=Open Test catalog',
    'description=Furniture shared by its makers',
    'license=Creative Commons Attribution 3.0 license',
    'provider=www.sweethome3d.com',
  ];
  const german: string[] = [];
  PIECES.forEach((p, i) => {
    const n = i + 1;
    lines.push(
      `id#${n}=Test#${p.id}`,
      `name#${n}=${p.en}`,
      `category#${n}=Living room`,
      `model#${n}=/models/box.obj`,
      `width#${n}=50`,
      `depth#${n}=50`,
      `height#${n}=90`,
      `creator#${n}=${p.creator}`,
    );
    german.push(`name#${n}=${p.de}`, `category#${n}=Wohnzimmer`);
  });
  await writeFile(
    path.join(dir, 'test-community.sh3f'),
    zipSync({
      'PluginFurnitureCatalog.properties': encode(lines.join('\n')),
      'PluginFurnitureCatalog_de.properties': encode(german.join('\n')),
      'models/box.obj': encode(BOX),
    }),
  );
}

let server: RunningServer;
let libraries: string;

const post = async (url: string, body: object) =>
  (await fetch(`${server.base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json())) as { total: number; hits: Array<{ id: string }> };

beforeAll(async () => {
  libraries = await mkdtemp(path.join(tmpdir(), 'e2e-sh3f-'));
  await writeLibrary(libraries);
  server = await startOwnServer({ SH3F_DIR: libraries });
  // The import runs after the server is ready: wait until its items are searchable.
  const community = {
    filtering: [
      {
        operator: 'or',
        filters: [{ algorithm: 'exact_or', scope: 'sources', values: ['community'] }],
      },
    ],
  };
  const until = Date.now() + 240_000;
  while ((await post('/api/catalog/v1/models/search', community)).total < PIECES.length) {
    if (Date.now() > until) throw new Error('the library was not imported within 4 minutes');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}, 600_000);
afterAll(async () => {
  await server?.stop();
  if (libraries) await rm(libraries, { recursive: true, force: true });
});

const open = (pathname: string, options: Parameters<typeof openPage>[1] = {}) =>
  openPage(pathname, { baseURL: server.base, ...options });
const cards = (page: Page) => page.getByTestId('model-card');
const communityCards = (page: Page) => page.getByTestId('card-community');

describe('community libraries', { timeout: TIMEOUT }, () => {
  it('are no brands: not on /brands, not in the brand filter, no brand page', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await open('/brands', { viewport });
      await page.getByRole('heading', { name: 'Nordlys' }).first().waitFor();
      expect(await page.getByText('Open Test').count()).toBe(0);
      await screenshot(page, 'community-brand-list');
    }
    const owners = await post('/api/catalog/v1/owners/search', { types: ['user', 'licensed'] });
    expect(owners.hits.some((h) => h.id.startsWith('sh3d'))).toBe(false);

    const page = await open('/?q=chair');
    await cards(page).first().waitFor();
    const brands = page.getByRole('list', { name: 'Brands' });
    await brands.getByText('Nordlys').first().waitFor();
    expect(await brands.getByText('Open Test').count()).toBe(0);

    // The library's id on a brand's path: it says what it is and leads to its items.
    const library = (await post('/api/catalog/v1/models/search', { query_string: 'plastic chair' }))
      .hits[0]!;
    const model = (await (
      await fetch(`${server.base}/api/catalog/v1/models/fetch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ids: [library.id] }),
      })
    ).json()) as { models: Array<{ owner_id: string }> };
    const libraryPage = await open(`/brands/${model.models[0]!.owner_id}`);
    await libraryPage.getByTestId('community-page').waitFor();
    expect(await libraryPage.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Open Test is a community library',
    );
    expect(errorsOf(page)).toEqual([]);
  });

  it('"chair" and "Stuhl": brand chairs first, then the library\'s, marked as community', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await open('/?q=chair', { viewport });
      await cards(page).first().waitFor();
      // The first results are brand products (the library's are as relevant, so they follow).
      const firstTen = await cards(page).evaluateAll((all) =>
        all.slice(0, 10).map((c) => c.querySelector('[data-testid="card-community"]') !== null),
      );
      expect(firstTen).not.toContain(true);
      await screenshot(page, 'community-chair');

      const german = await open('/?q=Stuhl', { viewport, locale: 'de-DE' });
      await cards(german).first().waitFor();
      const firstTenDe = await cards(german).evaluateAll((all) =>
        all.slice(0, 10).map((c) => c.querySelector('[data-testid="card-community"]') !== null),
      );
      expect(firstTenDe).not.toContain(true);
      await screenshot(german, 'community-stuhl');
    }
    // The library's own pieces, with the title its ids say more in ("Plastic chair").
    const page = await open(`/?q=chair&f=${encodeURIComponent('{"source":["community"]}')}`);
    await communityCards(page).first().waitFor();
    expect(await communityCards(page).count()).toBe(3);
    expect(await communityCards(page).first().innerText()).toBe('Community · Open Test');
    await page.getByRole('heading', { name: 'Plastic chair' }).waitFor();
    await screenshot(page, 'community-only');
  });

  it('the Community libraries switch takes the library out and back, with a chip', async () => {
    const page = await open('/?q=chair');
    await cards(page).first().waitFor();
    const toggle = page.getByTestId('community-filter').getByRole('switch');
    expect(await toggle.isChecked()).toBe(true);
    const withCommunity = Number(
      (await page.getByTestId('result-text').innerText()).match(/\d+/)![0],
    );
    await toggle.click();
    await poll(() => new URL(page.url()).searchParams.get('f')).toBe('{"source":["brand"]}');
    await poll(async () =>
      Number((await page.getByTestId('result-text').innerText()).match(/\d+/)![0]),
    ).toBe(withCommunity - 3);
    await page.getByTestId('filter-chips').getByText('Without community libraries').waitFor();
    expect(await communityCards(page).count()).toBe(0);
    await toggle.click();
    await poll(() => new URL(page.url()).searchParams.get('f')).toBe(null);
    expect(errorsOf(page)).toEqual([]);
  });

  it("a card's (i) opens its credits with the licence's text linked", async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await open(
        `/?q=plastic%20chair&f=${encodeURIComponent('{"source":["community"]}')}`,
        { viewport },
      );
      const card = cards(page).filter({ hasText: 'Plastic chair' }).first();
      await card.waitFor();
      // CC-BY asks for the author named where the work is shown.
      await card.getByText('By Jane Doe · Creative Commons Attribution 3.0 license').waitFor();
      await card.getByTestId('card-credits').click();
      const panel = page.getByTestId('card-credits-panel');
      await panel.waitFor();
      expect(await panel.innerText()).toContain('Creator: Jane Doe');
      const link = panel.getByTestId('card-license-link');
      expect(await link.getAttribute('href')).toBe('https://creativecommons.org/licenses/by/3.0/');
      expect(await link.getAttribute('target')).toBe('_blank');
      await screenshot(page, 'community-credits');
      await page.keyboard.press('Escape');
      await poll(() => panel.count()).toBe(0);
      expect(errorsOf(page)).toEqual([]);
    }
  });
});
