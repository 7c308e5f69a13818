/**
 * The filter panel (spec 02 s.2): categories, brands (not on a brand page), collections and
 * families (when exactly one brand is chosen), property values with counts, and ranges for
 * the numeric dimensions; in the draft view, 'Drafts only'. It edits f; the counts come from the search's counters.
 */
import { Box, Divider } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CategoryTree } from './CategoryTree';
import type { CategoryNode, CategoryTree as Tree } from './categoryTree';
import { FacetList } from './FacetList';
import {
  CATEGORY_KEY,
  COLLECTION_KEY,
  FAMILY_KEY,
  OWNER_KEY,
  formatRange,
  parseRange,
  type BrowseScope,
  type Filters,
} from '../../../api/filtering';
import { toggleValue, withValues, withoutOrphans } from './filterModel';
import { FilterSection } from './FilterSection';
import { RangeFilter } from './RangeFilter';
import { CommunityFilter, excludesCommunity } from './CommunityFilter';
import { DraftsOnlyFilter, useDraftsOnlyOffered } from './DraftsOnlyFilter';
import type { useFacets } from './useFacets';

export interface FilterPanelProps {
  scope: BrowseScope;
  filters: Filters;
  onChange: (filters: Filters) => void;
  facets: ReturnType<typeof useFacets>;
  tree: Tree;
  categoryCounts: Map<string, number>;
  path: CategoryNode[];
  languages: string[];
}

export function FilterPanel(props: FilterPanelProps) {
  const { scope, filters, onChange, facets, tree, categoryCounts, path, languages } = props;
  const { t } = useTranslation('browse');
  const set = (next: Filters) => onChange(withoutOrphans(next, scope));
  const toggle = (key: string) => (id: string) => set(toggleValue(filters, key, id));
  const draftsOffered = useDraftsOnlyOffered(filters);

  const list = (
    title: string,
    key: string,
    entries: typeof facets.ownerEntries,
    searchable = false,
  ) =>
    entries.length > 0 && (
      <FilterSection title={title}>
        <FacetList
          title={title}
          entries={entries}
          chosen={filters[key] ?? []}
          onToggle={toggle(key)}
          alwaysSearchable={searchable}
        />
      </FilterSection>
    );

  return (
    <Box component="nav" aria-label={t('filters.title')} data-testid="filter-panel">
      {draftsOffered && (
        <FilterSection title={t('filters.drafts')}>
          <DraftsOnlyFilter filters={filters} onChange={set} />
        </FilterSection>
      )}
      {tree.roots.length > 0 && (
        <FilterSection title={t('filters.categories')}>
          <CategoryTree
            tree={tree}
            counts={categoryCounts}
            path={path}
            languages={languages}
            onSelect={(id) => set(withValues(filters, CATEGORY_KEY, id ? [id] : []))}
          />
        </FilterSection>
      )}
      <Divider />
      {!scope.ownerId && list(t('filters.brands'), OWNER_KEY, facets.ownerEntries, true)}
      {!scope.ownerId && (facets.communityCount > 0 || excludesCommunity(filters)) && (
        <FilterSection title={t('filters.community')}>
          <CommunityFilter filters={filters} onChange={set} count={facets.communityCount} />
        </FilterSection>
      )}
      {facets.brand && list(t('filters.collections'), COLLECTION_KEY, facets.collectionEntries)}
      {facets.brand && list(t('filters.families'), FAMILY_KEY, facets.familyEntries)}
      {facets.properties.map(({ property, label, entries }) => (
        <FilterSection key={property.id} title={label}>
          <FacetList
            title={label}
            entries={entries}
            chosen={filters[property.id] ?? []}
            onToggle={toggle(property.id)}
          />
        </FilterSection>
      ))}
      {facets.numeric.map((property) => {
        const label = facets.propertyLabel(property.id);
        return (
          <FilterSection key={property.id} title={label}>
            <RangeFilter
              label={label}
              unit={facets.unitOf(property.id)}
              value={parseRange(filters[property.id]?.[0])}
              onChange={(range) => {
                const value = formatRange(range);
                set(withValues(filters, property.id, value ? [value] : []));
              }}
            />
          </FilterSection>
        );
      })}
    </Box>
  );
}
