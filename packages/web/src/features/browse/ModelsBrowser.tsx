/**
 * The body of the models and materials screens and of a brand's Models/Materials tabs: the
 * filter panel (a 300px column on desktop, a drawer below md) beside the breadcrumbs,
 * result text, filter chips and the infinite grid. What it shows comes from the URL (q, f),
 * so every view is a link and back/forward work.
 *
 * The filter panel is its own chunk, requested once the first cards are painted (on desktop;
 * a skeleton keeps its column) or when the drawer first opens (below md); its data (the
 * category tree, the facets' labels) is fetched from then on too, unless the URL's filters
 * need labels at once. The first results never share the connection with either.
 */
import { Box, LinearProgress, useMediaQuery } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { removeBootGrid } from '../../boot';
import { useDeclareFilterPanel, useFilterDrawer } from '../../page/page-context';
import { useCategoryTags, useModelsSearch, useQueryNamesCategory } from '../../api/search';
import { useEmbedState } from '../../embedding';
import { useDataLanguages } from '../../api/texts';
import { useFilters, useSearchQuery } from '../../url';
import type { FilterPanelProps } from './filters/FilterPanel';
import { FilterPanelSkeleton } from './filters/FilterPanelSkeleton';
import { buildCategoryTree, pathTo } from './filters/categoryTree';
import { CATEGORY_KEY, toFiltering, type BrowseScope, type Filters } from '../../api/filtering';
import { withValues, withoutOrphans } from './filters/filterModel';
import { useFacets } from './filters/useFacets';
import { GridFooter } from './grid/GridFooter';
import { LoadingGrid } from './grid/LoadingGrid';
import { ModelGrid } from './grid/ModelGrid';
import { itemsOf } from './grid/gridRows';
import { ResultsHeader } from './results/ResultsHeader';
import { EmptyState } from './results/EmptyState';
import { useScrollToTopOnChange } from './useScrollToTopOnChange';
import { useSearchStatistics } from './useSearchStatistics';

const FilterPanel = lazy(() =>
  import('./filters/FilterPanel').then((m) => ({ default: m.FilterPanel })),
);
const FilterDrawer = lazy(() => import('./filters/FilterDrawer'));
const LoadError = lazy(() => import('../../components/LoadError'));

export function ModelsBrowser({ scope }: { scope: BrowseScope }) {
  const { kind, ownerId, brandLanguages } = scope;
  const { t } = useTranslation('browse');
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const languages = useDataLanguages();
  const [query] = useSearchQuery();
  const [urlFilters, setUrlFilters] = useFilters();
  const stableScope = useMemo(() => ({ kind, ownerId }), [kind, ownerId]);
  const filters = useMemo(() => withoutOrphans(urlFilters, stableScope), [urlFilters, stableScope]);
  const filtering = useMemo(() => toFiltering(filters, stableScope), [filters, stableScope]);
  const setFilters = useCallback((next: Filters) => setUrlFilters(next), [setUrlFilters]);

  const { modifiedSince } = useEmbedState();
  const search = useModelsSearch({
    kind,
    query,
    filtering,
    languages,
    modifiedSince,
    brandLanguages,
  });
  const pages = search.data?.pages;
  const first = pages?.[0];
  const items = useMemo(() => itemsOf(pages ?? []), [pages]);
  useSearchStatistics(
    query,
    filters,
    languages[0] ?? '',
    search.isPlaceholderData ? undefined : first?.total,
  );
  const noneBoosted = !!first && first.total > 0 && !first.hits.some((h) => h.is_boosted);
  const namesCategory = useQueryNamesCategory(kind, query, languages, noneBoosted).data ?? false;

  const drawer = useFilterDrawer();
  // The drawer's chunk loads when it first opens, and stays mounted for its closing animation.
  const [drawerUsed, setDrawerUsed] = useState(drawer.open);
  if (drawer.open && !drawerUsed) setDrawerUsed(true);
  // Set once the first cards are painted (or the search has nothing to show).
  const noGrid = search.isError || first?.total === 0;
  const [painted, setPainted] = useState(false);
  if (!painted && noGrid) setPainted(true);
  // The first pictures the server put into the page: the grid takes them over (ModelGrid);
  // without a grid to show, or once this screen goes, they go.
  useEffect(() => {
    if (noGrid) removeBootGrid();
  }, [noGrid]);
  useEffect(() => removeBootGrid, []);
  const onRowsShown = useCallback(
    () => requestAnimationFrame(() => setTimeout(() => setPainted(true))),
    [],
  );
  // A phone shows the panel only in the drawer: its data waits until that first opens.
  const panelWanted = (desktop && painted) || drawerUsed;

  const { data: categoryTags = [] } = useCategoryTags(
    kind,
    languages,
    panelWanted || CATEGORY_KEY in filters,
  );
  const tree = useMemo(() => buildCategoryTree(categoryTags), [categoryTags]);
  const path = pathTo(tree, filters[CATEGORY_KEY]?.[0]);
  const counters = first?.counters;
  const categoryCounts = useMemo(
    () => new Map((counters?.category_tag_ids ?? []).map((c) => [c.id, c.count])),
    [counters],
  );
  const facets = useFacets(
    stableScope,
    panelWanted ? counters : undefined,
    filters,
    first?.hits ?? [],
    languages,
  );
  const [gridHeight, setGridHeight] = useState(0);
  const { fetchNextPage } = search;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  useScrollToTopOnChange(`${query}\n${JSON.stringify(filters)}`);
  const selectCategory = (id: string | null) =>
    setFilters(withValues(filters, CATEGORY_KEY, id ? [id] : []));

  useDeclareFilterPanel(true);
  const panel: FilterPanelProps = {
    scope: stableScope,
    filters,
    onChange: setFilters,
    facets,
    tree,
    categoryCounts,
    path,
    languages,
  };
  const headerHeight = theme.spacing(theme.vitrine.headerHeight.desktop);

  return (
    <Box sx={{ display: 'flex', gap: 3, px: { xs: 2, md: 3 }, py: 2, alignItems: 'flex-start' }}>
      {desktop ? (
        <Box
          component="aside"
          sx={{
            width: 300,
            flexShrink: 0,
            position: 'sticky',
            top: `calc(${headerHeight} + 16px)`,
            maxHeight: `calc(100vh - ${headerHeight} - 32px)`,
            overflowY: 'auto',
            pr: 1,
          }}
        >
          {painted ? (
            <Suspense fallback={<FilterPanelSkeleton />}>
              <FilterPanel {...panel} />
            </Suspense>
          ) : (
            <FilterPanelSkeleton />
          )}
        </Box>
      ) : (
        drawerUsed && (
          <Suspense fallback={null}>
            <FilterDrawer
              open={drawer.open}
              onClose={() => drawer.setOpen(false)}
              total={first?.total}
              panel={panel}
            />
          </Suspense>
        )
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <ResultsHeader
          path={path}
          languages={languages}
          onSelectCategory={selectCategory}
          total={first?.total}
          query={query}
          matchedLanguages={first?.matchedLanguages}
          filters={filters}
          onChange={setFilters}
          facets={facets}
        />
        <Box sx={{ height: 4, my: 1 }}>
          {search.isFetching && !search.isFetchingNextPage && <LinearProgress />}
        </Box>
        {!first && search.isError && (
          <Suspense fallback={null}>
            <LoadError message={t('results.loadFailed')} onRetry={() => void search.refetch()} />
          </Suspense>
        )}
        {!first && !search.isError && <LoadingGrid />}
        {first && first.total === 0 && <EmptyState />}
        {first && first.total > 0 && (
          <>
            <ModelGrid
              items={items}
              kind={kind}
              namesCategory={namesCategory}
              onHeight={setGridHeight}
              onRowsShown={onRowsShown}
            />
            {/* Under the rows once they are laid out: it would otherwise show under the
                placeholders first and then be pushed down (a layout shift). */}
            {gridHeight > 0 && (
              <GridFooter
                shown={items.length}
                total={first.total}
                hasMore={search.hasNextPage && !search.isPlaceholderData}
                loading={search.isFetchingNextPage}
                ready={gridHeight > 0}
                onMore={loadMore}
              />
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
