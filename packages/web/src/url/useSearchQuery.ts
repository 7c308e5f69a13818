import { useUrlParam, type UrlState } from './useUrlParam';

/** q: the search text ('' when none); setting '' removes q. */
export function useSearchQuery(): UrlState<string> {
  const [value, set] = useUrlParam('q');
  return [value ?? '', set] as const;
}

/**
 * q as the address bar holds it now. Ahead of `useSearchQuery` while a navigation is under
 * way: the router renders a new location as a transition, a moment after the URL changed.
 */
export function searchQueryInUrl(): string {
  return new URLSearchParams(window.location.search).get('q') ?? '';
}
