/**
 * Above the grid: the category breadcrumbs, the result text, the note on the languages the
 * query matched in, the embedding date's note and the filter chips.
 */
import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { CategoryNode } from '../filters/categoryTree';
import { CATEGORY_KEY, type Filters } from '../../../api/filtering';
import type { useFacets } from '../filters/useFacets';
import { ActiveFilterChips } from './ActiveFilterChips';
import { BrowseBreadcrumbs } from './BrowseBreadcrumbs';
import { ModifiedSinceNote } from '../../../components/ModifiedSinceNote';
import { useEmbedState } from '../../../embedding';
import { ResultText } from './ResultText';

// Shown only when a query matched in other languages: not part of the first load.
const MatchedLanguagesNote = lazy(() => import('./MatchedLanguagesNote'));

interface Props {
  path: CategoryNode[];
  languages: string[];
  onSelectCategory: (id: string | null) => void;
  total: number | undefined;
  query: string;
  /** The languages the query matched in (the first page's answer). */
  matchedLanguages: string[] | undefined;
  filters: Filters;
  onChange: (filters: Filters) => void;
  facets: ReturnType<typeof useFacets>;
}

export function ResultsHeader(props: Props) {
  const { modifiedSince } = useEmbedState();
  const { path, languages, onSelectCategory, total, query, filters, onChange, facets } = props;
  const { matchedLanguages } = props;
  const filtered = Object.keys(filters).some((key) => key !== CATEGORY_KEY) || path.length > 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <BrowseBreadcrumbs path={path} languages={languages} onSelect={onSelectCategory} />
      {total !== undefined && <ResultText total={total} query={query} filtered={filtered} />}
      {!!total && query && matchedLanguages && (
        <Suspense fallback={null}>
          <MatchedLanguagesNote matched={matchedLanguages} />
        </Suspense>
      )}
      <ModifiedSinceNote modifiedSince={modifiedSince} />
      <ActiveFilterChips
        filters={filters}
        onChange={onChange}
        labelOf={facets.labelOf}
        propertyLabel={facets.propertyLabel}
        unitOf={facets.unitOf}
      />
    </Box>
  );
}
