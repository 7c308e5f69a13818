/**
 * The image slider: switches to the next image every 5 s (spec 02 s.9) unless the pointer or
 * focus rests on it; arrows, dots and swipes move by hand; a click opens the full-screen
 * viewer.
 */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, IconButton } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imagineUrl } from '../../../api/client';
import { ImagePlaceholder } from '../../../components/ImagePlaceholder';
import type { Slide } from '../modelData';
import { slideLabel } from './slideLabel';
import { useSwipe } from './useSwipe';

export const AUTO_SWITCH_MS = 5000;

interface Props {
  slides: Slide[];
  title: string;
  onOpen: (index: number) => void;
}

const arrow = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.85)',
  boxShadow: 1,
  '&:hover': { bgcolor: 'common.white' },
} as const;

export function ImageSlider({ slides, title, onOpen }: Props) {
  const { t } = useTranslation('detail');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const swipe = useSwipe(go, count > 1);

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTO_SWITCH_MS);
    return () => clearInterval(timer);
  }, [count, paused, index]);

  if (count === 0) {
    return <ImagePlaceholder kind="model" label={title} sx={{ width: '100%', height: '100%' }} />;
  }
  const current = slides[Math.min(index, count - 1)]!;
  return (
    <Box
      sx={{ position: 'relative', width: '100%', height: '100%' }}
      data-testid="detail-slider"
      data-index={index}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      {...swipe}
      role="group"
      aria-roledescription={t('slider.carousel')}
      aria-label={title}
    >
      <ButtonBase
        onClick={() => onOpen(index)}
        aria-label={t('slider.open', { label: slideLabel(t, title, current, index, count) })}
        sx={{ width: '100%', height: '100%', cursor: 'zoom-in', bgcolor: 'common.white' }}
      >
        <Box
          component="img"
          key={current.dataport}
          src={imagineUrl(current.dataport, { w: 1174, h: 880, t: 'fit,webp' })}
          alt=""
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      </ButtonBase>
      {count > 1 && (
        <>
          <IconButton
            onClick={() => go(-1)}
            aria-label={t('slider.previous')}
            sx={{ ...arrow, left: 8 }}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            onClick={() => go(1)}
            aria-label={t('slider.next')}
            sx={{ ...arrow, right: 8 }}
          >
            <ChevronRight />
          </IconButton>
          <Box
            sx={{
              position: 'absolute',
              bottom: 8,
              left: 0,
              right: 0,
              display: 'flex',
              justifyContent: 'center',
              gap: 0.5,
            }}
          >
            {slides.map((slide, i) => (
              <ButtonBase
                key={slide.dataport}
                onClick={() => setIndex(i)}
                aria-label={slideLabel(t, title, slide, i, count)}
                aria-current={i === index}
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: i === index ? 'primary.main' : 'grey.400',
                  border: '2px solid white',
                  boxSizing: 'content-box',
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
