/** The header tabs (spec 01 s.2): models at /, materials at /materials, brands at /brands. */
export type TabId = 'models' | 'materials' | 'brands';

export interface TabDefinition {
  id: TabId;
  /** The tab's root path; the tab also owns every path below it. */
  path: string;
  /** i18n key in `common`. */
  label: string;
}

export const TABS: readonly TabDefinition[] = [
  { id: 'models', path: '/', label: 'tabs.models' },
  { id: 'materials', path: '/materials', label: 'tabs.materials' },
  { id: 'brands', path: '/brands', label: 'tabs.brands' },
];

export const FIRST_TAB_PATH = TABS[0]!.path;

/** The tab a pathname belongs to; brand pages (/brands/{id}) belong to no fixed tab. */
export function tabOfPath(pathname: string): TabId | null {
  if (pathname === '/') return 'models';
  if (pathname === '/materials') return 'materials';
  if (pathname === '/brands') return 'brands';
  return null;
}
