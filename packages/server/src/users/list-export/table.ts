/** A list export's rows, and the list as Excel (.xlsx) or CSV, written by exceljs. */
import ExcelJS from 'exceljs';
import type { ExportTexts } from './texts';

export interface ExportRow {
  kind: 'models' | 'materials' | 'brands' | 'collections' | 'families';
  brand: string;
  title: string;
  id: string;
  note: string;
  quantity: number;
  link: string;
}

export interface ExportList {
  name: string;
  description: string;
  rows: ExportRow[];
}

const COLUMNS = ['kind', 'brand', 'title', 'id', 'note', 'quantity', 'link'] as const;

/** A cell that a spreadsheet would read as a formula is prefixed (CSV/formula injection). */
const safe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

function workbookOf(list: ExportList, texts: ExportTexts) {
  const workbook = new ExcelJS.Workbook();
  // A sheet's name: at most 31 characters, none of []:*?/\ (Excel's rule).
  const sheetName =
    list.name
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'List';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = COLUMNS.map((key) => ({
    header: texts[key],
    key,
    width: key === 'quantity' ? 10 : key === 'link' || key === 'title' ? 40 : 20,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of list.rows) {
    sheet.addRow({
      ...row,
      kind: texts.kinds[row.kind],
      brand: safe(row.brand),
      title: safe(row.title),
      id: safe(row.id),
      note: safe(row.note),
    });
  }
  return workbook;
}

export async function xlsxOf(list: ExportList, texts: ExportTexts): Promise<Buffer> {
  return Buffer.from(await workbookOf(list, texts).xlsx.writeBuffer());
}

/** CSV with a byte-order mark, so Excel opens the UTF-8 as such. */
export async function csvOf(list: ExportList, texts: ExportTexts): Promise<Buffer> {
  const body = Buffer.from(await workbookOf(list, texts).csv.writeBuffer());
  return Buffer.concat([Buffer.from('\ufeff'), body]);
}
