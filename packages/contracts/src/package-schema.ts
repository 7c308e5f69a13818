/**
 * The package format as a JSON Schema document (packages/contracts/schema/), made from the
 * TypeBox schemas in package.ts so the two never differ: a test fails when the committed
 * file is out of date, and `npm run schema:package` writes it again.
 */
import {
  PACKAGE_VERSION,
  PackageConfigurationFile,
  PackageHeader,
  PackageLine,
  PackageManifest,
} from './package';

/** The committed file's path, from the repository's root. */
export const PACKAGE_SCHEMA_FILE = `packages/contracts/schema/vitrine-package-${PACKAGE_VERSION}.schema.json`;

/**
 * The schema of vitrine-package.json, with the NDJSON header and lines and the configuration
 * files (vcfg) models name under $defs.
 */
export function packageJsonSchema(): Record<string, unknown> {
  // TypeBox schemas are JSON Schema objects; JSON drops the symbols TypeBox keeps on them.
  const plain = (schema: unknown) => JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    ...plain(PackageManifest),
    $defs: {
      ndjson_header: plain(PackageHeader),
      ndjson_line: plain(PackageLine),
      configuration_file: plain(PackageConfigurationFile),
    },
  };
}

/** The file's text: two-space JSON and a final newline. */
export const packageSchemaText = () => `${JSON.stringify(packageJsonSchema(), null, 2)}\n`;
