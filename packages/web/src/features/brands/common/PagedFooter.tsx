/** 'Showing n of total' with a progress bar and 'Show more' under a paged grid. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function PagedFooter({
  loaded,
  total,
  hasMore,
  loading,
  onMore,
}: {
  loaded: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation('brands');
  return (
    <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('list.showing', { number: loaded, total })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total ? (loaded / total) * 100 : 100}
        sx={{ width: 200, borderRadius: 1 }}
        aria-hidden
      />
      {hasMore && (
        <Button variant="outlined" onClick={onMore} disabled={loading}>
          {t('list.showMore')}
        </Button>
      )}
    </Box>
  );
}
