import { useUrlParam, type UrlState } from './useUrlParam';

/** m: id of the expanded model (the detail dialog is open while it is set). */
export function useExpandedModel(): UrlState<string | null> {
  return useUrlParam('m');
}
