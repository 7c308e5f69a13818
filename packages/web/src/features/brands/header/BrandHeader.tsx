/**
 * The brand's identity above its tabs: logo, name, location chip and, on the overview, the
 * social links; the favourite and contact buttons; for the brand's owners (and
 * administrators), the draft view's switch and links to the insights and the Import page.
 * On other tabs it is a compact line so the content starts high.
 */
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Place from '@mui/icons-material/Place';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Image } from '../../../components/Image';
import type { BrandView } from '../../../cards/brandView';
import { mayPreviewBrand, useSession } from '../../../session';
import { loadBrandEditButton } from '../../workspace';
import { insightsPath } from '../../insights';
import { BrandActions } from './BrandActions';
import { SocialLinks } from './SocialLinks';
import { useCountryName } from './useCountryName';

export const BrandHeader = memo(function BrandHeader({
  brand,
  large = false,
}: {
  brand: BrandView | null;
  large?: boolean;
}) {
  const { t } = useTranslation('brands');
  const country = useCountryName(brand?.country);
  const location = [brand?.city, country].filter(Boolean).join(', ');
  const logoPx = large ? { xs: 72, md: 112 } : { xs: 48, md: 56 };

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: { xs: 1.5, md: 2.5 },
        px: { xs: 2, md: 3 },
        py: { xs: 1.5, md: large ? 2.5 : 1.5 },
        width: '100%',
        maxWidth: 1600,
        mx: 'auto',
      }}
    >
      <Box
        sx={{
          width: logoPx,
          height: logoPx,
          flexShrink: 0,
          borderRadius: 1.5,
          bgcolor: 'background.paper',
          boxShadow: 1,
          p: 0.75,
          mt: large ? { xs: -5, md: -8 } : 0,
          position: 'relative',
        }}
      >
        {brand ? (
          <Image
            dataportId={brand.logo}
            size={{ w: 256, h: 256 }}
            fit="fit"
            placeholder="brand"
            eager
            alt={t('page.logo', { name: brand.name })}
            sx={{ width: '100%', height: '100%' }}
          />
        ) : (
          <Skeleton variant="rounded" width="100%" height="100%" />
        )}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          component="h1"
          variant={large ? 'h4' : 'h6'}
          sx={{ fontWeight: 700, fontSize: large ? { xs: '1.6rem', md: '2.2rem' } : undefined }}
        >
          {brand ? brand.name : <Skeleton width={220} />}
        </Typography>
        {location && (
          <Chip
            icon={<Place />}
            label={location}
            size="small"
            variant="outlined"
            sx={{ mt: 0.5 }}
            data-testid="brand-location"
          />
        )}
      </Box>
      {large && brand && brand.socials.length > 0 && (
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <SocialLinks links={brand.socials} />
        </Box>
      )}
      {brand && <OwnersTools brandId={brand.id} />}
      {brand && !brand.deprecated && <BrandActions brand={brand} />}
    </Box>
  );
});

/** The switch's code loads only for the brand's owners: visitors never need it. */
const DraftViewSwitch = lazy(() =>
  import('../../../components/DraftViewSwitch').then((m) => ({ default: m.DraftViewSwitch })),
);

/** Edit brand (docs/WORKSPACE.md): its code loads only for the brand's owners. */
const BrandEditButton = lazy(loadBrandEditButton);

/**
 * The brand's insights (docs/INSIGHTS.md), the draft view's switch, Import and Edit brand,
 * for the brand's owners and administrators only.
 */
function OwnersTools({ brandId }: { brandId: string }) {
  const { t } = useTranslation('brands');
  const session = useSession();
  const user = session.status === 'loggedIn' ? session.user : null;
  if (!mayPreviewBrand(user, brandId)) return null;
  // On a phone a line of its own, after the buttons: the name keeps its room.
  return (
    <Box
      sx={{
        order: { xs: 1, sm: 0 },
        width: { xs: '100%', sm: 'auto' },
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
      }}
    >
      <Button
        component={Link}
        to={insightsPath(brandId)}
        size="small"
        variant="outlined"
        startIcon={<InsightsOutlined />}
        data-testid="brand-insights"
      >
        {t('page.insights')}
      </Button>
      <Suspense fallback={null}>
        <DraftViewSwitch />
        <ImportLink brandId={brandId} />
        <BrandEditButton ownerId={brandId} />
      </Suspense>
    </Box>
  );
}

/** To the Import page with this brand chosen. */
function ImportLink({ brandId }: { brandId: string }) {
  const { t } = useTranslation('session');
  return (
    <Button
      component={Link}
      to={`/import?brand=${encodeURIComponent(brandId)}`}
      size="small"
      startIcon={<UploadFileOutlined />}
      data-testid="brand-import"
    >
      {t('menu.import')}
    </Button>
  );
}
