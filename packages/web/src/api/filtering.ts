/**
 * How the filter state of the models and materials screens (f, url/useFilters) becomes a
 * search request's filtering.
 *
 * f maps a key to value ids (spec 02 s.2). Property tag ids are keys as they are
 * (`prop_colour: ['val_colour_red']`); the other facets use pseudo-properties: `category`,
 * `owner`, `collection`, `family`, `source`, `state`. A numeric range is one value `min..max` (either side may be
 * empty: `..120`), kept under its property (`prop_width: ['40..120']`). docs/WEB-BROWSE.md
 * explains the choice.
 *
 * Each facet becomes its own filter group, so the server's disjunctive counters leave exactly
 * that facet's filter out when counting it ("Oak (12)" beside a selected "Walnut").
 */
import type { FilterGroup } from '@vitrine/contracts';
import { FILTER_KEYS, type Filters } from '../url/filterKeys';

export type { Filters };

export const CATEGORY_KEY = FILTER_KEYS.category;
export const OWNER_KEY = FILTER_KEYS.owner;
export const COLLECTION_KEY = FILTER_KEYS.collection;
export const FAMILY_KEY = FILTER_KEYS.family;
export const SOURCE_KEY = FILTER_KEYS.source;
export const STATE_KEY = FILTER_KEYS.state;
/** f's value of the draft view's 'Drafts only' filter (STATE_KEY). */
export const DRAFTS_ONLY = ['draft'];
/** f's value that leaves community libraries out (SOURCE_KEY). */
export const BRANDS_ONLY = ['brand'];
const PSEUDO_KEYS: string[] = Object.values(FILTER_KEYS);

/** What a screen browses: its item type, and a brand when it is a brand page's tab. */
export interface BrowseScope {
  kind: 'models' | 'materials';
  ownerId?: string;
  /** The languages the brand writes in: a query's matches in them rank after the UI's. */
  brandLanguages?: string[];
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
  // Community libraries in or out (the server's sources scope: brand, community).
  const sources = filters[SOURCE_KEY];
  if (sources?.length)
    groups.push({
      operator: 'or',
      filters: [{ algorithm: 'exact_or', scope: 'sources', values: sources }],
    });
  // Drafts only (the draft view's filter; the server's states scope).
  const states = filters[STATE_KEY];
  if (states?.length)
    groups.push({
      operator: 'or',
      filters: [{ algorithm: 'exact_or', scope: 'states', values: states }],
    });
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
