/**
 * A favourites list exported as PDF, Excel or CSV (docs/FAVORITES.md "Export"): one row or
 * product sheet per item with what the catalogue shows of it to anyone (image, brand, title,
 * article number, dimensions, colour, material), the owner's note and quantity, and a link to
 * the item in the web app.
 */
import type { ListExportFormat } from '@vitrine/contracts';
import { pdfInWorker } from './pdf-job';
import { csvOf, xlsxOf, type ExportList, type ExportRow } from './table';
import { exportTexts } from './texts';

export type { ExportList, ExportRow };
export { exportRowOf, sheetImageReader } from './rows';

/** The most items a PDF holds (a page each); Excel and CSV take up to LIST_EXPORT_MAX_ROWS. */
export const LIST_EXPORT_MAX_PDF = 500;
export const LIST_EXPORT_MAX_ROWS = 5000;

const TYPES: Record<ListExportFormat, { type: string; extension: string }> = {
  pdf: { type: 'application/pdf', extension: 'pdf' },
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  csv: { type: 'text/csv; charset=utf-8', extension: 'csv' },
};

/** The list's file: its bytes, content type and a file name from the list's name. */
export async function exportFile(
  list: ExportList,
  format: ListExportFormat,
  lang: string,
  imageOf?: (dataport: string) => Promise<Buffer | undefined>,
) {
  const texts = exportTexts(lang);
  const date = new Date().toISOString().slice(0, 10);
  const body =
    format === 'pdf'
      ? await pdfInWorker(list, lang, date, imageOf)
      : format === 'xlsx'
        ? await xlsxOf(list, texts)
        : await csvOf(list, texts);
  // A file name: no control characters, none of \/:*?"<>| (Windows' rule).
  const printable = [...list.name].filter((c) => c >= ' ').join('');
  const base =
    printable
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .trim()
      .slice(0, 80) || 'list';
  return { body, type: TYPES[format].type, filename: `${base} ${date}.${TYPES[format].extension}` };
}

/** Where an item opens in the web app. */
export function itemLink(publicUrl: string, kind: ExportRow['kind'], id: string) {
  const base = publicUrl.replace(/\/+$/, '');
  const q = encodeURIComponent(id);
  if (kind === 'models') return `${base}/?m=${q}`;
  if (kind === 'materials') return `${base}/materials?m=${q}`;
  if (kind === 'brands') return `${base}/brands/${q}`;
  return '';
}
