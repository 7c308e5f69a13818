/** An empty list (spec 02 s.2): what to do, and a Catalog button to the first header tab. */
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FIRST_TAB_PATH } from '../../../page/paths';

export function EmptyList() {
  const { t } = useTranslation('favorites');
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 } }} data-testid="list-empty">
      <FavoriteBorder color="disabled" sx={{ fontSize: 56, mb: 1 }} />
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('list.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('list.emptyText')}
      </Typography>
      <Button component={Link} to={FIRST_TAB_PATH} variant="contained">
        {t('list.catalog')}
      </Button>
    </Box>
  );
}
