/**
 * The brand list (/brands, spec 02 s.2): recently used brands above all brands; with a
 * search, high-quality brands first and the rest under 'Might also be relevant'. Enter with
 * exactly one result opens it.
 */
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ownersSearchOptions, useOwners } from '../../api/owners';
import { useDataLanguages } from '../../api/texts';
import { usePageSearchScope } from '../../page/page-context';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { useOnSearchSubmit } from '../../components/searchSubmit';
import { useSearchQuery } from '../../url';
import { brandTarget, brandView } from '../../cards/brandView';
import { BrandResults } from './list/BrandResults';
import { EAGER_CARDS } from './list/BrandGrid';
import { BrandSection } from './list/BrandSection';
import { addRecentOwner, recentOwners } from '../../storage/recentOwners';
import { useStore } from '../../storage/useStore';
import { removeBootGrid } from '../../boot';

export default function BrandListPage() {
  const { t } = useTranslation('brands');
  const [query] = useSearchQuery();
  const q = (query ?? '').trim();
  usePageSearchScope({ kind: 'brands' });
  useDocumentTitle(t('list.title'));
  useOpenOnlyResult();

  return (
    <Box
      sx={{ px: { xs: 2, md: 3 }, py: { xs: 2, md: 3 }, width: '100%', maxWidth: 1600, mx: 'auto' }}
    >
      {!q && <RecentlyUsed />}
      <BrandResults query={q} />
    </Box>
  );
}

function RecentlyUsed() {
  const { t } = useTranslation('brands');
  const languages = useDataLanguages();
  const ids = useStore(recentOwners);
  const { data, isPending } = useOwners(ids);
  // The server's first pictures are all brands' first cards, which these push down (the inline
  // script hid them already: boot/earlyRequests.ts).
  const some = ids.length > 0;
  useEffect(() => {
    if (some) removeBootGrid();
  }, [some]);
  const brands = useMemo(
    () => (data ?? []).map((owner) => brandView(owner, languages)),
    [data, languages],
  );
  // Their room is kept while they load, so all brands below do not jump down.
  if (ids.length > 0 && isPending)
    return <BrandSection title={t('list.recentlyUsed')} brands={[]} placeholders={ids.length} />;
  if (brands.length === 0) return null;
  return <BrandSection title={t('list.recentlyUsed')} brands={brands} eager={EAGER_CARDS} />;
}

/** Enter in the search bar with exactly one brand found opens that brand. */
function useOpenOnlyResult() {
  const languages = useDataLanguages();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useOnSearchSubmit((query) => {
    if (!query.trim()) return;
    void queryClient
      .ensureInfiniteQueryData(ownersSearchOptions(query, languages))
      .then((data) => {
        const first = data.pages[0];
        if (first?.total !== 1 || !first.hits[0]) return;
        const brand = brandView(first.hits[0].owner, languages);
        const target = brandTarget(brand);
        addRecentOwner(brand.id);
        if (target.external) window.open(target.href, '_blank', 'noopener,noreferrer');
        else void navigate(target.href);
      })
      // A failed search already shows the error toast (query cache); Enter then does nothing.
      .catch(() => undefined);
  });
}
