/**
 * All brands, or the brands a search finds: high-quality ones first, the others under
 * 'Might also be relevant' (spec 02 s.2), 64 at a time with 'Show more'.
 */
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { removeBootGrid } from '../../../boot';
import { useTranslation } from 'react-i18next';
import { useOwnersSearch } from '../../../api/owners';
import { useDataLanguages } from '../../../api/texts';
import { brandView } from '../../../cards/brandView';
import { PagedFooter } from '../common/PagedFooter';
import { BrandGridSkeleton, EAGER_CARDS } from './BrandGrid';
import { BrandSection } from './BrandSection';
import { NoBrandFound } from '../common/NoBrandFound';

const LoadError = lazy(() => import('../../../components/LoadError'));

export function BrandResults({ query }: { query: string }) {
  const { t } = useTranslation('brands');
  const languages = useDataLanguages();
  const search = useOwnersSearch(query);
  const pages = search.data?.pages;
  const total = pages?.[0]?.total ?? 0;

  const { best, others, loaded } = useMemo(() => {
    const hits = pages?.flatMap((page) => page.hits) ?? [];
    const toView = (hit: (typeof hits)[number]) => brandView(hit.owner, languages);
    // Without a search every brand is simply listed; the split ranks search results.
    if (!query) return { best: hits.map(toView), others: [], loaded: hits.length };
    return {
      best: hits.filter((h) => h.isHighQuality).map(toView),
      others: hits.filter((h) => !h.isHighQuality).map(toView),
      loaded: hits.length,
    };
  }, [pages, languages, query]);

  // The server's first pictures of all brands go when there is no list to take them over.
  const noGrid = search.isError || (!search.isPending && total === 0);
  useEffect(() => {
    if (noGrid) removeBootGrid();
  }, [noGrid]);

  if (search.isPending) return <BrandGridSkeleton />;
  // The catalogue failed: say what is missing here and offer Retry (the toast says why).
  if (search.isError)
    return (
      <Suspense fallback={null}>
        <LoadError message={t('list.loadFailed')} onRetry={() => void search.refetch()} />
      </Suspense>
    );
  if (total === 0) return <NoBrandFound />;

  const footer = (
    <PagedFooter
      loaded={loaded}
      total={total}
      hasMore={search.hasNextPage}
      loading={search.isFetchingNextPage}
      onMore={() => void search.fetchNextPage()}
    />
  );
  const mainTitle = query
    ? best.length > 0 && others.length > 0
      ? t('list.results')
      : undefined
    : t('list.allBrands');

  return (
    <Box sx={{ opacity: search.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {best.length > 0 && (
        <BrandSection
          title={mainTitle}
          brands={best}
          footer={others.length ? null : footer}
          eager={EAGER_CARDS}
          firstOnPage={!query}
        />
      )}
      {others.length > 0 && (
        <BrandSection title={t('list.mightAlsoBeRelevant')} brands={others} footer={footer} />
      )}
    </Box>
  );
}
