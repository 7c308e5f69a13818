/**
 * CAD format knowledge for downloads (spec 01 s.5 and s.9, spec 02 "Model detail dialog"):
 * which formats are never offered, the preference order (dwg first), and which files are
 * 2D only.
 */
import type { CadEntry } from '@vitrine/contracts';

/** Configurator data formats: useless to a visitor, hidden from the menu. */
export const HIDDEN_FORMATS: ReadonlySet<string> = new Set(['peclight', 'rgfx', 'obx']);

/**
 * The preference order of CAD formats, most wanted first (spec 01 s.9: dwg highest). Formats
 * not listed follow in alphabetical order; 2D-only files always rank after 3D ones.
 */
export const PREFERRED_FORMATS: readonly string[] = [
  'dwg',
  'pec',
  'skp',
  'rvt',
  'rfa',
  'ifc',
  'step',
  'stp',
  '3dm',
  'glb',
  'gltf',
  'usdz',
  'fbx',
  'obj',
  'dae',
  '3ds',
  'stl',
  'ply',
  'dxf',
];

/** A file whose features say 2d and not 3d. */
export function is2dOnly(cad: Pick<CadEntry, 'features'>): boolean {
  const features = cad.features ?? [];
  return features.includes('2d') && !features.includes('3d');
}

function formatRank(format: string): number {
  const index = PREFERRED_FORMATS.indexOf(format);
  return index >= 0 ? index : PREFERRED_FORMATS.length;
}

/** Sort order for the menu: 3D before 2D-only, then by preference, then by name. */
export function compareFormats(
  a: { format: string; is2d: boolean },
  b: { format: string; is2d: boolean },
): number {
  return (
    Number(a.is2d) - Number(b.is2d) ||
    formatRank(a.format) - formatRank(b.format) ||
    a.format.localeCompare(b.format)
  );
}

/**
 * Spec 01 s.5: go through the preferred formats in order; for the first format the model
 * has, take its file with a 3d feature, else its first file of that format.
 */
export function preferredFile<T extends Pick<CadEntry, 'format' | 'features'>>(
  cads: readonly T[],
  preferred: readonly string[] = PREFERRED_FORMATS,
): T | undefined {
  const order = [...preferred, ...cads.map((c) => c.format).filter((f) => !preferred.includes(f))];
  for (const format of order) {
    const files = cads.filter((c) => c.format === format);
    if (files.length > 0) return files.find((c) => c.features?.includes('3d')) ?? files[0];
  }
  return undefined;
}

/** The label of a format in the menu: 'DWG', or 'DWG | 2D' for a 2D-only drawing. */
export function formatLabel(format: string, is2d: boolean): string {
  return is2d ? `${format.toUpperCase()} | 2D` : format.toUpperCase();
}
