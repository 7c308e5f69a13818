/**
 * Counts a search once its first results are known (with Statistics consent only;
 * statistics/): the words, the language, the filters and how many were found, so that
 * zero-result searches show what the catalogue lacks. Browsing without words or filters is
 * a page view, not a search.
 */
import { useEffect, useRef } from 'react';
import type { Filters } from '../../api/filtering';
import { trackEvent } from '../../statistics';

const filtersText = (filters: Filters) =>
  Object.entries(filters)
    .filter(([, values]) => values.length > 0)
    .map(([key, values]) => `${key}=${values.join(',')}`)
    .sort()
    .join(';');

export function useSearchStatistics(
  query: string,
  filters: Filters,
  language: string,
  total: number | undefined,
): void {
  const counted = useRef('');
  useEffect(() => {
    const text = filtersText(filters);
    if (total === undefined || (!query.trim() && !text)) return;
    const key = `${query}\n${text}\n${language}`;
    if (counted.current === key) return;
    counted.current = key;
    trackEvent({
      action: 'search',
      query: query.trim(),
      language,
      filters: text,
      resultCount: total,
    });
  }, [query, filters, language, total]);
}
