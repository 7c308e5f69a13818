/** Facet counters over the items a search considered (docs/SEARCH.md, Counters). */
import type { CounterScope } from '@vitrine/contracts';
import type { CompiledGroup, FilterSource } from './filters';
import type { CommunityOf, IndexedItem, SearchRows } from '../search.types';

/** Counters answer the most frequent values of a facet, up to this many. */
const COUNTER_LIMIT = 500;

const PROPERTY_FACET = 'property_values:';

/** Each counted scope as the values an item holds for it. */
const FACET_VALUES: Partial<Record<CounterScope, (item: IndexedItem) => readonly string[]>> = {
  // (Counted off the owner column and the items' source: listed so the scopes are known.)
  owner_ids: () => [],
  sources: () => [],
  category_tag_ids: (item) => item.category_ids,
  collection_ids: (item) => item.collection_ids,
  product_family_ids: (item) => item.family_ids,
};

/**
 * Counters: per facet, the items passing every filter group except the facet's own, counted
 * by the facet's values; property values per property, each without its own filter. An item
 * failing groups of two facets (or a group of none) is counted nowhere, one failing only its
 * own facet's groups only in that facet: most candidates of a filtered search are looked at
 * once and counted once. The owner facet is the brand facet: items of community libraries
 * are counted under `sources` (brand, community), never under their owner.
 */
export function countAll(
  index: FilterSource,
  considered: Int32Array,
  length: number,
  passedGroups: Int32Array,
  groups: CompiledGroup[],
  scopes: CounterScope[],
  community: CommunityOf,
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

  // Owners are counted by their column's numbers (0: none), the rest off the items.
  const owners = counts.has('owner_ids') ? new Int32Array(index.owners.values.length) : null;
  const sources = counts.has('sources') ? [0, 0] : null;
  const itemScopes = scoped.filter((scope) => scope !== 'owner_ids' && scope !== 'sources');
  const ownerOf = index.ownerOf;
  for (let i = 0; i < length; i++) {
    const failed = full & ~passedGroups[i]!;
    const facet = failed === 0 ? null : facetFailing(failed);
    if (failed !== 0 && facet === null) continue;
    const slot = considered[i]!;
    const fromCommunity = community(slot);
    if (sources && (failed === 0 || facet === 'sources')) sources[fromCommunity]!++;
    if (facet === 'sources') continue;
    if (owners && fromCommunity === 0 && (failed === 0 || facet === 'owner_ids'))
      owners[ownerOf[slot]!]!++;
    if (facet === 'owner_ids') continue;
    const item = index.items[slot]!;
    if (failed === 0) {
      for (const scope of itemScopes)
        for (const value of FACET_VALUES[scope]!(item)) add(counts.get(scope)!, value);
      if (wantsProperties) {
        // A filtered property is counted without its own filter: here as for any item.
        countProperties(item, null);
      }
      continue;
    }
    const counted = counts.get(facet!);
    if (counted) {
      for (const value of FACET_VALUES[facet as CounterScope]!(item)) add(counted, value);
    } else if (wantsProperties && facet!.startsWith(PROPERTY_FACET)) {
      countProperties(item, facet!.slice(PROPERTY_FACET.length));
    }
  }

  const ranked = (counted: Map<string, number>) =>
    [...counted]
      .map(([id, count]) => ({ id, count }))
      .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const counters: SearchRows['counters'] = {};
  if (owners) {
    const byOwner = new Map<string, number>();
    for (let code = 1; code < owners.length; code++)
      if (owners[code]! > 0) byOwner.set(index.owners.values[code]!, owners[code]!);
    counts.set('owner_ids', byOwner);
  }
  if (sources) {
    const bySource = new Map<string, number>();
    if (sources[0]! > 0) bySource.set('brand', sources[0]!);
    if (sources[1]! > 0) bySource.set('community', sources[1]!);
    counts.set('sources', bySource);
  }
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
