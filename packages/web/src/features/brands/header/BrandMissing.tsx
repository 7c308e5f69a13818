/** A brand id the catalogue does not know (or a failed load), with the way back. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function BrandMissing({ failed }: { failed: boolean }) {
  const { t } = useTranslation('brands');
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
