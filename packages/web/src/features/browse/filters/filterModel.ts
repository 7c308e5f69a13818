/**
 * Changes to the filter state of the models and materials screens (f, url/useFilters): what
 * the filter panel and the chips do. How the state becomes a search request, and what its
 * keys mean: api/filtering.ts.
 */
import {
  CATEGORY_KEY,
  COLLECTION_KEY,
  FAMILY_KEY,
  OWNER_KEY,
  type BrowseScope,
  type Filters,
} from '../../../api/filtering';

/** The filters with `value` of `key` switched on or off. */
export function toggleValue(filters: Filters, key: string, value: string): Filters {
  const current = filters[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return withValues(filters, key, next);
}

/** The filters with `key` set to `values` (removed when empty). */
export function withValues(filters: Filters, key: string, values: string[]): Filters {
  const next = { ...filters };
  if (values.length > 0) next[key] = values;
  else delete next[key];
  return next;
}

/** 'Clear filter': everything but the category goes (spec 02 s.2). */
export function clearKeepingCategory(filters: Filters): Filters {
  return filters[CATEGORY_KEY] ? { [CATEGORY_KEY]: filters[CATEGORY_KEY] } : {};
}

/** Collections and families make sense only within one brand. */
export function singleBrand(filters: Filters, scope: BrowseScope): string | null {
  if (scope.ownerId) return scope.ownerId;
  const owners = filters[OWNER_KEY] ?? [];
  return owners.length === 1 ? owners[0]! : null;
}

/**
 * Filters without collection and family choices when they no longer apply (the brand filter
 * changed to none or several brands), so hidden filters never narrow the results.
 */
export function withoutOrphans(filters: Filters, scope: BrowseScope): Filters {
  if (singleBrand(filters, scope)) return filters;
  if (!filters[COLLECTION_KEY] && !filters[FAMILY_KEY]) return filters;
  const next = { ...filters };
  delete next[COLLECTION_KEY];
  delete next[FAMILY_KEY];
  return next;
}

/** Any filter other than the category is set (the 'Clear filter' button shows). */
export function hasClearableFilters(filters: Filters): boolean {
  return Object.keys(filters).some((key) => key !== CATEGORY_KEY);
}
