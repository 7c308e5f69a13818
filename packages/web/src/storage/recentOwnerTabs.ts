/**
 * The brand tabs of the header (local storage recentOwnerTabs): each open brand with the
 * path last visited in it and its name. Oldest tabs drop off past MAX_BRAND_TABS.
 */
import { versionedStore } from './versioned';

export interface OwnerTab {
  id: string;
  /** Last visited path in this brand, with its query (e.g. /brands/x/models?q=chair). */
  path: string;
  label: string;
}

export const RECENT_OWNER_TABS_KEY = 'recentOwnerTabs';
export const MAX_BRAND_TABS = 5;

function isTab(value: unknown): value is OwnerTab {
  const tab = value as OwnerTab;
  return (
    typeof tab === 'object' &&
    tab !== null &&
    typeof tab.id === 'string' &&
    typeof tab.path === 'string' &&
    typeof tab.label === 'string' &&
    tab.path.startsWith('/brands/')
  );
}

export const ownerTabsStore = versionedStore<OwnerTab[]>(
  RECENT_OWNER_TABS_KEY,
  '1',
  (value) => (Array.isArray(value) ? value.filter(isTab) : undefined),
  [],
);

/** Opens or updates the tab of brand `id`; a new tab goes last, the oldest one drops. */
export function visitOwnerTab(id: string, path: string, label?: string): void {
  const tabs = ownerTabsStore.read();
  const existing = tabs.find((t) => t.id === id);
  if (existing) {
    const next = { ...existing, path, label: label || existing.label };
    if (next.path === existing.path && next.label === existing.label) return;
    ownerTabsStore.write(tabs.map((t) => (t.id === id ? next : t)));
  } else {
    const added = [...tabs, { id, path, label: label || id }];
    ownerTabsStore.write(added.slice(Math.max(0, added.length - MAX_BRAND_TABS)));
  }
}

/**
 * Closes brand `id`'s tab and returns where to go if it was the open one: the next tab,
 * else the previous one, else the brand list.
 */
export function closeOwnerTab(id: string): string {
  const tabs = ownerTabsStore.read();
  const index = tabs.findIndex((t) => t.id === id);
  const rest = tabs.filter((t) => t.id !== id);
  ownerTabsStore.write(rest);
  const neighbour = rest[index] ?? rest[index - 1];
  return neighbour ? neighbour.path : '/brands';
}
