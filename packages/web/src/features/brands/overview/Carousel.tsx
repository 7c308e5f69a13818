/**
 * A horizontal carousel on CSS scroll snapping: no carousel library, swipe works natively on
 * phones, and arrow buttons page through on desktop. Slides per view follow the carousel's
 * own width (spec 02 s.9).
 */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { slidesPerView, type CarouselKind } from './slidesPerView';

const GAP_PX = 16;

interface CarouselProps {
  kind: CarouselKind;
  /** Names the region for screen readers. */
  label: string;
  children: ReactNode[];
  /** Reports the slides per view, so the caller can decide on 'See more'. */
  onSlidesChange?: (slides: number) => void;
}

export function Carousel({ kind, label, children, onSlidesChange }: CarouselProps) {
  const { t } = useTranslation('brands');
  const track = useRef<HTMLDivElement>(null);
  const [slides, setSlides] = useState(() => slidesPerView(window.innerWidth, kind));
  const [edges, setEdges] = useState({ start: true, end: true });

  const updateEdges = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({
      start: el.scrollLeft <= 1,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSlides(slidesPerView(entry.contentRect.width, kind));
      updateEdges();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [kind, updateEdges]);

  useEffect(() => onSlidesChange?.(slides), [slides, onSlidesChange]);

  const page = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * (el.clientWidth + GAP_PX), behavior: 'smooth' });
  };

  const arrow = (direction: 1 | -1) => (
    <IconButton
      aria-label={t(direction < 0 ? 'carousel.previous' : 'carousel.next')}
      onClick={() => page(direction)}
      size="small"
      sx={{
        position: 'absolute',
        top: '40%',
        [direction < 0 ? 'left' : 'right']: -12,
        zIndex: 1,
        bgcolor: 'background.paper',
        boxShadow: 2,
        '&:hover': { bgcolor: 'background.paper' },
        display: { xs: 'none', md: 'inline-flex' },
      }}
    >
      {direction < 0 ? <ChevronLeft /> : <ChevronRight />}
    </IconButton>
  );

  return (
    <Box component="section" aria-label={label} sx={{ position: 'relative' }}>
      {!edges.start && arrow(-1)}
      <Box
        ref={track}
        onScroll={updateEdges}
        data-slides={slides}
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: `calc((100% - ${(slides - 1) * GAP_PX}px) / ${slides})`,
          gap: `${GAP_PX}px`,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          py: 0.5,
          '& > *': { scrollSnapAlign: 'start', minWidth: 0 },
        }}
      >
        {children}
      </Box>
      {!edges.end && arrow(1)}
    </Box>
  );
}
