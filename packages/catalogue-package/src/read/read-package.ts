/**
 * Finds a package's manifests (vitrine-package.json or .ndjson, products.csv or .xlsx at its
 * root, or the one file it was opened with) and reads their records.
 */
import { MANIFEST_NAMES, TABLE_NAMES, type PackageHeader } from '@vitrine/contracts/package';
import type { Problems } from '../problems';
import type { AnyLocated } from './located';
import { readJsonManifest, readNdjsonManifest } from './manifest';
import { csvRows, xlsxRows } from './rows';
import type { PackageSource } from './source';
import { tableRecords, type TableOptions } from './table';

export interface ReadPackage {
  header?: PackageHeader;
  records: AnyLocated[];
  /** Records that failed their schema (reported already). */
  rejected: AnyLocated[];
  /** The manifests and tables read. */
  manifests: string[];
}

const KNOWN: readonly string[] = [...MANIFEST_NAMES, ...TABLE_NAMES];

export async function readPackage(
  source: PackageSource,
  entry: string | undefined,
  problems: Problems,
  options: TableOptions = {},
): Promise<ReadPackage> {
  const manifests = entry
    ? [entry]
    : source.rootFiles.filter((name) => KNOWN.includes(name.toLowerCase()));
  if (manifests.length === 0) {
    problems.error(
      'bad_manifest',
      `no manifest: a package has ${KNOWN.join(', ')} (or more than one of them) at its root`,
      { file: source.name },
    );
    return { records: [], rejected: [], manifests };
  }
  const records: AnyLocated[] = [];
  const rejected: AnyLocated[] = [];
  let header: PackageHeader | undefined;
  for (const file of manifests) {
    const lower = file.toLowerCase();
    if (lower.endsWith('.ndjson')) {
      const read = await readNdjsonManifest(await source.stream(file), file, problems);
      header ??= read.header;
      records.push(...read.records);
      rejected.push(...read.rejected);
    } else if (lower.endsWith('.json')) {
      const read = readJsonManifest((await source.read(file)).toString('utf8'), file, problems);
      header ??= read.header;
      records.push(...read.records);
      rejected.push(...read.rejected);
    } else {
      const bytes = await source.read(file);
      const rows = lower.endsWith('.csv')
        ? csvRows(bytes, file, problems)
        : await xlsxRows(bytes, file, problems);
      records.push(...tableRecords(rows, file, problems, options));
    }
  }
  return { ...(header ? { header } : {}), records, rejected, manifests };
}
