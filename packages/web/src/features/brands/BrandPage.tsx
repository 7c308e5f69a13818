/**
 * A brand's page (/brands/{id}/*, spec 02 s.2): the brand header, its tabs, and the tab's
 * content. Tabs without content are not offered; a deprecated brand is covered by a notice.
 */
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useOwner, type OwnerDoc } from '../../api/owners';
import { useDataLanguages } from '../../api/texts';
import { usePageSearchScope, type SearchScopeKind } from '../../page/page-context';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { removeBootBanner } from '../../boot';
import { useSearchQuery } from '../../url';
import { brandView, type BrandView } from '../../cards/brandView';
import { isCommunityLibrary } from '../../cards/cardData';
import { useCatalog } from './catalog/useCatalog';
import { BrandHeader } from './header/BrandHeader';
import { BannerSlider } from './overview/BannerSlider';
import { addRecentOwner } from '../../storage/recentOwners';
import { closeOwnerTab } from '../../storage/recentOwnerTabs';
import { BrandTabBar } from './tabs/BrandTabBar';
import { tabOfPath, tabPath, visibleTabs, type BrandTab } from './common/brandTabs';
import { useBrandItems, type ItemKind } from '../../api/brandItems';
import { useEmbedState } from '../../embedding';

const BrandOverview = lazy(() => import('./overview/BrandOverview'));
// Only a missing or deprecated brand shows these: a brand's first results need not wait for them.
const BrandMissing = lazy(() => import('./header/BrandMissing'));
const DeprecatedNotice = lazy(() => import('./header/DeprecatedNotice'));
const CatalogTab = lazy(() => import('./catalog/CatalogTab'));
const CollectionsTab = lazy(() => import('./tabs/CollectionsTab'));
const ItemsTab = lazy(() => import('./tabs/ItemsTab'));

const SCOPE: Record<BrandTab, SearchScopeKind> = {
  overview: 'brand-models',
  catalog: 'brand-models',
  collections: 'brand-collections',
  families: 'brand-families',
  models: 'brand-models',
  materials: 'brand-materials',
};

export default function BrandPage() {
  const { brandId = '', '*': rest } = useParams();
  const tab = tabOfPath(rest);
  const [query] = useSearchQuery();
  const { data: owner, isPending, isError } = useOwner(brandId);
  const languages = useDataLanguages();
  const brand = useMemo(() => (owner ? brandView(owner, languages) : null), [owner, languages]);

  usePageSearchScope({ kind: SCOPE[tab ?? 'overview'], brandId, brandName: brand?.name });
  useBrandTitle(brand, tab);
  // A brand that does not exist (any more) keeps no tab in the header.
  const missing = !isPending && !isError && !owner;
  useEffect(() => {
    if (owner) addRecentOwner(owner.id);
    if (missing) closeOwnerTab(brandId);
  }, [owner, missing, brandId]);
  // The banner index.html painted before the app came (boot/bootBanner) stays only while the
  // page is to show a banner in its place (BannerSlider removes it once its own is ready).
  const banner = tab === 'overview' && !query && (isPending || (!!brand && !brand.deprecated));
  useEffect(() => {
    if (!banner) removeBootBanner();
    return removeBootBanner;
  }, [banner]);

  if (!tab) return <Navigate to={tabPath(brandId, 'overview')} replace />;
  // The overview and catalog search the brand's models (the search bar says so): a query
  // typed there shows on the Models tab (in place of the entry, so Back does not bounce).
  if (query && (tab === 'overview' || tab === 'catalog'))
    return (
      <Navigate
        to={`${tabPath(brandId, 'models')}?${new URLSearchParams({ q: query }).toString()}`}
        replace
      />
    );
  if (isPending) return <BrandHeader brand={null} />;
  if (isError || !owner || !brand) return <BrandMissing failed={isError} />;
  // A community library is a source of items, not a brand: it has no brand page.
  if (isCommunityLibrary(owner)) return <BrandMissing failed={false} community={brand.name} />;
  return <BrandBody owner={owner} brand={brand} tab={tab} />;
}

function BrandBody({ owner, brand, tab }: { owner: OwnerDoc; brand: BrandView; tab: BrandTab }) {
  const catalog = useCatalog(owner);
  // The languages the brand writes in: its models' words match there right after the UI's.
  const brandLanguages = useMemo(
    () => [...new Set((owner.texts ?? []).map((text) => text.language))],
    [owner],
  );

  return (
    <Box sx={{ pb: 6, width: '100%' }}>
      {brand.deprecated && (
        <Suspense fallback={null}>
          <DeprecatedNotice />
        </Suspense>
      )}
      {tab === 'overview' && <BannerSlider banners={brand.banners} name={brand.name} />}
      <BrandHeader brand={brand} large={tab === 'overview'} />
      <BrandTabs brandId={brand.id} hasCatalog={catalog.tree.length > 0} current={tab} />
      <Box
        sx={{
          px: { xs: 2, md: 3 },
          pt: { xs: 2, md: 3 },
          width: '100%',
          maxWidth: 1600,
          mx: 'auto',
        }}
      >
        <Suspense fallback={null}>
          {tab === 'overview' && <BrandOverview brand={brand} catalog={catalog} />}
          {tab === 'catalog' && <CatalogTab brand={brand} catalog={catalog} />}
          {(tab === 'collections' || tab === 'families') && (
            <CollectionsTab ownerId={brand.id} kind={tab} />
          )}
          {(tab === 'models' || tab === 'materials') && (
            <ItemsTab ownerId={brand.id} kind={tab} brandLanguages={brandLanguages} />
          )}
        </Suspense>
      </Box>
    </Box>
  );
}

/**
 * The tab bar with the tabs the brand's content allows. The item counts arrive one by one;
 * reading them here re-renders the tab bar alone, not the banner, header and overview.
 */
function BrandTabs(props: { brandId: string; hasCatalog: boolean; current: BrandTab }) {
  const { brandId, hasCatalog, current } = props;
  const counts = useItemCounts(brandId);
  const { collections, families, models, materials } = counts;
  const tabs = useMemo(
    () => visibleTabs(hasCatalog, { collections, families, models, materials }),
    [hasCatalog, collections, families, models, materials],
  );
  return <BrandTabBar brandId={brandId} tabs={tabs} current={current} />;
}

/** How many items of each kind the brand has (undefined while a count loads). */
function useItemCounts(ownerId: string): Record<ItemKind, number | undefined> {
  const { modifiedSince } = useEmbedState();
  return {
    collections: useBrandItems(ownerId, 'collections', modifiedSince).data?.total,
    families: useBrandItems(ownerId, 'families', modifiedSince).data?.total,
    models: useBrandItems(ownerId, 'models', modifiedSince).data?.total,
    materials: useBrandItems(ownerId, 'materials', modifiedSince).data?.total,
  };
}

/** 'Brand // {name}', plus the tab on the Models and Materials tabs (spec 02 s.2). */
function useBrandTitle(brand: BrandView | null, tab: BrandTab | null) {
  const { t } = useTranslation('brands');
  const withTab = tab === 'models' || tab === 'materials';
  useDocumentTitle(
    brand
      ? withTab
        ? t('page.titleWithTab', { name: brand.name, tab: t(`tabs.${tab}`) })
        : t('page.title', { name: brand.name })
      : null,
  );
}
