/**
 * The configuration files (vcfg) configurable models name: each is read and checked as the
 * configurator will read it, and the geometry it names by path (`geometry.file`) becomes a
 * file of the package like any other, so the import stores it (and the configuration,
 * written again with the geometry's id: configurations.ts). A fault is reported at the
 * model's field naming the configuration, then `#` and the field inside it
 * (`models[3].binaries[0].file#geometry.file`), with the model's id in the message.
 */
import { PackageConfigurationFile } from '@vitrine/contracts/package';
import { Compile } from 'typebox/compile';
import { extensionOf } from '../ids';
import type { Problems, Where } from '../problems';
import type { AnyLocated, Located } from '../read/located';
import type { PackageSource } from '../read/source';
import { checkAgainst } from './schema';
import { checkPath, where, type PackageFile } from './structure';

/** Larger than any configuration (200 parts, 50 slots and options): read whole, parsed. */
export const CONFIGURATION_LIMIT = 4 * 1024 * 1024;

const checker = Compile(PackageConfigurationFile);

/** The lists whose entries may be a model's configuration file (configurator: binaries, cads). */
const LISTS = ['binaries', 'cads'] as const;

/** Each configuration file a model names by path, with the field naming it. */
function* configurationsOf(located: Located<'model'>) {
  for (const list of LISTS) {
    for (const [i, entry] of (located.record[list] ?? []).entries()) {
      if (entry.file === undefined) continue;
      if ((entry.format ?? extensionOf(entry.file)) !== 'vcfg') continue;
      yield { path: entry.file, field: `${list}[${i}].file` };
    }
  }
}

/** One model's use of a configuration file, and how reports say where and who. */
interface Use {
  path: string;
  /** Where a field inside the configuration is: the model's field, `#`, the field. */
  at: (inner: string) => Where;
  /** "model acme-sofa: its configuration configurations/sofa.vcfg.json". */
  named: string;
}

/** The configuration, when it reads as one; its faults go to `problems`. */
async function readConfiguration(
  use: Use,
  file: PackageFile,
  source: PackageSource,
  problems: Problems,
): Promise<PackageConfigurationFile | undefined> {
  const { path, at, named } = use;
  if (file.size > CONFIGURATION_LIMIT) {
    problems.error(
      'file_too_large',
      `${named} has ${file.size} bytes, more than a configuration's limit of ${CONFIGURATION_LIMIT}`,
      at(''),
    );
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse((await source.read(path)).toString('utf8'));
  } catch (error) {
    problems.error(
      'unreadable_file',
      `${named} is no vcfg configuration: it does not read as JSON (${(error as Error).message.replace(/\s+/g, ' ')})`,
      at(''),
    );
    return undefined;
  }
  // The schema would only count the geometry's fields: a geometry that names no file, or
  // two, is said plainly, and the rest checked as usual.
  let checked = value;
  const geometry = (value as { geometry?: unknown } | null)?.geometry;
  const given =
    typeof geometry === 'object' && geometry !== null
      ? ['file', 'dataport'].filter((key) => key in geometry).length
      : 1;
  if (given !== 1) {
    problems.error(
      'invalid_field',
      `${named}: give the geometry's file (a path in the package) or its dataport, one of them`,
      at('geometry'),
    );
    checked = { ...(value as object), geometry: { dataport: 'unnamed' } };
  }
  const sound = checkAgainst(checker, checked, problems, at, (message) => `${named}: ${message}`);
  return sound && given === 1 ? (value as PackageConfigurationFile) : undefined;
}

/**
 * Reads every configuration file models name (those `files` holds: the sound ones), marks
 * it with what it says, and adds the geometry each names by path to `files`.
 */
export async function checkConfigurations(
  records: AnyLocated[],
  source: PackageSource,
  files: Map<string, PackageFile>,
  sizeLimit: number,
  problems: Problems,
): Promise<void> {
  const read = new Set<string>();
  const geometries: Array<{ use: Use; geometry: string }> = [];
  for (const located of records) {
    if (located.kind !== 'model') continue;
    for (const { path, field } of configurationsOf(located)) {
      const file = files.get(path);
      if (!file || read.has(path)) continue;
      read.add(path);
      const outer = where(located, field);
      const use: Use = {
        path,
        at: (inner) => ({ ...outer, field: inner ? `${outer.field}#${inner}` : outer.field }),
        named: `model ${located.record.id}: its configuration ${path}`,
      };
      const configuration = await readConfiguration(use, file, source, problems);
      if (!configuration) continue;
      file.configuration = configuration;
      const geometry = configuration.geometry.file;
      if (geometry === undefined) continue;
      const at = use.at('geometry.file');
      if (extensionOf(geometry) !== 'glb') {
        problems.error(
          'unreadable_3d',
          `${use.named} names its geometry ${geometry}, but a configuration's geometry is a glb`,
          at,
        );
        continue;
      }
      geometries.push({ use, geometry });
      if (files.has(geometry)) continue;
      const named = `${use.named} names its geometry ${geometry}, but `;
      const size = await checkPath(geometry, at, source, sizeLimit, problems, named);
      if (size !== undefined) {
        files.set(geometry, { size, firstUse: located, field: at.field!, slot: 'geometry' });
      }
    }
  }
  // A configuration is stored after its geometry, naming its id: never its own geometry.
  for (const { use, geometry } of geometries) {
    if (!files.get(geometry)?.configuration) continue;
    problems.error(
      'unreadable_3d',
      `${use.named} names its geometry ${geometry}, which is a configuration, not a glb`,
      use.at('geometry.file'),
    );
  }
}
