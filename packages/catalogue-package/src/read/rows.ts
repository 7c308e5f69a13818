/**
 * The rows of a product table, as text cells with their line (CSV) or row (Excel) number.
 * CSV: UTF-8 with or without a byte-order mark, separated by commas, semicolons or tabs (as
 * the header row shows), quoted as RFC 4180 says. Excel: the first worksheet, each cell as
 * the text it shows.
 */
import { parse } from 'csv-parse/sync';
import type { Problems } from '../problems';

export interface Row {
  cells: string[];
  line: number;
}

/** The separator the header line uses most: ",", ";" or a tab. */
function delimiterOf(text: string): string {
  const first = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, first.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

export function csvRows(bytes: Buffer, file: string, problems: Problems): Row[] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  try {
    const records = parse(text, {
      delimiter: delimiterOf(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as Array<{ record: string[]; info: { lines: number } }>;
    return records.map(({ record, info }) => ({ cells: record, line: info.lines }));
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    problems.error('bad_table', `not readable as CSV: ${(error as Error).message}`, {
      file,
      ...(line ? { line } : {}),
    });
    return [];
  }
}

export async function xlsxRows(bytes: Buffer, file: string, problems: Problems): Promise<Row[]> {
  // Loaded only for Excel files: the library is large.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    problems.error('bad_table', `not readable as an Excel workbook: ${(error as Error).message}`, {
      file,
    });
    return [];
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    problems.error('bad_table', 'the workbook has no worksheet', { file });
    return [];
  }
  const rows: Row[] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(row.getCell(c).text ?? '');
    rows.push({ cells, line: number });
  });
  return rows;
}
