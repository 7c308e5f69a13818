/**
 * A brand id the catalogue does not know (or a failed load), with the way back; or a
 * community library's id (no brand), with the way to its items among all models.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function BrandMissing({
  failed,
  community,
}: {
  failed: boolean;
  community?: string;
}) {
  const { t } = useTranslation('brands');
  if (community !== undefined)
    return (
      <Box role="status" sx={{ textAlign: 'center', py: 10, px: 2 }} data-testid="community-page">
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {t('page.communityTitle', { library: community })}
        </Typography>
        <Typography color="text.secondary">{t('page.communityText')}</Typography>
        <Button
          component={Link}
          to={`/?${new URLSearchParams({ f: JSON.stringify({ source: ['community'] }) }).toString()}`}
          variant="contained"
          sx={{ mt: 3, mr: 1 }}
        >
          {t('page.communityItems')}
        </Button>
        <Button component={Link} to="/brands" sx={{ mt: 3 }}>
          {t('page.backToBrands')}
        </Button>
      </Box>
    );
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {failed ? t('page.loadFailed') : t('page.notFound')}
      </Typography>
      {!failed && <Typography color="text.secondary">{t('page.notFoundText')}</Typography>}
      <Button component={Link} to="/brands" variant="contained" sx={{ mt: 3 }}>
        {t('page.backToBrands')}
      </Button>
    </Box>
  );
}
