/**
 * f: the filter state, JSON mapping a property tag id (or a pseudo-property such as a
 * category or brand filter, see browse) to the chosen value ids. A hand-edited or truncated
 * link must not break the page: invalid JSON reads as no filters and is reported (spec 02
 * s.5), and the visitor is told the link's filters could not be read.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { reportError } from '../report';
import { showToast } from '../toast';
import type { Filters } from './filterKeys';
import { useUrlParam, type SetOptions, type UrlState } from './useUrlParam';

export { FILTER_KEYS, type Filters } from './filterKeys';

/** The last f value found broken, and the one the visitor was last told about. */
let foundBroken: string | null = null;
let toldBroken: string | null = null;

/** Parses f; anything but an object of string arrays is dropped (and reported). */
export function parseFilters(raw: string | null): Filters {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error('f is not a JSON object');
    }
    const filters: Filters = {};
    for (const [key, values] of Object.entries(parsed as Record<string, unknown>)) {
      if (!Array.isArray(values)) continue;
      const ids = values.filter((v): v is string => typeof v === 'string' && v !== '');
      if (ids.length > 0) filters[key] = ids;
    }
    return filters;
  } catch (error) {
    reportError(error, `Invalid filter parameter f=${raw}`);
    foundBroken = raw;
    return {};
  }
}

/** The f value for `filters`, or null (removing f) when nothing is chosen. */
export function serializeFilters(filters: Filters): string | null {
  const kept = Object.entries(filters).filter(([, ids]) => ids.length > 0);
  return kept.length === 0 ? null : JSON.stringify(Object.fromEntries(kept));
}

export function useFilters(): UrlState<Filters> {
  const [raw, setRaw] = useUrlParam('f');
  const filters = useMemo(() => parseFilters(raw), [raw]);
  // Told once per broken value, however many components read f (the toast host loads the
  // errors namespace, whose words these are, before it shows them).
  useEffect(() => {
    if (raw === foundBroken && raw !== toldBroken) {
      toldBroken = raw;
      showToast({ key: 'errors:brokenFilters' }, { severity: 'warning' });
    }
  }, [raw]);
  const set = useCallback(
    (next: Filters, options?: SetOptions) => setRaw(serializeFilters(next), options),
    [setRaw],
  );
  return [filters, set] as const;
}
