/**
 * Under the grid: 'Showing {{number}} of {{total}}', a progress bar and 'Show more'. The
 * next page also loads by itself when the footer comes within 500px of the viewport (spec
 * 02 s.2), and again after each page while it stays that close.
 */
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const AUTO_LOAD_MARGIN = '0px 0px 500px 0px';

interface Props {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

export function GridFooter({ shown, total, hasMore, loading, onMore }: Props) {
  const { t, i18n } = useTranslation('browse');
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => setNear(entries.some((e) => e.isIntersecting)),
      { rootMargin: AUTO_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (near && hasMore && !loading) onMore();
  }, [near, hasMore, loading, onMore, shown]);

  const format = (n: number) => n.toLocaleString(i18n.language);
  return (
    <Box
      ref={ref}
      data-testid="grid-footer"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 3 }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('results.showing', { number: format(shown), total: format(total) })}
      </Typography>
      <LinearProgress
        variant={loading ? 'indeterminate' : 'determinate'}
        value={total > 0 ? (100 * shown) / total : 0}
        aria-label={t('results.progress')}
        sx={{ width: 200, maxWidth: '60%', borderRadius: 1 }}
      />
      {hasMore && (
        <Button variant="outlined" onClick={onMore} disabled={loading}>
          {t('results.showMore')}
        </Button>
      )}
    </Box>
  );
}
