/**
 * A table as CSV (RFC 4180: fields with a comma, quote or line break in quotes, quotes
 * doubled), with a byte order mark so spreadsheet programs read it as UTF-8; and saving it.
 * Cells starting with = + - @ are prefixed with ' so a spreadsheet does not run them as
 * formulas (a search term is whatever a visitor typed).
 */
import { saveBlob } from '../../saveBlob';

export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Offers `text` as a download named `fileName`. */
export const saveCsv = (fileName: string, text: string) =>
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
