import { useUrlParam, type UrlState } from './useUrlParam';

/** q: the search text ('' when none); setting '' removes q. */
export function useSearchQuery(): UrlState<string> {
  const [value, set] = useUrlParam('q');
  return [value ?? '', set] as const;
}
