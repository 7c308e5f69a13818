/** No lists yet (spec 02 s.2): 'Favorite lists', what they are for, and 'New list'. */
import Add from '@mui/icons-material/Add';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../dialogs';

export function EmptyOverview() {
  const { t } = useTranslation('favorites');
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }} data-testid="favorites-empty">
      <FavoriteBorder color="primary" sx={{ fontSize: 56, mb: 1 }} />
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('overview.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('overview.emptyText')}
      </Typography>
      <Button
        variant="contained"
        startIcon={<Add />}
        onClick={() => openDialog({ type: 'listForm' })}
      >
        {t('newList')}
      </Button>
    </Box>
  );
}
