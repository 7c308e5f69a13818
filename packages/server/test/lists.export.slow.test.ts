/**
 * List exports as a user sees them, and under load: the PDF's text (read by poppler's
 * pdftotext, a second process) holds the list's name, its headings in the user's language and
 * every item's title, article number, dimensions, colour, material and quantity, and
 * pdfimages finds each product's image; a 500-item list (every item in the catalogue, with
 * its image) exports as PDF and Excel without holding the event loop over 100 ms beyond idle;
 * a 501-item list is refused as PDF with a clear 422.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idleDelay, leastWorstDelay, withinBudget } from './event-loop';
import { sheetModel, storeSheetCatalogue } from './list-export-catalogue';
import { STORE_KINDS } from './stores';
import { startUsersWorld, writeFavorites, type UsersWorld } from './users-harness';

const LIST = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const SMALL = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const BIG = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const document = (count: number) => ({
  version: '2',
  data: {
    models: [
      ...Array.from({ length: count }, (_, i) => ({
        id: `model_${i}`,
        name: `Sessel Nummer ${i}`,
        addDateTime: 1,
        lists: [{ id: BIG, addDateTime: 2 }, ...(i < 500 ? [{ id: LIST, addDateTime: 2 }] : [])],
      })),
      { id: 'lamp', name: 'Lampe Çiçek', addDateTime: 1, lists: [{ id: SMALL, addDateTime: 2 }] },
      {
        id: 'shelf',
        name: 'Regal Жёлтый',
        addDateTime: 1,
        lists: [
          { id: SMALL, addDateTime: 2 },
          { id: BIG, addDateTime: 2 },
        ],
      },
    ],
    materials: [],
    brands: [],
    collections: [],
    families: [],
  },
  lists: [
    { id: LIST, name: 'Five hundred', description: '', addDateTime: 1, previewImages: [] },
    {
      id: SMALL,
      name: 'Büro Straße',
      description: 'Zweiter Stock',
      addDateTime: 1,
      previewImages: [],
    },
    { id: BIG, name: 'Too many', description: '', addDateTime: 1, previewImages: [] },
  ],
});

describe('list exports, read as a user and under load', () => {
  let world: UsersWorld;
  const exportOf = async (body: unknown) => {
    const response = await fetch(`${world.server.url}/api/users/v1/lists/export`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${world.people.ann.token}`,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  beforeAll(async () => {
    world = await startUsersWorld(STORE_KINDS[0]!);
    await storeSheetCatalogue(world.server.services, [
      ...Array.from({ length: 500 }, (_, i) => sheetModel(`model_${i}`, `Sessel ${i}`, `SES-${i}`)),
      sheetModel('lamp', 'Lampe Çiçek', 'LMP-0815', { w: '30', h: '152.5', d: '30' }),
      sheetModel('shelf', 'Regal Жёлтый', 'RGL-4242'),
    ]);
    expect((await writeFavorites(world, world.people.ann, document(501))).status).toBe(200);
    const item = { list_id: SMALL, kind: 'models', item_id: 'lamp', note: 'Messing', quantity: 12 };
    expect((await world.call('/v1/lists/items/write', item, world.people.ann)).status).toBe(200);
  }, 180_000);
  afterAll(async () => world?.close());

  it('writes the titles, quantities and headings in the language asked', async () => {
    const { status, bytes } = await exportOf({ list_id: SMALL, format: 'pdf', lang: 'de' });
    expect(status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'list-export-'));
    writeFileSync(join(dir, 'list.pdf'), bytes);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'list.pdf'), '-'], {
      encoding: 'utf8',
    });
    for (const expected of [
      'Büro Straße',
      'Zweiter Stock',
      'Gesamtmenge: 13',
      'Lampe Çiçek',
      'Regal Жёлтый',
      'Casavento',
      'Messing',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Artikelnummer\s+LMP-0815/);
    expect(text).toMatch(/Artikelnummer\s+RGL-4242/);
    expect(text).toMatch(/Höhe\s+152,5 cm/);
    expect(text).toMatch(/Breite\s+220,5 cm/);
    expect(text).toMatch(/Farbe\s+Grün/);
    expect(text).toMatch(/Material\s+Samt, Eiche/);
    expect(text).toMatch(/Menge\s+12/);
    // One image per product sheet, fitted into 480 px (the 900 × 600 preview as 480 × 320).
    const images = execFileSync('pdfimages', ['-list', join(dir, 'list.pdf')], {
      encoding: 'utf8',
    });
    const rows = images.split('\n').filter((line) => /^\s*\d+\s+\d+\s+image/.test(line));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/image\s+480\s+320\s+rgb\s+3\s+8\s+jpeg/);
  });

  it('exports 500 items as PDF, Excel and CSV within the event-loop budget', async () => {
    const idle = await idleDelay();
    for (const format of ['pdf', 'xlsx', 'csv'] as const) {
      const measured = await leastWorstDelay(() => exportOf({ list_id: LIST, format }), idle);
      expect(measured.result.status).toBe(200);
      expect(withinBudget(measured, idle), `${format}: ${measured.worstMs} ms`).toBe(true);
    }
  }, 300_000);

  it('refuses a PDF of more than 500 items, naming the limit', async () => {
    const { status, bytes } = await exportOf({ list_id: BIG, format: 'pdf' });
    expect(status).toBe(422);
    expect(JSON.parse(bytes.toString())).toMatchObject({
      error_code: '_422_list_too_large',
      field: 'format',
    });
    expect((await exportOf({ list_id: BIG, format: 'csv' })).status).toBe(200);
  });
});
