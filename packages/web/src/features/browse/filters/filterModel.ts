/**
 * The filter state of the models and materials screens and how it becomes a search request.
 *
 * f in the URL maps a key to value ids (spec 02 s.2). Property tag ids are keys as they are
 * (`prop_colour: ['val_colour_red']`); the other facets use pseudo-properties: `category`,
 * `owner`, `collection`, `family`. A numeric range is one value `min..max` (either side may be
 * empty: `..120`), kept under its property (`prop_width: ['40..120']`). docs/WEB-BROWSE.md
 * explains the choice.
 *
 * Each facet becomes its own filter group, so the server's disjunctive counters leave exactly
 * that facet's filter out when counting it ("Oak (12)" beside a selected "Walnut").
 */
import type { FilterGroup } from '@vitrine/contracts';

export type Filters = Record<string, string[]>;

export const CATEGORY_KEY = 'category';
export const OWNER_KEY = 'owner';
export const COLLECTION_KEY = 'collection';
export const FAMILY_KEY = 'family';
const PSEUDO_KEYS = [CATEGORY_KEY, OWNER_KEY, COLLECTION_KEY, FAMILY_KEY];

/** What a screen browses: its item type, and a brand when it is a brand page's tab. */
export interface BrowseScope {
  kind: 'models' | 'materials';
  ownerId?: string;
}

export interface NumericRange {
  min: number | null;
  max: number | null;
}

const RANGE = /^(-?\d+(?:\.\d+)?)?\.\.(-?\d+(?:\.\d+)?)?$/;

/** Reads `min..max`; null when the value is not a range or has neither bound. */
export function parseRange(value: string | undefined): NumericRange | null {
  const match = value ? RANGE.exec(value) : null;
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  return {
    min: match[1] === undefined ? null : Number(match[1]),
    max: match[2] === undefined ? null : Number(match[2]),
  };
}

/** Writes a range as f stores it; null when both bounds are empty (no filter). */
export function formatRange({ min, max }: NumericRange): string | null {
  if (min === null && max === null) return null;
  return `${min ?? ''}..${max ?? ''}`;
}

/** True for keys that are properties (not category, brand, collection or family). */
export const isPropertyKey = (key: string) => !PSEUDO_KEYS.includes(key);

/** The search request's filtering for these filters within this scope. */
export function toFiltering(filters: Filters, scope: BrowseScope): FilterGroup[] {
  const groups: FilterGroup[] = [];
  const exact = (
    scopeName: 'category_tag_ids' | 'owner_ids' | 'collection_ids' | 'product_family_ids',
    values: string[] | undefined,
  ) => {
    if (values?.length)
      groups.push({
        operator: 'or',
        filters: [{ algorithm: 'exact_or', scope: scopeName, values }],
      });
  };
  exact('category_tag_ids', filters[CATEGORY_KEY]);
  // A brand page's brand is fixed; the brand filter is not offered there.
  exact('owner_ids', scope.ownerId ? [scope.ownerId] : filters[OWNER_KEY]);
  exact('collection_ids', filters[COLLECTION_KEY]);
  exact('product_family_ids', filters[FAMILY_KEY]);
  for (const [key, values] of Object.entries(filters)) {
    if (!isPropertyKey(key) || values.length === 0) continue;
    const range = parseRange(values[0]);
    groups.push({
      operator: 'or',
      filters: [
        range
          ? {
              algorithm: 'range',
              scope: 'property_values',
              property_tag_id: key,
              values: [range.min, range.max],
            }
          : { algorithm: 'exact_or', scope: 'property_values', property_tag_id: key, values },
      ],
    });
  }
  return groups;
}

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
