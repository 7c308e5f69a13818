/** Facet counters over the items a search considered (docs/SEARCH.md, Counters). */
import type { CounterScope } from '@vitrine/contracts';
import type { CompiledGroup } from './search.filters';
import type { IndexedItem, SearchRows } from './search.index';

/** Counters answer the most frequent values of a facet, up to this many. */
const COUNTER_LIMIT = 500;

const NONE: readonly string[] = [];
const ownerLists = new Map<string, readonly string[]>();

/** An item's owner as a list of one, made once per owner (counting allocates nothing). */
function ownerList(owner: string | null): readonly string[] {
  if (owner === null) return NONE;
  let list = ownerLists.get(owner);
  if (!list) ownerLists.set(owner, (list = [owner]));
  return list;
}

/**
 * Counters: per facet, the items passing every filter group except the facet's own, counted
 * by the facet's values; property values per property, each without its own filter.
 */
export function countAll(
  items: readonly IndexedItem[],
  passedGroups: Int32Array,
  groups: CompiledGroup[],
  scopes: CounterScope[],
): SearchRows['counters'] {
  const full = (1 << groups.length) - 1;
  const maskOf = (facet: string) =>
    groups.reduce((mask, g, k) => (g.facet === facet ? mask | (1 << k) : mask), 0);
  const passesWithout = (passed: number, facet: string) => (passed | maskOf(facet)) === full;
  const counters: SearchRows['counters'] = {};
  const ranked = (counts: Map<string, number>) =>
    [...counts]
      .map(([id, count]) => ({ id, count }))
      .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  const facetValues: Partial<Record<CounterScope, (item: IndexedItem) => readonly string[]>> = {
    owner_ids: (item) => ownerList(item.owner_id),
    category_tag_ids: (item) => item.category_ids,
    collection_ids: (item) => item.collection_ids,
    product_family_ids: (item) => item.family_ids,
  };
  for (const scope of scopes) {
    const values = facetValues[scope];
    if (!values) continue;
    const mask = maskOf(scope);
    const counts = new Map<string, number>();
    for (let i = 0; i < items.length; i++) {
      if ((passedGroups[i]! | mask) !== full) continue;
      const item = items[i]!;
      for (const value of values(item)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    counters[scope] = ranked(counts).slice(0, COUNTER_LIMIT);
  }
  if (scopes.includes('property_values')) {
    const filtered = new Set(
      groups
        .map((g) => g.facet)
        .filter((f): f is string => f?.startsWith('property_values:') ?? false)
        .map((f) => f.slice('property_values:'.length)),
    );
    const counts = new Map<string, Map<string, number>>();
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      const passed = passedGroups[i]!;
      const all = passed === full;
      for (const property of item.properties) {
        if (property.value_freeform !== undefined || !property.value_tag_id) continue;
        const id = property.property_tag_id;
        const counted = filtered.has(id) ? passesWithout(passed, `property_values:${id}`) : all;
        if (!counted) continue;
        let values = counts.get(id);
        if (!values) counts.set(id, (values = new Map<string, number>()));
        values.set(property.value_tag_id, (values.get(property.value_tag_id) ?? 0) + 1);
      }
    }
    counters.property_values = [...counts]
      .flatMap(([property_tag_id, values]) =>
        [...values].map(([id, count]) => ({ property_tag_id, id, count })),
      )
      .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
  return counters;
}
