/**
 * Under the grid: 'Showing {{number}} of {{total}}', a progress bar and 'Show more'. The
 * next page also loads by itself when the footer comes within 500px of the viewport (spec
 * 02 s.2), and again after each page while it stays that close.
 */
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/numbers';

const AUTO_LOAD_PX = 500;

interface Props {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** The grid has laid out its rows (before that the footer sits right under the header). */
  ready: boolean;
  onMore: () => void;
}

/** The footer is within the auto-load margin of the viewport's bottom. */
const isNear = (element: HTMLElement) =>
  element.getBoundingClientRect().top < window.innerHeight + AUTO_LOAD_PX;

export function GridFooter({ shown, total, hasMore, loading, ready, onMore }: Props) {
  const { t, i18n } = useTranslation('browse');
  const ref = useRef<HTMLDivElement>(null);
  // Bumped whenever the footer crosses the margin; the check itself reads the layout, so a
  // grid that has not measured its rows yet (and is 0px high) does not look "near".
  const [crossings, setCrossings] = useState(0);

  // Observed anew after each page: a new observer reports once where the footer is after the
  // page's rows are laid out. (A reader who scrolls back down before that frame leaves the
  // footer as near as before, which an old observer would never report: loading stopped.)
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(() => setCrossings((n) => n + 1), {
      rootMargin: `0px 0px ${AUTO_LOAD_PX}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  useEffect(() => {
    if (ready && hasMore && !loading && ref.current && isNear(ref.current)) onMore();
  }, [crossings, ready, hasMore, loading, onMore, shown]);

  const format = (n: number) => formatNumber(n, i18n.language);
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
