/** The related items grid under the details, with Load more (64 per page). */
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ModelDoc } from '../../api/models';
import { ModelCard } from '../../cards/ModelCard';
import { useRelatedItems } from '../../api/detail';

export function RelatedItems({ model, kind }: { model: ModelDoc; kind: 'models' | 'materials' }) {
  const { t } = useTranslation('detail');
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, isPending } =
    useRelatedItems(model);
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  if (!isPending && items.length === 0) return null;
  return (
    <Box
      component="section"
      sx={{ mt: 4 }}
      data-testid="detail-related"
      aria-labelledby="related-title"
    >
      <Typography id="related-title" variant="h6" component="h3" sx={{ mb: 2, fontWeight: 600 }}>
        {t('related')}
      </Typography>
      {isPending ? (
        <CircularProgress size={24} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(auto-fill, minmax(180px, 1fr))',
            },
          }}
        >
          {items.map((item) => (
            <ModelCard key={item.id} id={item.id} model={item} kind={kind} />
          ))}
        </Box>
      )}
      {hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {t('loadMore')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
