/**
 * The brand page's tabs (spec 02 s.2): Overview always; Catalog when the catalog tree has
 * nodes; Collections, Families, Models and Materials when the brand has such items.
 */
import type { ItemKind } from '../../../api/brandItems';

export const BRAND_TABS = [
  'overview',
  'catalog',
  'collections',
  'families',
  'models',
  'materials',
] as const;
export type BrandTab = (typeof BRAND_TABS)[number];

/** The tab a sub-path names ('' is the overview); null for an unknown path. */
export function tabOfPath(rest: string | undefined): BrandTab | null {
  const first = (rest ?? '').split('/')[0] ?? '';
  if (first === '') return 'overview';
  return (BRAND_TABS as readonly string[]).includes(first) && first !== 'overview'
    ? (first as BrandTab)
    : null;
}

/** The path of a tab below the brand page. */
export function tabPath(brandId: string, tab: BrandTab): string {
  const base = `/brands/${encodeURIComponent(brandId)}`;
  return tab === 'overview' ? base : `${base}/${tab}`;
}

/** Which tabs show, given the catalog and the item counts (undefined while loading). */
export function visibleTabs(
  hasCatalog: boolean,
  counts: Partial<Record<ItemKind, number | undefined>>,
): BrandTab[] {
  return BRAND_TABS.filter((tab) => {
    if (tab === 'overview') return true;
    if (tab === 'catalog') return hasCatalog;
    return (counts[tab] ?? 0) > 0;
  });
}
