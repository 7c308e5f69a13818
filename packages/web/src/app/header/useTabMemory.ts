import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentSearchScope } from '../page-context';
import { rememberPath } from './tabs';

/** Records every visited path in its tab; brand tabs get their name once the page knows it. */
export function useTabMemory(): void {
  const { pathname, search } = useLocation();
  const brandName = useCurrentSearchScope()?.brandName;
  useEffect(() => {
    rememberPath(pathname, search, brandName);
  }, [pathname, search, brandName]);
}
