/**
 * The simple variant of a package: a product list as CSV or Excel (.xlsx), one row per
 * model, turned into model records. Columns (docs/IMPORT.md "Product lists"): id, owner_id,
 * type, state, title:<lang>, subtitle:<lang>, description:<lang>, category, width, height,
 * depth, colour, material, article_number, file_3d, images, documents, collections, and for
 * materials basecolor, normal, roughness, metallic. Categories, colours and materials are
 * resolved against the tags later (check/tables.ts); sizes are centimetres.
 */
import type { PackageModel } from '@vitrine/contracts/package';
import { checkSchema } from '../check/schema';
import { languageName } from '../languages';
import type { Problems } from '../problems';
import type { Located } from './located';

type TextColumn = 'title' | 'subtitle' | 'description';
const SIZE_COLUMNS = ['width', 'height', 'depth'] as const;
const MAP_COLUMNS = ['basecolor', 'normal', 'roughness', 'metallic'] as const;
const PLAIN_COLUMNS = [
  'id',
  'owner_id',
  'type',
  'state',
  'category',
  ...SIZE_COLUMNS,
  'colour',
  'material',
  'article_number',
  'file_3d',
  'images',
  'documents',
  'collections',
  ...MAP_COLUMNS,
] as const;

const ID = /^[A-Za-z0-9_.:~@+-]{1,200}$/;
const ID_RULE = 'letters, digits and _ . : ~ @ + - only, no spaces (a category: its tag id)';

/** Property tags the size, colour and material columns fill (the catalogue's standard tags). */
export const TABLE_PROPERTIES = {
  width: 'prop_width',
  height: 'prop_height',
  depth: 'prop_depth',
  colour: 'prop_colour',
  material: 'prop_material',
} as const;

export interface TableOptions {
  /** The brand of rows that name none. */
  ownerId?: string;
}

/** A column's meaning, from its header. */
type Column =
  | { kind: 'plain'; name: (typeof PLAIN_COLUMNS)[number] }
  | { kind: 'text'; category: TextColumn; language: string };

function columnOf(header: string): Column | undefined {
  const name = header.trim().toLowerCase();
  const text = /^(title|subtitle|description):([a-z]{2})$/.exec(name);
  if (text) {
    return { kind: 'text', category: text[1] as TextColumn, language: text[2]! };
  }
  return (PLAIN_COLUMNS as readonly string[]).includes(name)
    ? { kind: 'plain', name: name as (typeof PLAIN_COLUMNS)[number] }
    : undefined;
}

/** Centimetres from "45", "45.5", "45 cm", "450 mm" or "0.45 m"; undefined when unreadable. */
export function centimetres(value: string): string | undefined {
  const match = /^(\d+(?:[.,]\d+)?)\s*(mm|cm|m)?$/i.exec(value.trim());
  if (!match) return undefined;
  const number = Number(match[1]!.replace(',', '.'));
  const factor = { mm: 0.1, cm: 1, m: 100 }[(match[2] ?? 'cm').toLowerCase() as 'cm'];
  return String(Math.round(number * factor * 10) / 10);
}

const split = (cell: string) =>
  cell
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * Model records from a table's rows (the first is the header). `line` of each row is its
 * number in the file (CSV lines, spreadsheet rows).
 */
export function tableRecords(
  rows: Array<{ cells: string[]; line: number }>,
  file: string,
  problems: Problems,
  options: TableOptions = {},
): Array<Located<'model'>> {
  const [head, ...body] = rows;
  if (!head) {
    problems.error('bad_table', 'the table is empty: its first row names the columns', { file });
    return [];
  }
  const columns = head.cells.map((header, i) => {
    const column = columnOf(header);
    if (!column && header.trim() !== '') {
      problems.error('bad_table', `unknown column "${header}"`, {
        file,
        line: head.line,
        field: header,
      });
    }
    // A real language the catalogue does not show is kept (checkLanguages warns once).
    if (column?.kind === 'text' && languageName(column.language) === undefined) {
      problems.error('unknown_language', `unknown language "${column.language}" in "${header}"`, {
        file,
        line: head.line,
        field: header,
      });
    }
    return { column, header, i };
  });
  if (!columns.some((c) => c.column?.kind === 'plain' && c.column.name === 'id')) {
    problems.error('bad_table', 'the table needs an "id" column', { file, line: head.line });
    return [];
  }
  const records: Array<Located<'model'>> = [];
  for (const row of body) {
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    const plain: Partial<Record<(typeof PLAIN_COLUMNS)[number], string>> = {};
    const texts: NonNullable<PackageModel['texts']> = [];
    for (const { column, i } of columns) {
      const value = (row.cells[i] ?? '').trim();
      if (!column || value === '') continue;
      if (column.kind === 'text') {
        texts.push({ category: column.category, language: column.language, payload: value });
      } else plain[column.name] = value;
    }
    const at = (field: string) => ({ file, line: row.line, field });
    const record = modelOf(plain, texts, options, (field, message) =>
      problems.error('invalid_field', message, at(field)),
    );
    if (!record) continue;
    if (checkSchema('model', record, { file, line: row.line, field: '' }, problems)) {
      records.push({ kind: 'model', record, file, line: row.line, field: '' });
    }
  }
  return records;
}

function modelOf(
  cells: Partial<Record<(typeof PLAIN_COLUMNS)[number], string>>,
  texts: NonNullable<PackageModel['texts']>,
  options: TableOptions,
  fault: (field: string, message: string) => void,
): PackageModel | undefined {
  const ownerId = cells.owner_id ?? options.ownerId;
  if (!cells.id) return (fault('id', 'every row needs an id'), undefined);
  if (!ownerId) return (fault('owner_id', 'every row needs an owner_id (the brand)'), undefined);
  const ids = { id: cells.id, owner_id: ownerId, category: cells.category ?? 'x' };
  for (const [column, value] of Object.entries(ids)) {
    if (!ID.test(value)) return (fault(column, `"${value}" is no id: ${ID_RULE}`), undefined);
  }
  const collections = split(cells.collections ?? '');
  const badCollection = collections.find((id) => !ID.test(id));
  if (badCollection)
    return (fault('collections', `"${badCollection}" is no id: ${ID_RULE}`), undefined);
  const type = cells.type ?? 'cad';
  if (type !== 'cad' && type !== 'material')
    return (fault('type', 'must be cad or material'), undefined);
  if (cells.article_number)
    texts.push({ category: 'articlenumber', language: '', payload: cells.article_number });
  const properties: NonNullable<PackageModel['properties']> = [];
  for (const size of SIZE_COLUMNS) {
    if (cells[size] === undefined) continue;
    const value = centimetres(cells[size]);
    if (value === undefined) {
      fault(size, `"${cells[size]}" is no size: write centimetres, e.g. 45 or 45 cm or 450 mm`);
      continue;
    }
    const property = TABLE_PROPERTIES[size];
    properties.push({
      property_tag_id: property,
      value_tag_id: `${property}_freeform_${value}`,
      value_freeform: value,
    });
  }
  for (const name of ['colour', 'material'] as const) {
    const value = cells[name];
    // Resolved to a value tag when one has this key or label (check/tables.ts).
    if (value) properties.push({ property_tag_id: TABLE_PROPERTIES[name], value_freeform: value });
  }
  const images = split(cells.images ?? '').map((file, i) => ({
    category: i === 0 ? 'preview' : 'image',
    file,
  }));
  const maps = MAP_COLUMNS.filter((m) => cells[m]).map((m) => ({ category: m, file: cells[m]! }));
  return {
    id: cells.id,
    owner_id: ownerId,
    type,
    ...(cells.state ? { state: cells.state as PackageModel['state'] } : {}),
    texts,
    ...(cells.category ? { tags: [{ tag_id: cells.category }] } : {}),
    properties,
    images,
    ...(cells.file_3d ? { cads: [{ file: cells.file_3d }] } : {}),
    documents: split(cells.documents ?? '').map((file) => ({ category: 'document', file })),
    ...(maps.length ? { materials: maps } : {}),
    collection_ids: collections,
  };
}

/**
 * The column of a table row that a field of its model record came from, for reports: whoever
 * wrote the list knows "file_3d", not "cads[0].file".
 */
export function tableColumn(record: PackageModel, field: string): string {
  const [, name, index] = /^(\w+)(?:\[(\d+)\])?/.exec(field) ?? [];
  const i = Number(index);
  switch (name) {
    case 'texts': {
      const text = record.texts?.[i];
      if (!text) return field;
      return text.category === 'articlenumber'
        ? 'article_number'
        : `${text.category}:${text.language}`;
    }
    case 'properties': {
      const id = record.properties?.[i]?.property_tag_id;
      const column = Object.entries(TABLE_PROPERTIES).find(([, tag]) => tag === id)?.[0];
      return column ?? field;
    }
    case 'materials':
      return record.materials?.[i]?.category ?? field;
    case 'cads':
      return 'file_3d';
    case 'tags':
      return 'category';
    case 'collection_ids':
      return 'collections';
    case 'images':
    case 'documents':
    case 'id':
    case 'owner_id':
    case 'type':
    case 'state':
      return name;
    default:
      return field;
  }
}
