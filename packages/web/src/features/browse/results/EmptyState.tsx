/** No results (spec 02 s.2): what happened and what to try instead. */
import { Box, Typography } from '@mui/material';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useTranslation } from 'react-i18next';

export function EmptyState() {
  const { t } = useTranslation('browse');
  return (
    <Box
      data-testid="empty-state"
      sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}
    >
      <SearchOffOutlined sx={{ fontSize: 56, color: 'grey.400' }} aria-hidden />
      <Typography variant="h6" component="h2" color="text.primary" sx={{ mt: 1 }}>
        {t('empty.title')}
      </Typography>
      <Typography variant="body1" sx={{ mt: 1 }}>
        {t('empty.message')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('empty.hint')}
      </Typography>
    </Box>
  );
}
