/** URL state, one hook per query parameter (spec 02 s.2 "Query parameters"). */
export { searchQueryInUrl, useSearchQuery } from './useSearchQuery';
export {
  FILTER_KEYS,
  parseFilters,
  serializeFilters,
  useFilters,
  type Filters,
} from './useFilters';
export { useExpandedModel } from './useExpandedModel';
export { useCatalogNode } from './useCatalogNode';
export { useSetUrlParams, useUrlParam, type SetOptions, type UrlState } from './useUrlParam';
