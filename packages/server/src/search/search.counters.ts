/** Facet counters over the items a search considered (docs/SEARCH.md, Counters). */
import type { CounterScope } from '@vitrine/contracts';
import type { CompiledGroup } from './search.filters';
import type { IndexedItem, SearchRows } from './search.index';

/** Counters answer the most frequent values of a facet, up to this many. */
const COUNTER_LIMIT = 500;

const PROPERTY_FACET = 'property_values:';

const NONE: readonly string[] = [];
const ownerLists = new Map<string, readonly string[]>();

/** An item's owner as a list of one, made once per owner (counting allocates nothing). */
function ownerList(owner: string | null): readonly string[] {
  if (owner === null) return NONE;
  let list = ownerLists.get(owner);
  if (!list) ownerLists.set(owner, (list = [owner]));
  return list;
}

/** Each counted scope as the values an item holds for it. */
const FACET_VALUES: Partial<Record<CounterScope, (item: IndexedItem) => readonly string[]>> = {
  owner_ids: (item) => ownerList(item.owner_id),
  category_tag_ids: (item) => item.category_ids,
  collection_ids: (item) => item.collection_ids,
  product_family_ids: (item) => item.family_ids,
};

/**
 * Counters: per facet, the items passing every filter group except the facet's own, counted
 * by the facet's values; property values per property, each without its own filter. An item
 * failing groups of two facets (or a group of none) is counted nowhere, one failing only its
 * own facet's groups only in that facet: most candidates of a filtered search are looked at
 * once and counted once.
 */
export function countAll(
  itemAt: (i: number) => IndexedItem,
  length: number,
  passedGroups: Int32Array,
  groups: CompiledGroup[],
  scopes: CounterScope[],
): SearchRows['counters'] {
  const full = (1 << groups.length) - 1;
  const facetMasks = new Map<string, number>();
  groups.forEach((g, k) => {
    if (g.facet !== null) facetMasks.set(g.facet, (facetMasks.get(g.facet) ?? 0) | (1 << k));
  });
  /** By the groups an item fails: the one facet whose counter still counts it, or null. */
  const onlyFacet = new Map<number, string | null>();
  const facetFailing = (failed: number) => {
    let facet = onlyFacet.get(failed);
    if (facet === undefined) {
      facet = null;
      for (const [name, mask] of facetMasks) if ((failed & ~mask) === 0) facet = name;
      onlyFacet.set(failed, facet);
    }
    return facet;
  };

  const scoped = scopes.filter((scope) => FACET_VALUES[scope] !== undefined);
  const counts = new Map<string, Map<string, number>>(
    scoped.map((scope) => [scope, new Map<string, number>()]),
  );
  const wantsProperties = scopes.includes('property_values');
  const properties = new Map<string, Map<string, number>>();
  const add = (counted: Map<string, number>, value: string) =>
    counted.set(value, (counted.get(value) ?? 0) + 1);
  const countProperties = (item: IndexedItem, only: string | null) => {
    for (const property of item.properties) {
      if (property.value_freeform !== undefined || !property.value_tag_id) continue;
      const id = property.property_tag_id;
      if (only !== null && id !== only) continue;
      let values = properties.get(id);
      if (!values) properties.set(id, (values = new Map<string, number>()));
      add(values, property.value_tag_id);
    }
  };

  for (let i = 0; i < length; i++) {
    const failed = full & ~passedGroups[i]!;
    if (failed !== 0 && facetFailing(failed) === null) continue;
    const item = itemAt(i);
    if (failed === 0) {
      for (const scope of scoped)
        for (const value of FACET_VALUES[scope]!(item)) add(counts.get(scope)!, value);
      if (wantsProperties) {
        // A filtered property is counted without its own filter: here as for any item.
        countProperties(item, null);
      }
      continue;
    }
    const facet = facetFailing(failed)!;
    const counted = counts.get(facet);
    if (counted) {
      for (const value of FACET_VALUES[facet as CounterScope]!(item)) add(counted, value);
    } else if (wantsProperties && facet.startsWith(PROPERTY_FACET)) {
      countProperties(item, facet.slice(PROPERTY_FACET.length));
    }
  }

  const ranked = (counted: Map<string, number>) =>
    [...counted]
      .map(([id, count]) => ({ id, count }))
      .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const counters: SearchRows['counters'] = {};
  for (const scope of scoped) counters[scope] = ranked(counts.get(scope)!).slice(0, COUNTER_LIMIT);
  if (wantsProperties) {
    counters.property_values = [...properties]
      .flatMap(([property_tag_id, values]) =>
        [...values].map(([id, count]) => ({ property_tag_id, id, count })),
      )
      .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
  return counters;
}
