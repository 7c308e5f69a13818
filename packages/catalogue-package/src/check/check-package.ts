/**
 * Reads and checks a whole package against the catalogue it goes into; what the file
 * service must say about the files' contents (readable, within image limits) the importer
 * asks separately. Records with faults are reported; the package imports only when none is.
 */
import type { PackageHeader } from '@vitrine/contracts/package';
import type { TagSummary, CatalogueView } from './catalogue-view';
import { checkConfigurations } from './configurations';
import { checkReferences, type Permissions } from './references';
import {
  checkCatalogCycles,
  checkFiles,
  checkLanguages,
  dropDuplicates,
  type PackageFile,
} from './structure';
import { missingTableProperties } from './table-properties';
import { isTable, resolveTableTags } from './tables';
import type { Problems } from '../problems';
import type { AnyLocated, Located } from '../read/located';
import { readPackage } from '../read/read-package';
import type { PackageSource } from '../read/source';
import type { TableOptions } from '../read/table';

export interface CheckOptions {
  catalogue: CatalogueView;
  permissions: Permissions;
  /** The largest file the file service takes. */
  fileSizeLimit: number;
  table?: TableOptions;
}

export interface CheckedPackage {
  header?: PackageHeader;
  records: AnyLocated[];
  /**
   * Each file named, with its size and the first record naming it; configurations marked,
   * with the geometry files they name.
   */
  files: Map<string, PackageFile>;
}

/** Tags of the package as the table resolution sees them. */
function packageTags(records: AnyLocated[]): TagSummary[] {
  return records
    .filter((r): r is Located<'tag'> => r.kind === 'tag')
    .map(({ record }) => ({
      id: record.id,
      type: record.type,
      namespace: record.namespace,
      parentIds: record.parent_tag_ids ?? [],
      labels: (record.texts ?? []).map((t) => t.payload),
    }));
}

export async function checkPackage(
  source: PackageSource,
  entry: string | undefined,
  options: CheckOptions,
  problems: Problems,
): Promise<CheckedPackage> {
  const read = await readPackage(source, entry, problems, options.table);
  const records = dropDuplicates(read.records, problems);
  // Records that failed their schema are still looked at for their languages.
  checkLanguages([...records, ...read.rejected], problems);
  const rows = records.filter((r): r is Located<'model'> => r.kind === 'model' && isTable(r.file));
  if (rows.length > 0) {
    const tags = [...packageTags(records), ...(await options.catalogue.tags())];
    resolveTableTags(rows, tags, problems);
    records.push(...missingTableProperties(rows, new Set(tags.map((t) => t.id))));
  }
  await checkReferences(records, options.catalogue, options.permissions, problems);
  checkCatalogCycles(records, problems);
  const files = await checkFiles(records, source, options.fileSizeLimit, problems);
  await checkConfigurations(records, source, files, options.fileSizeLimit, problems);
  return { ...(read.header ? { header: read.header } : {}), records, files };
}
