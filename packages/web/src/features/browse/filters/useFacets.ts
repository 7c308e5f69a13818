/**
 * Everything the filter panel and the chips show, put together from the search's counters
 * and the labels fetched by id: brands, collections, families and property values with
 * their counts, numeric properties, and a label for every chosen value. Without counters
 * (the panel is not wanted yet) only the chosen values are labelled, for the chips.
 */
import type { Counter, SearchHit } from '@vitrine/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useItems, type TagDoc } from '../../../api/models';
import { usePropertyTags } from '../../../api/search';
import { textOf } from '../../../api/texts';
import {
  COLLECTION_KEY,
  FAMILY_KEY,
  OWNER_KEY,
  SOURCE_KEY,
  STATE_KEY,
  isPropertyKey,
  parseRange,
  type BrowseScope,
  type Filters,
} from '../../../api/filtering';
import { singleBrand } from './filterModel';

export interface FacetEntry {
  id: string;
  label: string;
  count: number;
}

export interface PropertyFacet {
  property: TagDoc;
  label: string;
  entries: FacetEntry[];
}

const none: Counter[] = [];

/** Entries of one counter scope, chosen values kept even when they count nothing now. */
function entriesOf(
  counters: Counter[],
  chosen: string[] | undefined,
  label: (id: string) => string | undefined,
): FacetEntry[] {
  const counts = new Map(counters.map((c) => [c.id, c.count]));
  for (const id of chosen ?? []) if (!counts.has(id)) counts.set(id, 0);
  return [...counts].map(([id, count]) => ({ id, count, label: label(id) ?? '' }));
}

export function useFacets(
  scope: BrowseScope,
  counters: Record<string, Counter[]> | undefined,
  filters: Filters,
  hits: readonly SearchHit[],
  languages: string[],
) {
  const { t } = useTranslation('browse');
  const brand = singleBrand(filters, scope);
  const ownerCounters = scope.ownerId ? none : (counters?.owner_ids ?? none);
  const collectionCounters = brand
    ? [...(counters?.collection_ids ?? none), ...(counters?.product_family_ids ?? none)]
    : none;
  const valueCounters = counters?.property_values ?? none;
  // Community items under the query and the other filters (the counter leaves its own out).
  const communityCount = counters?.sources?.find((c) => c.id === 'community')?.count ?? 0;
  const propertyIds = Object.keys(filters).filter(isPropertyKey);

  const owners = useItems('owners', ids(ownerCounters, filters[OWNER_KEY]), languages);
  const collections = useItems(
    'collections',
    ids(collectionCounters, [...(filters[COLLECTION_KEY] ?? []), ...(filters[FAMILY_KEY] ?? [])]),
    languages,
  );
  const chosenValues = propertyIds.flatMap((p) => filters[p]!.filter((v) => !parseRange(v)));
  const values = useItems('tags', ids(valueCounters, chosenValues), languages);
  const { data: propertyTags = [] } = usePropertyTags(
    languages,
    counters !== undefined || propertyIds.length > 0,
  );

  return useMemo(() => {
    const label = (item: { texts?: TagDoc['texts'] } | undefined, category: string) =>
      textOf(item, category, languages);
    const ownerEntries = entriesOf(ownerCounters, filters[OWNER_KEY], (id) =>
      label(owners.get(id), 'name'),
    );
    const titleOf = (id: string) => label(collections.get(id), 'title');
    const collectionEntries = entriesOf(
      counters?.collection_ids ?? none,
      filters[COLLECTION_KEY],
      titleOf,
    );
    const familyEntries = entriesOf(
      counters?.product_family_ids ?? none,
      filters[FAMILY_KEY],
      titleOf,
    );

    // Which property a value belongs to: the property's value list, else the value's parent.
    const propertyOfValue = new Map<string, string>();
    for (const p of propertyTags)
      for (const v of p.value_tag_ids ?? []) propertyOfValue.set(v, p.id);
    for (const v of values.values())
      if (!propertyOfValue.has(v.id) && v.parent_tag_ids?.[0])
        propertyOfValue.set(v.id, v.parent_tag_ids[0]);

    const numericPresent = new Set(
      hits.flatMap((h) =>
        (h.property_values ?? []).filter((v) => v.value_freeform).map((v) => v.property_tag_id),
      ),
    );
    const sorted = [...propertyTags].sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0));
    const isNumeric = (p: TagDoc) => p.freeform_features?.includes('numeric') ?? false;
    const numeric = sorted.filter(
      (p) => isNumeric(p) && (numericPresent.has(p.id) || filters[p.id]),
    );
    const properties: PropertyFacet[] = sorted
      .filter((p) => !isNumeric(p))
      .map((property) => ({
        property,
        label: label(property, 'label') ?? property.id,
        entries: entriesOf(
          valueCounters.filter((c) => propertyOfValue.get(c.id) === property.id),
          filters[property.id],
          (id) => label(values.get(id), 'label'),
        ),
      }))
      .filter((facet) => facet.entries.length > 0);

    /** The label a chip shows for a chosen value of `key`. */
    const labelOf = (key: string, value: string): string => {
      if (key === OWNER_KEY) return label(owners.get(value), 'name') ?? '';
      // The one value the panel sets: community libraries left out.
      if (key === SOURCE_KEY)
        return value === 'brand' ? t('filters.communityHidden') : t('filters.communityOnly');
      if (key === STATE_KEY) return t('filters.draftsOnly');
      if (key === COLLECTION_KEY || key === FAMILY_KEY) return titleOf(value) ?? '';
      return label(values.get(value), 'label') ?? '';
    };
    const propertyLabel = (id: string) =>
      label(
        propertyTags.find((p) => p.id === id),
        'label',
      ) ?? '';
    const unitOf = (id: string) =>
      propertyTags
        .find((p) => p.id === id)
        ?.freeform_features?.find((f) => f.startsWith('unit:'))
        ?.slice(5);

    return {
      communityCount,
      ownerEntries,
      collectionEntries,
      familyEntries,
      properties,
      numeric,
      labelOf,
      propertyLabel,
      unitOf,
      brand,
    };
  }, [
    languages,
    ownerCounters,
    filters,
    owners,
    collections,
    counters,
    values,
    propertyTags,
    hits,
    valueCounters,
    brand,
    communityCount,
    t,
  ]);
}

/** The ids to fetch labels for: counted ones and chosen ones. */
function ids(counters: Counter[], chosen: string[] | undefined): string[] {
  return [...new Set([...counters.map((c) => c.id), ...(chosen ?? [])])];
}
