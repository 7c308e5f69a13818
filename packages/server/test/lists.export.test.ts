/**
 * A favourites list exported as PDF, Excel and CSV (docs/FAVORITES.md "Export"): the owner
 * gets the file with a login, another user finds no such list (404), nobody without a login
 * (401); a share link exports without login until it is revoked (410). The files are read
 * back: the workbook with exceljs, the PDF with pdf-lib (a cover and one page per item, the
 * item's image on its sheet). Each item's brand, title, article number (the articlenumber
 * text, else the egr_pim article), dimensions in the user's number format, colour and
 * material come from the catalogue; an item the catalogue does not show keeps its name.
 * On both stores.
 */
import ExcelJS from 'exceljs';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pimModel, sheetModel, storeSheetCatalogue } from './list-export-catalogue';
import { STORE_KINDS } from './stores';
import { startUsersWorld, writeFavorites, type Person, type UsersWorld } from './users-harness';

const LIST = '5b0f7a52-8d1e-4c3a-9e61-2f4d7c9b1a08';
const on = [{ id: LIST, addDateTime: 2 }];
const favourites = {
  version: '2',
  data: {
    models: [
      { id: 'sofa_1', name: 'Sofa Ölüdeniz', addDateTime: 1, lists: on },
      { id: 'chair_2', name: '=Stuhl Łódź', addDateTime: 1, lists: on },
    ],
    materials: [{ id: 'oak_3', name: 'Дуб натуральный', addDateTime: 1, lists: on }],
    brands: [],
    collections: [],
    families: [],
  },
  lists: [
    {
      id: LIST,
      name: 'Hotel Şişli',
      description: 'Lobby and bar',
      addDateTime: 1,
      previewImages: [],
    },
  ],
};

describe.each(STORE_KINDS)('list exports on $name', (kind) => {
  let world: UsersWorld;
  let token: string;
  const exported = async (path: string, body: unknown, who?: Person) => {
    const response = await fetch(`${world.server.url}/api/users${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  beforeAll(async () => {
    world = await startUsersWorld(kind);
    const { ann } = world.people;
    await storeSheetCatalogue(world.server.services, [
      sheetModel('sofa_1', 'Sofa Ölüdeniz', 'CV-SOF-4711'),
      pimModel('chair_2', '=Stuhl Łódź', 'CV-ST-9-OAK'),
    ]);
    expect((await writeFavorites(world, ann, favourites)).status).toBe(200);
    const note = {
      list_id: LIST,
      kind: 'models',
      item_id: 'sofa_1',
      note: 'Velvet, green',
      quantity: 4,
    };
    expect((await world.call('/v1/lists/items/write', note, ann)).status).toBe(200);
    const made = await world.call('/v1/lists/shares/create', { list_id: LIST }, ann);
    token = made.body.token as string;
  }, 180_000);
  afterAll(async () => world?.close());

  it('gives the owner an Excel file with a header in their language and one row per item', async () => {
    const { response, bytes } = await exported(
      '/v1/lists/export',
      { list_id: LIST, format: 'xlsx', lang: 'tr' },
      world.people.ann,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    // exceljs types its Buffer as an ArrayBuffer; at run time it takes a Node Buffer.
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Hotel Şişli');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Tür',
      'Marka',
      'Başlık',
      'Ürün numarası',
      'Genişlik',
      'Yükseklik',
      'Derinlik',
      'Renk',
      'Malzeme',
      'Not',
      'Miktar',
      'Bağlantı',
    ]);
    expect(sheet.rowCount).toBe(4);
    const rows = [2, 3, 4].map(values);
    expect(rows).toContainEqual([
      'Ürün',
      'Casavento',
      'Sofa Ölüdeniz',
      'CV-SOF-4711',
      '220,5 cm',
      '85 cm',
      '95 cm',
      'Green',
      'Velvet, Oak',
      'Velvet, green',
      4,
      `${world.server.url}/?m=sofa_1`,
    ]);
    // A title that a spreadsheet would run as a formula stays text; the egr_pim article.
    expect(rows).toContainEqual(
      expect.arrayContaining(['Casavento', "'=Stuhl Łódź", 'CV-ST-9-OAK', 1]),
    );
    expect(rows).toContainEqual(expect.arrayContaining(['Malzeme', 'Дуб натуральный']));
  });

  it('gives a CSV in UTF-8 that Excel opens as such', async () => {
    const { response, bytes } = await exported(
      '/v1/lists/export',
      { list_id: LIST, format: 'csv', lang: 'de' },
      world.people.ann,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const text = bytes.toString('utf8');
    expect(
      text.startsWith(
        '\ufeffArt,Marke,Titel,Artikelnummer,Breite,Höhe,Tiefe,Farbe,Material,Notiz,Menge,Link',
      ),
    ).toBe(true);
    expect(text).toContain(
      'Produkt,Casavento,Sofa Ölüdeniz,CV-SOF-4711,"220,5 cm",85 cm,95 cm,Grün,"Samt, Eiche","Velvet, green",4,',
    );
    expect(text).toContain('Дуб натуральный');
  });

  it('gives a PDF with a cover and a page per item', async () => {
    const { response, bytes } = await exported(
      '/v1/lists/export',
      { list_id: LIST, format: 'pdf', lang: 'ru' },
      world.people.ann,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(4);
    expect(pdf.getTitle()).toBe('Hotel Şişli');
    // The sofa's sheet (the first item) draws its preview image; the others have none.
    const images = (page: number) =>
      pdf.getPage(page).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.keys() ?? [];
    expect(images(1)).toHaveLength(1);
    expect(images(2)).toHaveLength(0);
  });

  it('refuses another user (404), no login (401) and a bad format naming the field (400)', async () => {
    const body = { list_id: LIST, format: 'pdf' };
    expect((await exported('/v1/lists/export', body, world.people.bob)).response.status).toBe(404);
    expect((await exported('/v1/lists/export', body)).response.status).toBe(401);
    const bad = await world.call(
      '/v1/lists/export',
      { list_id: LIST, format: 'doc' },
      world.people.ann,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field).toContain('format');
  });

  it('exports through a share link without login, until the link is revoked (410)', async () => {
    const { response, bytes } = await exported('/v1/lists/shared/export', { token, format: 'csv' });
    expect(response.status).toBe(200);
    expect(bytes.toString('utf8')).toContain('Sofa Ölüdeniz');
    const wrong = await exported('/v1/lists/shared/export', {
      token: `lst_${'A'.repeat(43)}`,
      format: 'csv',
    });
    expect(wrong.response.status).toBe(404);
    const { ann } = world.people;
    const listed = await world.call('/v1/lists/shares/read', { list_id: LIST }, ann);
    const [share] = listed.body.shares as Array<{ share_id: string }>;
    await world.call('/v1/lists/shares/revoke', { share_id: share!.share_id }, ann);
    const gone = await exported('/v1/lists/shared/export', { token, format: 'pdf' });
    expect(gone.response.status).toBe(410);
  });
});
