/**
 * What can be checked inside a package alone: ids given twice, languages Vitrine does not
 * know, file paths that leave the package or name nothing in it, files over the size limit,
 * and cycles in a brand's catalog tree.
 */
import { LANGUAGES } from '@vitrine/contracts';
import type { PackageConfigurationFile } from '@vitrine/contracts/package';
import { isSafePath } from '../ids';
import { languageName } from '../languages';
import { pimDataports, pimFiles } from '../product-information';
import { joinField, type Problems, type Where } from '../problems';
import type { AnyLocated } from '../read/located';
import type { PackageSource } from '../read/source';
import { tableColumn } from '../read/table';
import { recordDataports, recordFiles } from '../records';
import { isTable } from './tables';

const KNOWN_LANGUAGES: ReadonlySet<string> = new Set(['', ...LANGUAGES]);

/**
 * Where a field of a record is, for reports: its path in a manifest (models[3].cads[0].file),
 * its column in a product table (file_3d).
 */
export const where = (located: AnyLocated, field = '') => ({
  file: located.file,
  line: located.line,
  field:
    located.kind === 'model' && isTable(located.file)
      ? tableColumn(located.record, field)
      : joinField(located.field, field),
});

/** The id a record is known by (product information: its key). */
export const recordId = (located: AnyLocated) =>
  located.kind === 'product_information'
    ? located.record.key
    : (located.record as { id: string }).id;

/** Each id once per kind; later ones are reported and dropped. */
export function dropDuplicates(records: AnyLocated[], problems: Problems): AnyLocated[] {
  const seen = new Map<string, AnyLocated>();
  return records.filter((located) => {
    const key = `${located.kind}\u0000${recordId(located)}`;
    const first = seen.get(key);
    if (!first) {
      seen.set(key, located);
      return true;
    }
    problems.error(
      'duplicate_id',
      `${located.kind} "${recordId(located)}" is given twice (first in ${first.file} line ${first.line})`,
      where(located, located.kind === 'product_information' ? 'key' : 'id'),
    );
    return false;
  });
}

/**
 * Texts and files in languages of the catalogue (or language-neutral). A real language the
 * catalogue does not show ("ja") is kept, with one warning per language and file (libraries
 * come with dozens); anything else ("xx", "english") is an error.
 */
export function checkLanguages(records: AnyLocated[], problems: Problems) {
  const others = new Map<string, { at: Where; count: number }>();
  const check = (located: AnyLocated, language: unknown, field: string) => {
    if (typeof language !== 'string' || KNOWN_LANGUAGES.has(language)) return;
    if (languageName(language) === undefined) {
      problems.error(
        'unknown_language',
        `unknown language "${language}": use ${LANGUAGES.join(', ')}, or "" for none`,
        where(located, field),
      );
      return;
    }
    const key = `${located.file}\u0000${language}`;
    const seen = others.get(key);
    if (seen) seen.count++;
    else others.set(key, { at: where(located, field), count: 1 });
  };
  for (const located of records) {
    const record = located.record as Record<string, unknown> | null;
    if (typeof record !== 'object' || record === null) continue;
    for (const list of ['texts', 'images', 'videos', 'audios', 'documents', 'binaries', 'cads']) {
      const entries = record[list];
      if (!Array.isArray(entries)) continue;
      entries.forEach((entry: { language?: unknown } | null, i) =>
        check(located, entry?.language, `${list}[${i}].language`),
      );
    }
    if (located.kind === 'product_information') check(located, record.language, 'language');
  }
  for (const [key, { at, count }] of others) {
    const language = key.slice(key.indexOf('\u0000') + 1);
    problems.warning(
      'unknown_language',
      `"${language}" (${languageName(language)}) is no language of the catalogue: ` +
        `kept, but not shown (${count === 1 ? 'here' : `here and ${count - 1} more times in this file`}); ` +
        `the catalogue shows ${LANGUAGES.join(', ')}`,
      at,
    );
  }
}

/** Every file a record names. */
export function filesOf(located: AnyLocated) {
  return located.kind === 'product_information'
    ? [...pimFiles(located.record)]
    : [...recordFiles(located.record)];
}

/** Every file a record names by dataport id, with the field naming it. */
export function dataportsOf(located: AnyLocated) {
  return located.kind === 'product_information'
    ? [...pimDataports(located.record)]
    : [...recordDataports(located.record)];
}

/** A file a package names: its size, the first record naming it and the field that does. */
export interface PackageFile {
  size: number;
  firstUse: AnyLocated;
  /** The field naming it, as reports say it. */
  field: string;
  /**
   * The list naming it first (cads, images, documents, ...; file for product information;
   * geometry for the geometry a configuration names).
   */
  slot: string;
  /** For a configuration file (vcfg) a model names: what it says (check/configurations.ts). */
  configuration?: PackageConfigurationFile;
}

/**
 * Whether `path` names a file inside the package within `sizeLimit`: answers its size, or
 * reports why not at `at` (`named` says who names it, for the message).
 */
export async function checkPath(
  path: string,
  at: Where,
  source: PackageSource,
  sizeLimit: number,
  problems: Problems,
  named = '',
): Promise<number | undefined> {
  if (!isSafePath(path)) {
    problems.error(
      'unsafe_path',
      `${named}"${path}" is not a path inside the package (relative, "/" between folders, no "..")`,
      at,
    );
    return undefined;
  }
  const size = await source.size(path);
  if (size === undefined) {
    problems.error('missing_file', `${named}the package has no file ${path}`, at);
  } else if (size > sizeLimit) {
    problems.error(
      'file_too_large',
      `${named}${path} has ${size} bytes, more than the limit of ${sizeLimit}`,
      at,
    );
  } else return size;
  return undefined;
}

/**
 * Checks that each named file is inside the package, exists and is within `sizeLimit`;
 * answers the sound files with the first record naming each.
 */
export async function checkFiles(
  records: AnyLocated[],
  source: PackageSource,
  sizeLimit: number,
  problems: Problems,
): Promise<Map<string, PackageFile>> {
  const files = new Map<string, PackageFile>();
  const refused = new Set<string>();
  for (const located of records) {
    for (const { field, path } of filesOf(located)) {
      if (files.has(path) || refused.has(path)) continue;
      const at = where(located, field);
      const size = await checkPath(path, at, source, sizeLimit, problems);
      if (size === undefined) refused.add(path);
      else
        files.set(path, { size, firstUse: located, field: at.field, slot: field.split('[')[0]! });
    }
  }
  return files;
}

/**
 * The catalog tree must be a tree: no folder may contain itself through its children. Edges
 * come from brands' structures.catalog and collections' structure_outbounds.catalog.
 */
export function checkCatalogCycles(records: AnyLocated[], problems: Problems) {
  const children = new Map<string, Set<string>>();
  const origin = new Map<string, AnyLocated>();
  const edge = (from: string, to: string, located: AnyLocated) => {
    let set = children.get(from);
    if (!set) children.set(from, (set = new Set()));
    set.add(to);
    if (!origin.has(from)) origin.set(from, located);
  };
  for (const located of records) {
    if (located.kind === 'owner') {
      const owner = located.record;
      for (const e of owner.structures?.catalog ?? []) {
        if (e.source_entity !== 'collection') continue;
        for (const t of e.targets)
          if (t.target_entity === 'collection') edge(e.source_id, t.target_id, located);
      }
    } else if (located.kind === 'collection') {
      const collection = located;
      for (const link of collection.record.structure_outbounds?.catalog ?? []) {
        if (link.entity === 'collection' && link.target_id)
          edge(collection.record.id, link.target_id, located);
      }
    }
  }
  const state = new Map<string, 'open' | 'done'>();
  const reported = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    state.set(node, 'open');
    const path = [...trail, node];
    for (const next of children.get(node) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = [...path.slice(path.indexOf(next)), next];
        const key = [...new Set(cycle)].sort().join();
        if (!reported.has(key)) {
          reported.add(key);
          const located = origin.get(next) ?? origin.get(node)!;
          problems.error(
            'catalog_cycle',
            `the catalog tree has a cycle: ${cycle.join(' → ')}`,
            where(
              located,
              located.kind === 'owner' ? 'structures.catalog' : 'structure_outbounds.catalog',
            ),
          );
        }
      } else if (!state.has(next)) visit(next, path);
    }
    state.set(node, 'done');
  };
  for (const node of children.keys()) if (!state.has(node)) visit(node, []);
}
