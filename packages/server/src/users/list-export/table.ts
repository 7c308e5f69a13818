/** A list export's rows, and the list as Excel (.xlsx) or CSV, written by exceljs. */
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { ExportTexts } from './texts';

export interface ExportRow {
  kind: 'models' | 'materials' | 'brands' | 'collections' | 'families';
  brand: string;
  title: string;
  /** The brand's article number (never the catalogue id); '' when the item has none. */
  articleNumber: string;
  /** Each with its unit in the user's number format ('80 cm'); '' when unknown. */
  width: string;
  height: string;
  depth: string;
  colour: string;
  material: string;
  note: string;
  quantity: number;
  link: string;
  /** The preview image's dataport id, drawn on the PDF's sheet. */
  image?: string;
}

export interface ExportList {
  name: string;
  description: string;
  rows: ExportRow[];
}

const COLUMNS = [
  'kind',
  'brand',
  'title',
  'articleNumber',
  'width',
  'height',
  'depth',
  'colour',
  'material',
  'note',
  'quantity',
  'link',
] as const;
const WIDTHS: Partial<Record<(typeof COLUMNS)[number], number>> = {
  title: 40,
  link: 40,
  note: 30,
  width: 10,
  height: 10,
  depth: 10,
  quantity: 10,
};

/** A cell that a spreadsheet would read as a formula is prefixed (CSV/formula injection). */
const safe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A sheet's name: at most 31 characters, none of []:*?/\ (Excel's rule). */
const sheetNameOf = (list: ExportList) =>
  list.name
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim() || 'List';

const columnsOf = (texts: ExportTexts) =>
  COLUMNS.map((key) => ({
    header: texts[key],
    key,
    width: WIDTHS[key] ?? 20,
  }));

/** A row's cells: text guarded, the quantity a number. */
const cellsOf = (row: ExportRow, texts: ExportTexts) =>
  Object.fromEntries(
    COLUMNS.map((key) => [
      key,
      key === 'kind' ? texts.kinds[row.kind] : key === 'quantity' ? row.quantity : safe(row[key]),
    ]),
  );

function workbookOf(list: ExportList, texts: ExportTexts) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetNameOf(list));
  sheet.columns = columnsOf(texts);
  for (const row of list.rows) sheet.addRow(cellsOf(row, texts));
  return workbook;
}

/**
 * The workbook written row by row (exceljs' streaming writer), yielding to the event loop
 * every 50 rows: a long list never holds it while being zipped.
 */
export async function xlsxOf(list: ExportList, texts: ExportTexts): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => out.on('end', resolve).on('error', reject));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const sheet = workbook.addWorksheet(sheetNameOf(list));
  sheet.columns = columnsOf(texts);
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let n = 0;
  for (const row of list.rows) {
    sheet.addRow(cellsOf(row, texts)).commit();
    if (++n % 50 === 0) await setImmediate();
  }
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

/** CSV with a byte-order mark, so Excel opens the UTF-8 as such. */
export async function csvOf(list: ExportList, texts: ExportTexts): Promise<Buffer> {
  const body = Buffer.from(await workbookOf(list, texts).csv.writeBuffer());
  return Buffer.concat([Buffer.from('\ufeff'), body]);
}
