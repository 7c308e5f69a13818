import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentSearchScope } from '../../page/page-context';
import { rememberPath, tabOfPath } from './tabs';

/** Records every visited path in its tab; brand tabs get their name once the page knows it. */
export function useTabMemory(): void {
  const { pathname, search } = useLocation();
  const scope = useCurrentSearchScope();
  // The scope can still be the previous brand's for a moment after navigating: its name
  // only labels the tab of the brand it belongs to.
  const brand = tabOfPath(pathname);
  const brandName =
    brand?.kind === 'brand' && scope?.brandId === brand.id ? scope.brandName : undefined;
  useEffect(() => {
    rememberPath(pathname, search, brandName);
  }, [pathname, search, brandName]);
}
