/** The brand list's empty state (spec 02 s.2 'No result found'). */
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function NoBrandFound() {
  const { t } = useTranslation('brands');
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}>
      <SearchOff sx={{ fontSize: 56, mb: 1 }} color="disabled" />
      <Typography component="h2" variant="h6" color="text.primary" sx={{ fontWeight: 700 }}>
        {t('list.noResult')}
      </Typography>
      <Typography>{t('list.noResultText')}</Typography>
      <Typography>{t('list.noResultHint')}</Typography>
    </Box>
  );
}
