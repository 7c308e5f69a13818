/**
 * What the current page tells the shell: its search scope (the search bar's placeholder and
 * history scope) and whether it has a filter panel (the compact header's filter button opens
 * it as a drawer). Pages call the hooks; the shell reads the state.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useFilters } from '../url';

export type SearchScopeKind =
  | 'models'
  | 'materials'
  | 'brands'
  | 'brand-models'
  | 'brand-materials'
  | 'brand-collections'
  | 'brand-families'
  | 'favorites';

export interface PageSearchScope {
  kind: SearchScopeKind;
  /** Brand pages: the brand's id (history scope) and name (placeholder). */
  brandId?: string;
  brandName?: string;
}

interface PageState {
  scope: PageSearchScope | null;
  setScope: (scope: PageSearchScope | null) => void;
  hasFilters: boolean;
  setHasFilters: (has: boolean) => void;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
}

const PageContext = createContext<PageState | null>(null);

export function PageProvider({ children }: { children: ReactNode }) {
  const [scope, setScope] = useState<PageSearchScope | null>(null);
  const [hasFilters, setHasFilters] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const value = useMemo(
    () => ({ scope, setScope, hasFilters, setHasFilters, drawerOpen, setDrawerOpen }),
    [scope, hasFilters, drawerOpen],
  );
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

function usePageState(): PageState {
  const state = useContext(PageContext);
  if (!state) throw new Error('Page hooks need a PageProvider (AppShell)');
  return state;
}

/** Declares the page's search scope while the page is mounted. Pages without a search bar
 * (legal pages, not found) simply don't call it, and the search bar hides. */
export function usePageSearchScope(scope: PageSearchScope | null): void {
  const { setScope } = usePageState();
  const { kind, brandId, brandName } = scope ?? {};
  useEffect(() => {
    setScope(kind ? { kind, brandId, brandName } : null);
    return () => setScope(null);
  }, [setScope, kind, brandId, brandName]);
}

/** The current scope, for the shell. */
export function useCurrentSearchScope(): PageSearchScope | null {
  return usePageState().scope;
}

export interface FilterDrawer {
  /** The filter drawer (small screens) is open. */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The page declares it has a filter panel (shows the compact header's filter button). */
  hasFilters: boolean;
  setHasFilters: (has: boolean) => void;
  /** Filters in the URL (f) are set: the filter button shows a dot. */
  hasActiveFilters: boolean;
}

export function useFilterDrawer(): FilterDrawer {
  const state = usePageState();
  const [filters] = useFilters();
  return {
    open: state.drawerOpen,
    setOpen: state.setDrawerOpen,
    hasFilters: state.hasFilters,
    setHasFilters: state.setHasFilters,
    hasActiveFilters: Object.keys(filters).length > 0,
  };
}

/** Declares that the page has a filter panel while it is mounted. */
export function useDeclareFilterPanel(has = true): void {
  const { setHasFilters } = usePageState();
  useEffect(() => {
    setHasFilters(has);
    return () => setHasFilters(false);
  }, [setHasFilters, has]);
}
