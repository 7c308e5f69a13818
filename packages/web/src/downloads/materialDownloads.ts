/**
 * The download menu of a material (spec 02 s.5): the whole material as a package (zip, from
 * substance) and each of its maps as an image, limited by the allowed material formats.
 */
import type { DataportEntry, MaterialEntry } from '@vitrine/contracts';

export interface MaterialDownload {
  /** 'package' or the map's category (basecolor, normal, roughness, metallic, ...). */
  kind: string;
  format: string;
  dataport: string;
  name?: string;
  size?: number;
}

/** Map categories in the order people look for them. */
const MAP_ORDER = ['basecolor', 'normal', 'roughness', 'metallic'];

export interface MaterialDownloadInput {
  materials: readonly MaterialEntry[];
  meta: Readonly<Record<string, DataportEntry | undefined>>;
  /** Allowed file formats (e.g. zip, jpg, png); undefined means all, an empty list none. */
  allowed?: readonly string[];
}

export function materialDownloads({
  materials,
  meta,
  allowed,
}: MaterialDownloadInput): MaterialDownload[] {
  const ok = (format: string) => !allowed || allowed.includes(format);
  const items: MaterialDownload[] = [];
  const definition = materials.find((m) => m.category === 'definition' && m.dataport);
  const canPackage =
    definition && meta[definition.dataport!]?.features?.substance?.includes('package');
  if (definition && canPackage && ok('zip')) {
    const name = meta[definition.dataport!]?.additional_headers?.filename;
    items.push({
      kind: 'package',
      format: 'zip',
      dataport: definition.dataport!,
      name: name?.replace(/\.[^.]+$/, '.zip'),
    });
  }
  const maps = materials
    .filter((m) => m.dataport && m.category !== 'definition' && m.category !== 'slot')
    .sort((a, b) => rank(a.category) - rank(b.category));
  for (const map of maps) {
    const entry = meta[map.dataport!];
    const format = entry?.original_file?.filetype ?? map.format;
    if (!format || !ok(format)) continue;
    items.push({
      kind: map.category,
      format,
      dataport: map.dataport!,
      name: entry?.additional_headers?.filename,
      size: entry?.original_file?.size,
    });
  }
  return items;
}

function rank(category: string): number {
  const index = MAP_ORDER.indexOf(category);
  return index >= 0 ? index : MAP_ORDER.length;
}
