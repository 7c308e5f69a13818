/**
 * What a list download holds (a list page's "Download list", beyond the spec): per model of
 * the list, the file of the chosen format (its own, else cadify's conversion, by the same
 * rules as the download menu); per material, its package. Items that cannot be had in that
 * format are named, so the zip's report and the dialog can say so before anything is made.
 */
import type { BundleEntry, BundleSkipped, DataportEntry } from '@vitrine/contracts';
import { cadDownloads, type CadDownloadInput, type DownloadItem } from './cadDownloads';
import { compareFormats } from './formats';
import { materialDownloads } from './materialDownloads';

export interface ListItem {
  id: string;
  /** The item's title in the reader's language. */
  title: string;
  kind: 'models' | 'materials';
  cads?: CadDownloadInput['cads'];
  materials?: Parameters<typeof materialDownloads>[0]['materials'];
}

export interface ListDownloadRules {
  meta: Readonly<Record<string, DataportEntry | undefined>>;
  /** Formats the file service can write. */
  writable?: readonly string[];
  /** Allowed CAD formats (spec 01 s.5); undefined means all. */
  allowed?: readonly string[];
  allowedMaterial?: readonly string[];
}

/**
 * The CAD formats any model of the list offers, with how many models offer each: the most
 * common first, ties in the download menus' preference order (dwg first).
 */
export function offeredFormats(
  items: readonly ListItem[],
  rules: ListDownloadRules,
): Array<{ format: string; count: number }> {
  const counts = new Map<string, number>();
  for (const item of items) {
    if (item.kind !== 'models') continue;
    for (const format of new Set(downloadsOf(item, rules).map((d) => d.format))) {
      counts.set(format, (counts.get(format) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([format, count]) => ({ format, count }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        compareFormats({ format: a.format, is2d: false }, { format: b.format, is2d: false }),
    );
}

export interface ListDownloadPlan {
  entries: BundleEntry[];
  /** Items that cannot be had in the format; `reason` from the caller's words. */
  skipped: BundleSkipped[];
  /** Bytes, from the stored sizes (a conversion counted at its source's size). */
  estimatedSize: number;
}

/** The plan for `format`; `notAvailable` words the reason an item is left out. */
export function planListDownload(
  items: readonly ListItem[],
  format: string,
  rules: ListDownloadRules,
  notAvailable: (item: ListItem) => string,
): ListDownloadPlan {
  const plan: ListDownloadPlan = { entries: [], skipped: [], estimatedSize: 0 };
  const sizeOf = (dataport: string) => rules.meta[dataport]?.original_file?.size ?? 0;
  for (const item of items) {
    const label = item.title || item.id;
    if (item.kind === 'materials') {
      const pack = materialDownloads({
        materials: item.materials ?? [],
        meta: rules.meta,
        allowed: rules.allowedMaterial,
      }).find((d) => d.kind === 'package');
      if (!pack) {
        plan.skipped.push({ label, reason: notAvailable(item) });
        continue;
      }
      plan.entries.push({
        name: `${fileStem(label)}.zip`,
        dataport_id: pack.dataport,
        kind: 'material',
        label,
      });
      plan.estimatedSize += sizeOf(pack.dataport);
      continue;
    }
    const choice = downloadsOf(item, rules).find((d) => d.format === format);
    if (!choice) {
      plan.skipped.push({ label, reason: notAvailable(item) });
      continue;
    }
    plan.entries.push({
      name: `${fileStem(label)}.${format}`,
      dataport_id: choice.dataport,
      kind: choice.isGenerated ? 'cadify' : 'file',
      ...(choice.isGenerated ? { format } : {}),
      label,
    });
    plan.estimatedSize += choice.size ?? sizeOf(choice.dataport);
  }
  return plan;
}

function downloadsOf(item: ListItem, rules: ListDownloadRules): DownloadItem[] {
  return cadDownloads({
    cads: item.cads ?? [],
    meta: rules.meta,
    writable: rules.writable,
    allowed: rules.allowed,
  });
}

/** A title as a file name: what file systems refuse becomes a space, at most 100 characters. */
export function fileStem(title: string): string {
  const stem = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
    .trim();
  return stem || 'item';
}
