import { useUrlParam, type UrlState } from './useUrlParam';

/** c: id of the selected node of a brand's catalog tree. */
export function useCatalogNode(): UrlState<string | null> {
  return useUrlParam('c');
}
