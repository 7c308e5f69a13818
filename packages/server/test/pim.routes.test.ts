/**
 * The product information service through HTTP with real tokens: a public token and a login
 * token both read; no token or a broken one is a 401; bad bodies name their field; language
 * fallback, filters and ranges; the item's uri downloads the stored PDF.
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PimItemInput } from '@vitrine/contracts';
import { obtainTokens, startAuthServer, type AuthServer } from './auth-harness';
import { STORE_KINDS } from './stores';

const PASSWORD = 'Product-Reader-2026';
const article = { manufacturerId: 'mf_a', artNo: 'A-100' };

async function pdf(title: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.addPage([200, 200]).drawText(title, { x: 10, y: 100, size: 12 });
  return doc.save();
}

describe.each(STORE_KINDS)('product information service on $name', (kind) => {
  let server: AuthServer;
  let publicToken: string;
  let loginToken: string;
  let sheetBytes: Uint8Array;

  beforeAll(async () => {
    server = await startAuthServer(kind);
    sheetBytes = await pdf('Datasheet A-100');
    const [sheetDe, sheetEn, photo] = await server.services.files.putMany([
      {
        bytes: sheetBytes,
        filename: 'a-100-de.pdf',
        mediaType: 'application/pdf',
        filetype: 'pdf',
      },
      {
        bytes: sheetBytes,
        filename: 'a-100-en.pdf',
        mediaType: 'application/pdf',
        filetype: 'pdf',
      },
      {
        bytes: sheetBytes,
        filename: 'not-an-image.pdf',
        mediaType: 'application/pdf',
        filetype: 'pdf',
      },
    ]);
    const base = { manufacturerId: 'mf_a', artNo: 'A-100' };
    const items: PimItemInput[] = [
      {
        ...base,
        key: 'sheet-en',
        language: 'en',
        category: 'datasheets',
        contentType: 'document',
        name: 'Datasheet',
        dataportId: sheetEn,
        size: sheetBytes.length,
        thumbnailDataportId: photo,
      },
      {
        ...base,
        key: 'sheet-de',
        language: 'de',
        category: 'datasheets',
        contentType: 'document',
        name: 'Datenblatt',
        dataportId: sheetDe,
        size: sheetBytes.length,
      },
      {
        ...base,
        key: 'big',
        finalArtNo: 'A-100-RED',
        category: 'images',
        contentType: 'image',
        name: 'Red',
        dataportId: photo,
        width: 587,
        height: 440,
      },
      {
        ...base,
        key: 'small',
        category: 'images',
        contentType: 'image',
        name: 'Small',
        dataportId: photo,
        width: 120,
        height: 90,
      },
      {
        ...base,
        key: 'blue',
        finalArtNo: 'A-100-BLUE',
        category: 'images',
        contentType: 'image',
        name: 'Blue',
        dataportId: photo,
        width: 587,
        height: 440,
      },
      {
        ...base,
        key: 'care-en',
        language: 'en',
        category: 'care_instructions',
        contentType: 'text',
        name: 'Care',
        text: 'Wipe with a damp cloth.',
      },
      {
        ...base,
        key: 'contact',
        category: 'contacts',
        contentType: 'contact',
        name: 'Sales',
        contact: {
          name: 'Ada Sales',
          email: 'sales@a.example',
          phone: '+49 30 1234',
          web: 'https://a.example',
          photoDataportId: photo,
        },
      },
      {
        manufacturerId: 'mf_b',
        artNo: 'A-100',
        key: 'other-brand',
        category: 'datasheets',
        contentType: 'document',
        name: 'Other',
        dataportId: sheetEn,
      },
    ];
    await server.services.pim.store(items);
    await server.services.pim.store([items[0]!]); // storing again replaces, never duplicates
    await server.addUser('reader@example.com', PASSWORD);
    loginToken = (await obtainTokens(server, 'reader@example.com', PASSWORD)).access_token;
    const answer = await fetch(
      `${server.url}/auth/ext_auth/public_user_token?client_id=${server.auth.settings.clientId}`,
    );
    publicToken = ((await answer.json()) as { access_token: string }).access_token;
  }, 180_000);
  afterAll(() => server?.close());

  const post = (path: string, body: unknown, token: string | null = publicToken) =>
    fetch(`${server.url}/api/pim${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const items = async (body: object, token?: string) => {
    const response = await post('/v1/product_information/query', { article, ...body }, token);
    expect(response.status).toBe(200);
    return (await response.json()) as {
      results: Array<{
        name: string;
        category: string;
        uri?: string;
        size?: number;
        thumbnailUri?: string;
        data?: Record<string, unknown>;
      }>;
      total: number;
      language: string;
    };
  };

  it('answers categories in order with counts, for a public and a login token', async () => {
    for (const token of [publicToken, loginToken]) {
      const response = await post('/v1/categories/query', { article, language: 'de' }, token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        categories: [
          { category: 'datasheets', count: 1 },
          { category: 'images', count: 3 },
          { category: 'contacts', count: 1 },
        ],
        language: 'de',
      });
    }
  });

  it('applies the image size filter of the categories query (400x400 leaves no image)', async () => {
    const response = await post('/v1/categories/query', {
      article,
      language: 'en',
      filters: { imageMinHeight: 400, imageMinWidth: 400 },
    });
    const { categories } = (await response.json()) as { categories: { category: string }[] };
    expect(categories.map((c) => c.category)).toEqual([
      'datasheets',
      'images',
      'care_instructions',
      'contacts',
    ]);
    const smaller = await post('/v1/categories/query', {
      article,
      filters: { imageMinHeight: 500, contentTypes: ['image'] },
    });
    expect(await smaller.json()).toEqual({ categories: [], language: 'en' });
  });

  it('falls back to English for a language the article lacks', async () => {
    const answer = await items({
      language: 'fr',
      filters: { categories: ['datasheets', 'care_instructions'] },
    });
    expect(answer.language).toBe('en');
    expect(answer.results.map((r) => r.name)).toEqual(['Datasheet', 'Care']);
    expect(answer.results[1]!.data).toEqual({ text: 'Wipe with a damp cloth.', language: 'en' });
  });

  it("answers a variant's own photos and shared ones, filtered by minimum size", async () => {
    const answer = await items({
      article: { ...article, finalArtNo: 'A-100-RED' },
      filters: { contentTypes: ['image'], imageMinWidth: 100, imageMinHeight: 150 },
    });
    expect(answer.results.map((r) => r.name)).toEqual(['Red']);
    expect(answer.results[0]!.data).toMatchObject({ width: 587, height: 440 });
    expect(answer.results[0]!.thumbnailUri).toMatch(/^\/api\/dataport\/v1\/[\w-]+\/imagine\?/);
  });

  it('pages with resultRange and says the total', async () => {
    const all = await items({});
    expect(all.total).toBe(6);
    const page = await items({ resultRange: { start: 2, count: 2 } });
    expect(page.total).toBe(6);
    expect(page.results.map((r) => r.name)).toEqual(all.results.slice(2, 4).map((r) => r.name));
    const past = await items({ resultRange: { start: 50, count: 10 } });
    expect(past).toMatchObject({ results: [], total: 6 });
  });

  it('answers contacts with a photo URL and files whose uri downloads the PDF', async () => {
    const answer = await items({ language: 'de' });
    const contact = answer.results.find((r) => r.category === 'contacts')!;
    expect(contact.data!.contact).toMatchObject({
      name: 'Ada Sales',
      email: 'sales@a.example',
      phone: '+49 30 1234',
      web: 'https://a.example',
      photo: expect.stringMatching(/\/imagine\?/),
    });
    const sheet = answer.results.find((r) => r.category === 'datasheets')!;
    expect(sheet).toMatchObject({ name: 'Datenblatt', size: sheetBytes.length });
    const file = await fetch(`${server.url}${sheet.uri}?cd=attachment`);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBe(sheetBytes.length);
  });

  it('answers 401 without a token and with a broken one', async () => {
    const none = await post('/v1/categories/query', { article }, null);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error_code: '_401_token_required' });
    const broken = await post('/v1/product_information/query', { article }, 'not.a.token');
    expect(broken.status).toBe(401);
    expect(await broken.json()).toMatchObject({ error_code: '_401_pconlogin_invalid' });
  });

  it('answers 400 naming the field for bad bodies', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['/v1/categories/query', {}, 'article'],
      ['/v1/categories/query', { article: { artNo: 'A-100' } }, 'article.manufacturerId'],
      ['/v1/categories/query', { article, language: 'english' }, 'language'],
      [
        '/v1/categories/query',
        { article, filters: { imageMinHeight: -1 } },
        'filters.imageMinHeight',
      ],
      [
        '/v1/product_information/query',
        { article, resultRange: { start: 0, count: 101 } },
        'resultRange.count',
      ],
      [
        '/v1/product_information/query',
        { article, filters: { contentTypes: ['pdf'] } },
        'filters.contentTypes[0]',
      ],
      ['/v1/product_information/query', { article, colour: 'red' }, 'colour'],
    ];
    for (const [path, body, field] of cases) {
      const response = await post(path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { field: string }).field).toBe(field);
    }
  });
});
