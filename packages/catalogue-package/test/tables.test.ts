/**
 * Product lists (docs/IMPORT.md "Product lists"): a CSV as spreadsheet programs write it and
 * the same list as an Excel workbook give the same models; wrong cells are reported by row
 * and column.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { Problems, openPackageSource, readPackage, type AnyLocated } from '../src';

const HEADER = [
  'id',
  'owner_id',
  'title:en',
  'title:de',
  'description:en',
  'category',
  'width',
  'height',
  'depth',
  'colour',
  'material',
  'article_number',
  'file_3d',
  'images',
];
const ROWS = [
  [
    'acme-chair',
    'acme',
    'Chair',
    'Stuhl',
    'A chair; light, strong',
    'cat_chairs',
    '45 cm',
    '0.8 m',
    '450 mm',
    'Oak',
    'wood',
    'AC-100',
    'models/chair.glb',
    'images/chair.jpg|images/chair-side.jpg',
  ],
  ['acme-table', 'acme', 'Table', '', '', '', '120', '', '', '', '', '', '', ''],
];

const folders: string[] = [];
afterAll(async () => {
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

async function read(name: string, bytes: Buffer | string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-table-'));
  folders.push(dir);
  await writeFile(path.join(dir, name), bytes);
  const { source, entry } = await openPackageSource(path.join(dir, name));
  const problems = new Problems();
  const { records } = await readPackage(source, entry, problems);
  return { records, problems: problems.list };
}

const csvCell = (cell: string) => (/[;"\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
const csv = (rows: string[][]) => rows.map((r) => r.map(csvCell).join(';')).join('\r\n');

describe('product lists', () => {
  it('reads a CSV with semicolons and a byte-order mark into models', async () => {
    const { records, problems } = await read('products.csv', `\uFEFF${csv([HEADER, ...ROWS])}`);
    expect(problems).toEqual([]);
    expect(records).toHaveLength(2);
    const chair = records[0]!.record as Extract<AnyLocated, { kind: 'model' }>['record'];
    expect(records[0]!.line).toBe(2);
    expect(chair).toMatchObject({
      id: 'acme-chair',
      owner_id: 'acme',
      type: 'cad',
      tags: [{ tag_id: 'cat_chairs' }],
      cads: [{ file: 'models/chair.glb' }],
      images: [
        { category: 'preview', file: 'images/chair.jpg' },
        { category: 'image', file: 'images/chair-side.jpg' },
      ],
    });
    expect(chair.texts).toEqual(
      expect.arrayContaining([
        { category: 'title', language: 'en', payload: 'Chair' },
        { category: 'title', language: 'de', payload: 'Stuhl' },
        { category: 'description', language: 'en', payload: 'A chair; light, strong' },
        { category: 'articlenumber', language: '', payload: 'AC-100' },
      ]),
    );
    // Sizes in centimetres, whatever unit the cell used.
    const sizes = chair.properties!.filter((p) => p.value_freeform && /^\d/.test(p.value_freeform));
    expect(sizes.map((p) => `${p.property_tag_id}=${p.value_freeform}`)).toEqual([
      'prop_width=45',
      'prop_height=80',
      'prop_depth=45',
    ]);
  });

  it('reads the same list from an Excel workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(HEADER);
    for (const row of ROWS) sheet.addRow(row);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const fromExcel = await read('products.xlsx', xlsx);
    const fromCsv = await read('products.csv', csv([HEADER, ...ROWS]));
    expect(fromExcel.problems).toEqual([]);
    expect(fromExcel.records.map((r) => r.record)).toEqual(fromCsv.records.map((r) => r.record));
    expect(fromExcel.records.map((r) => r.line)).toEqual([2, 3]);
  });

  it('names the row and column of each wrong cell', async () => {
    const { problems } = await read(
      'products.csv',
      csv([
        [...HEADER, 'titel:en', 'title:xx'],
        ['ok-1', 'acme', 'One', '', '', '', 'wide', '', '', '', '', '', '', '', '', ''],
        ['', 'acme', 'No id', '', '', '', '', '', '', '', '', '', '', '', '', ''],
        ['bad id', 'acme', '', '', '', '', '', '', '', '', '', '', '', '', '', ''],
      ]),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'bad_table', line: 1, field: 'titel:en' }),
        expect.objectContaining({ code: 'unknown_language', line: 1, field: 'title:xx' }),
        expect.objectContaining({ code: 'invalid_field', line: 2, field: 'width' }),
        expect.objectContaining({ code: 'invalid_field', line: 3, field: 'id' }),
        expect.objectContaining({ code: 'invalid_field', line: 4, field: 'id' }),
      ]),
    );
  });
});
