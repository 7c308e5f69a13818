/**
 * Reads a JSON or NDJSON manifest into located records. JSON: the whole file is parsed
 * (its records' lines are found in one pass of jsonc-parser's visitor); NDJSON: line by
 * line, so a catalogue of any size streams. Each record is checked against its schema here;
 * records that fail are reported and left out.
 */
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { visit } from 'jsonc-parser';
import {
  KIND_LISTS,
  PACKAGE_FORMAT,
  PACKAGE_KINDS,
  PACKAGE_VERSION,
  type PackageHeader,
  type PackageKind,
} from '@vitrine/contracts/package';
import { checkSchema } from '../check/schema';
import type { Problems } from '../problems';
import type { AnyLocated } from './located';

const KINDS = Object.keys(PACKAGE_KINDS) as PackageKind[];
const LIST_KIND = new Map(KINDS.map((kind) => [KIND_LISTS[kind] as string, kind]));
const HEADER_FIELDS = new Set(['format', 'version', 'name', 'created']);

export interface ReadManifest {
  header?: PackageHeader;
  records: AnyLocated[];
  /** Records that failed their schema (reported), still looked at for other problems. */
  rejected: AnyLocated[];
}

/** Checks the header (format and version); undefined when the file is no package manifest. */
function checkHeader(
  value: unknown,
  file: string,
  line: number,
  problems: Problems,
): PackageHeader | undefined {
  const header = value as Partial<PackageHeader> | null;
  if (typeof header !== 'object' || header === null || header.format !== PACKAGE_FORMAT) {
    problems.error('bad_manifest', `the manifest must start with "format": "${PACKAGE_FORMAT}"`, {
      file,
      line,
      field: 'format',
    });
    return undefined;
  }
  if (header.version !== PACKAGE_VERSION) {
    problems.error(
      'bad_version',
      `this Vitrine reads package version ${PACKAGE_VERSION}, not ${JSON.stringify(header.version)}`,
      { file, line, field: 'version' },
    );
    return undefined;
  }
  return header as PackageHeader;
}

/** The 1-based line of a character offset in a text whose line starts are known. */
function lineAt(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

/** Where JSON.parse stopped, as a line, from its message ("... at position 123"). */
function syntaxLine(text: string, error: Error): number | undefined {
  const match = /position (\d+)/.exec(error.message);
  if (!match) return undefined;
  return text.slice(0, Number(match[1])).split('\n').length;
}

export function readJsonManifest(text: string, file: string, problems: Problems): ReadManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const line = syntaxLine(text, error as Error);
    problems.error('bad_manifest', `not valid JSON: ${(error as Error).message}`, {
      file,
      ...(line ? { line } : {}),
    });
    return { records: [], rejected: [] };
  }
  const header = checkHeader(value, file, 1, problems);
  if (!header) return { records: [], rejected: [] };
  const top = value as Record<string, unknown>;
  // The line each record starts on, from one pass over the text.
  const recordLines = new Map<string, number>();
  visit(text, {
    onObjectBegin: (_offset, _length, startLine, _character, pathSupplier) => {
      const at = pathSupplier();
      if (at.length === 2) recordLines.set(`${at[0]}[${at[1]}]`, startLine + 1);
    },
  });
  const records: AnyLocated[] = [];
  const rejected: AnyLocated[] = [];
  for (const [key, list] of Object.entries(top)) {
    if (HEADER_FIELDS.has(key)) continue;
    const kind = LIST_KIND.get(key);
    if (!kind) {
      const starts = [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)];
      const line = lineAt(starts, Math.max(0, text.indexOf(`"${key}"`)));
      problems.error(
        'unknown_field',
        `unknown list "${key}"; a manifest has ${[...LIST_KIND.keys()].join(', ')}`,
        { file, line, field: key },
      );
      continue;
    }
    if (!Array.isArray(list)) {
      problems.error('invalid_field', 'must be a list', { file, field: key });
      continue;
    }
    list.forEach((record: unknown, i) => {
      const field = `${key}[${i}]`;
      const line = recordLines.get(field) ?? 1;
      const located = { kind, record, file, line, field } as AnyLocated;
      if (checkSchema(kind, record, { file, line, field }, problems)) records.push(located);
      else rejected.push(located);
    });
  }
  return { header, records, rejected };
}

export async function readNdjsonManifest(
  input: Readable,
  file: string,
  problems: Problems,
): Promise<ReadManifest> {
  let header: PackageHeader | undefined;
  let line = 0;
  let started = false;
  const records: AnyLocated[] = [];
  const rejected: AnyLocated[] = [];
  for await (const raw of createInterface({ input, crlfDelay: Infinity })) {
    line++;
    const text = raw.trim();
    if (!text) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      problems.error('bad_manifest', `not valid JSON: ${(error as Error).message}`, { file, line });
      if (!started) return { records, rejected };
      continue;
    }
    if (!started) {
      started = true;
      header = checkHeader(value, file, line, problems);
      if (!header) return { records, rejected };
      continue;
    }
    const keys = typeof value === 'object' && value !== null ? Object.keys(value) : [];
    const kind =
      keys.length === 1 && (KINDS as string[]).includes(keys[0]!)
        ? (keys[0] as PackageKind)
        : undefined;
    if (!kind) {
      problems.error(
        'bad_manifest',
        `a line holds one record: {"owner": {...}}, {"tag": ...}, {"collection": ...}, {"model": ...} or {"product_information": ...}`,
        { file, line },
      );
      continue;
    }
    const record = (value as Record<string, unknown>)[kind];
    const located = { kind, record, file, line, field: kind } as AnyLocated;
    if (checkSchema(kind, record, { file, line, field: kind }, problems)) records.push(located);
    else rejected.push(located);
  }
  if (!started) problems.error('bad_manifest', 'the manifest is empty', { file });
  return { header, records, rejected };
}
