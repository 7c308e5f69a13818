/**
 * The header tabs (spec 01 s.2): models at /, materials at /materials, brands at /brands,
 * plus one tab per open brand (storage/recentOwnerTabs). Each tab remembers the path last
 * visited in it (for this browser session), so switching tabs returns to where one was.
 */
import { FIRST_TAB_PATH } from '../../page/paths';
import { closeOwnerTab, visitOwnerTab } from '../../storage/recentOwnerTabs';

export type TabId = 'models' | 'materials' | 'brands';

export interface TabDefinition {
  id: TabId;
  /** The tab's root path. */
  path: string;
  /** i18n key in `common`. */
  label: string;
}

export const TABS: readonly TabDefinition[] = [
  { id: 'models', path: FIRST_TAB_PATH, label: 'tabs.models' },
  { id: 'materials', path: '/materials', label: 'tabs.materials' },
  { id: 'brands', path: '/brands', label: 'tabs.brands' },
];

/** Where a pathname belongs: a fixed tab, a brand's tab, or nothing (legal pages, 404). */
export type TabOfPath = { kind: 'tab'; id: TabId } | { kind: 'brand'; id: string } | null;

export function tabOfPath(pathname: string): TabOfPath {
  const fixed = TABS.find((tab) => tab.path === pathname);
  if (fixed) return { kind: 'tab', id: fixed.id };
  const brand = /^\/brands\/([^/]+)/.exec(pathname);
  if (brand) return { kind: 'brand', id: decodeURIComponent(brand[1]!) };
  return null;
}

const TAB_PATHS_KEY = 'tabPaths';
let tabPaths: Partial<Record<TabId, string>> = readTabPaths();

function readTabPaths(): Partial<Record<TabId, string>> {
  try {
    return JSON.parse(sessionStorage.getItem(TAB_PATHS_KEY) ?? '{}') as Record<TabId, string>;
  } catch {
    return {};
  }
}

/** The path a fixed tab links to: where the visitor last was in it, else its root. */
export function tabPath(id: TabId): string {
  return tabPaths[id] ?? TABS.find((tab) => tab.id === id)!.path;
}

/**
 * The brand tab closed last and the address it was closed on. Until the router shows another
 * address, a render of the page being left (its navigation still pending, its brand name
 * arriving late) must not open that tab again; a later visit does.
 */
let justClosed: { id: string; path: string } | undefined;

/** Remembers `pathAndQuery` as the last place visited in its tab. */
export function rememberPath(pathname: string, search: string, brandName?: string): void {
  const tab = tabOfPath(pathname);
  if (justClosed && justClosed.path !== pathname + search) justClosed = undefined;
  if (!tab) return;
  if (tab.kind === 'brand') {
    // Only a brand the page found gets a tab: an unknown id in the address leaves none.
    if (brandName && justClosed?.id !== tab.id) visitOwnerTab(tab.id, pathname + search, brandName);
    return;
  }
  tabPaths = { ...tabPaths, [tab.id]: pathname + search };
  try {
    sessionStorage.setItem(TAB_PATHS_KEY, JSON.stringify(tabPaths));
  } catch {
    // Storage off: tabs remember for this page load only.
  }
}

/**
 * Closes brand `id`'s tab; closing the open one goes to its neighbour (`navigate`). Which
 * tab is open is read from the address bar at the click, not from the last render: the
 * router renders a navigation as a transition, and until it commits the header still shows
 * the page before (a quick second close would otherwise miss).
 */
export function closeBrandTab(id: string, navigate: (path: string) => void): void {
  const next = closeOwnerTab(id);
  const { pathname, search } = window.location;
  justClosed = { id, path: pathname + search };
  const open = tabOfPath(pathname);
  if (open?.kind === 'brand' && open.id === id) navigate(next);
}
