/** Facet counters over the items a search considered (docs/SEARCH.md, Counters). */
import type { CounterScope } from '@vitrine/contracts';
import type { CompiledGroup, FilterSource } from './filters';
import type { CommunityOf, SearchRows } from '../search.types';
import type { ListField, Ragged } from './item-columns';

/** Counters answer the most frequent values of a facet, up to this many. */
const COUNTER_LIMIT = 500;

const PROPERTY_FACET = 'property_values:';

/** Each counted scope as the list field it counts. */
const FACET_VALUES: Partial<Record<CounterScope, ListField | null>> = {
  // (Counted off the owner column and the items' source: listed so the scopes are known.)
  owner_ids: null,
  sources: null,
  category_tag_ids: 'category_ids',
  collection_ids: 'collection_ids',
  product_family_ids: 'family_ids',
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
  // Counted by string number (of the index's codes, or of its property entries).
  const counts = new Map<string, Map<number, number>>(
    scoped.map((scope) => [scope, new Map<number, number>()]),
  );
  const wantsProperties = scopes.includes('property_values');
  const properties = new Map<number, number>();
  const add = (counted: Map<number, number>, value: number) =>
    counted.set(value, (counted.get(value) ?? 0) + 1);
  const addAll = (counted: Map<number, number>, list: Ragged, slot: number) => {
    for (let k = list.starts[slot]!, end = list.ends[slot]!; k < end; k++)
      add(counted, list.values[k]!);
  };
  /** Per property entry: its property's id when it counts (not free-form), else null. */
  const countedProperty = new Map<number, string | null>();
  const propertyOf = (prop: number) => {
    let id = countedProperty.get(prop);
    if (id === undefined) {
      const p = index.property(prop);
      id = p.value_freeform !== undefined || !p.value_tag_id ? null : p.property_tag_id;
      countedProperty.set(prop, id);
    }
    return id;
  };
  const countProperties = (slot: number, only: string | null) => {
    const list = index.properties;
    for (let k = list.starts[slot]!, end = list.ends[slot]!; k < end; k++) {
      const prop = list.values[k]!;
      const id = propertyOf(prop);
      if (id === null || (only !== null && id !== only)) continue;
      add(properties, prop);
    }
  };

  // Owners are counted by their column's numbers (0: none), the rest off the items.
  const owners = counts.has('owner_ids') ? new Int32Array(index.owners.values.length) : null;
  const sources = counts.has('sources') ? [0, 0] : null;
  const itemScopes = scoped.filter((scope) => scope !== 'owner_ids' && scope !== 'sources');
  const lists: Partial<Record<CounterScope, Ragged>> = {};
  for (const scope of itemScopes) lists[scope] = index.lists[FACET_VALUES[scope]!];
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
    if (failed === 0) {
      for (const scope of itemScopes) addAll(counts.get(scope)!, lists[scope]!, slot);
      if (wantsProperties) {
        // A filtered property is counted without its own filter: here as for any item.
        countProperties(slot, null);
      }
      continue;
    }
    const counted = counts.get(facet!);
    if (counted) {
      addAll(counted, lists[facet as CounterScope]!, slot);
    } else if (wantsProperties && facet!.startsWith(PROPERTY_FACET)) {
      countProperties(slot, facet!.slice(PROPERTY_FACET.length));
    }
  }

  const byString = (counted: Map<number, number>) =>
    new Map([...counted].map(([code, count]) => [index.codes.values[code]!, count]));
  const ranked = (counted: Map<string, number>) =>
    [...counted]
      .map(([id, count]) => ({ id, count }))
      .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const counters: SearchRows['counters'] = {};
  const named = new Map<string, Map<string, number>>();
  for (const scope of itemScopes) named.set(scope, byString(counts.get(scope)!));
  if (owners) {
    const byOwner = new Map<string, number>();
    for (let code = 1; code < owners.length; code++)
      if (owners[code]! > 0) byOwner.set(index.owners.values[code]!, owners[code]!);
    named.set('owner_ids', byOwner);
  }
  if (sources) {
    const bySource = new Map<string, number>();
    if (sources[0]! > 0) bySource.set('brand', sources[0]!);
    if (sources[1]! > 0) bySource.set('community', sources[1]!);
    named.set('sources', bySource);
  }
  for (const scope of scoped) counters[scope] = ranked(named.get(scope)!).slice(0, COUNTER_LIMIT);
  if (wantsProperties) {
    counters.property_values = [...properties]
      .map(([prop, count]) => {
        const { property_tag_id, value_tag_id } = index.property(prop);
        return { property_tag_id, id: value_tag_id, count };
      })
      .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
  return counters;
}
