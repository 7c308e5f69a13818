/**
 * A configurable model's configuration file (vcfg) names its geometry. The file service
 * knows the geometry by dataport id, a package by path (`geometry.file`), as it knows every
 * file: so the package carries the geometry, and ids need not be known outside the
 * installation. These turn one form into the other. Both write two-space JSON, so a
 * configuration that went into a package and out again has its bytes (and its id) back.
 */
import type { PackageConfigurationFile } from '@vitrine/contracts/package';

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value, null, 2));

/** The configuration as the file service keeps it: its geometry by dataport id. */
export function storedConfiguration(
  configuration: PackageConfigurationFile,
  geometryId: string,
): Uint8Array {
  return encode({ ...configuration, geometry: { dataport: geometryId } });
}

/** A stored configuration's parsed JSON and geometry id; undefined for anything else. */
function readStored(
  bytes: Uint8Array,
): { value: Record<string, unknown>; geometryId: string } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { format, geometry } = value as { format?: unknown; geometry?: { dataport?: unknown } };
  if (format !== 'vcfg' || typeof geometry?.dataport !== 'string') return undefined;
  return { value: value as Record<string, unknown>, geometryId: geometry.dataport };
}

/** The dataport id of the geometry a stored configuration names (undefined: no vcfg). */
export const configurationGeometry = (bytes: Uint8Array) => readStored(bytes)?.geometryId;

/**
 * A stored configuration as a package holds it, its geometry by the path `pathOf` gives the
 * geometry's id; undefined when the bytes are no vcfg or the geometry has no path.
 */
export function packagedConfiguration(
  bytes: Uint8Array,
  pathOf: (dataportId: string) => string | undefined,
): Uint8Array | undefined {
  const stored = readStored(bytes);
  if (!stored) return undefined;
  const file = pathOf(stored.geometryId);
  if (file === undefined) return undefined;
  return encode({ ...stored.value, geometry: { file } });
}
