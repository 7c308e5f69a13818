/**
 * Counters name other items: brands, collections, families, categories. A published chair
 * in a draft collection still counts under the collection's id, so a counter whose value is
 * an item the caller does not see listed is left out: facets never reveal what lists hide.
 * Values that are no item at all stay (nothing to hide).
 */
import type { CounterScope, Entity } from '@vitrine/contracts';
import type { Visibility } from '../../access';
import type { SearchRows } from '../search.types';
import type { Entities } from './contents';
import { listedIn } from './query';

/** Which entity a facet's values are. */
const FACET_ENTITY: Partial<Record<CounterScope, Entity>> = {
  owner_ids: 'owner',
  collection_ids: 'collection',
  product_family_ids: 'collection',
  category_tag_ids: 'tag',
};

export function seenFacets(
  counters: SearchRows['counters'],
  entities: Entities,
  visibility: Visibility,
): SearchRows['counters'] {
  const out: SearchRows['counters'] = { ...counters };
  for (const [scope, entity] of Object.entries(FACET_ENTITY) as Array<[CounterScope, Entity]>) {
    const values = counters[scope];
    if (!values) continue;
    const index = entities[entity];
    const listed = listedIn(index, entity, visibility);
    out[scope] = values.filter((c) => {
      const slot = index.slotOf.get(c.id);
      return slot === undefined || listed(slot);
    });
  }
  return out;
}
