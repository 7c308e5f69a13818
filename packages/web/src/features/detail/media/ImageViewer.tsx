/**
 * The full-screen image viewer: zoom 1 to 8x (buttons, wheel, double click, + and -), drag
 * to pan when zoomed, thumbnails, arrow keys and swipes to move between images.
 */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { Box, ButtonBase, Dialog, IconButton, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imagineUrl } from '../../../api/client';
import type { Slide } from '../modelData';
import { slideLabel } from './slideLabel';
import { useSwipe } from './useSwipe';
import { clampPan, clampZoom, MAX_ZOOM, MIN_ZOOM, ZOOM_STEP } from './zoom';
import { formatNumber } from '../../../i18n/numbers';

interface Props {
  slides: Slide[];
  title: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const light = { color: 'common.white', '&.Mui-disabled': { color: 'grey.700' } };

export function ImageViewer({ slides, title, index, onIndex, onClose }: Props) {
  const { t, i18n } = useTranslation('detail');
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; pan: { x: number; y: number } } | null>(null);
  const count = slides.length;
  const current = slides[index]!;

  const box = () => stage.current?.getBoundingClientRect() ?? { width: 0, height: 0 };
  const zoomTo = (next: number) => {
    const z = clampZoom(next);
    setZoom(z);
    setPan((p) => clampPan(p, z, box()));
  };
  const go = (step: number) => {
    if (count < 2) return;
    onIndex((index + step + count) % count);
  };
  const swipe = useSwipe(go, zoom === 1 && count > 1);

  // A new image starts unzoomed, in the same render that shows it (an effect would show it
  // zoomed for a frame first).
  const [shown, setShown] = useState(index);
  if (shown !== index) {
    setShown(index);
    setZoom(1);
    setPan({ x: 0, y: 0 });
  }

  // A zoom button that became disabled drops the focus to the page, where the keys below
  // would not reach the viewer: the focus goes back to the viewer itself.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement as HTMLButtonElement | null;
    if (!active || active === document.body || active.disabled)
      root.current?.querySelector<HTMLElement>('.MuiDialog-container')?.focus();
  }, [zoom]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === '+' || event.key === '=') zoomTo(zoom * ZOOM_STEP);
    else if (event.key === '-') zoomTo(zoom / ZOOM_STEP);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog
      ref={root}
      open
      fullScreen
      onClose={onClose}
      onKeyDown={onKeyDown}
      aria-label={t('viewer.title', { title })}
      data-testid="image-viewer"
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', color: 'common.white' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5 }}>
        <Typography variant="body2" sx={{ flex: 1, px: 1 }} noWrap>
          {slideLabel(t, title, current, index, count)}
        </Typography>
        <IconButton
          onClick={() => zoomTo(zoom / ZOOM_STEP)}
          disabled={zoom <= MIN_ZOOM}
          aria-label={t('viewer.zoomOut')}
          sx={light}
        >
          <ZoomOut />
        </IconButton>
        <Typography
          variant="body2"
          data-testid="viewer-zoom"
          sx={{ minWidth: 48, textAlign: 'center' }}
        >
          {formatNumber(zoom, i18n.language, { style: 'percent' })}
        </Typography>
        <IconButton
          onClick={() => zoomTo(zoom * ZOOM_STEP)}
          disabled={zoom >= MAX_ZOOM}
          aria-label={t('viewer.zoomIn')}
          sx={light}
        >
          <ZoomIn />
        </IconButton>
        <IconButton onClick={onClose} aria-label={t('close')} sx={light} autoFocus>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        ref={stage}
        data-testid="viewer-stage"
        sx={{
          flex: 1,
          position: 'relative',
          overflow: 'hidden',
          touchAction: zoom > 1 ? 'none' : 'pan-y',
          cursor: zoom > 1 ? 'grab' : 'zoom-in',
        }}
        onWheel={(event) => zoomTo(event.deltaY < 0 ? zoom * ZOOM_STEP : zoom / ZOOM_STEP)}
        onDoubleClick={() => zoomTo(zoom > 1 ? 1 : 2)}
        onPointerDown={(event) => {
          if (zoom === 1) return;
          drag.current = { x: event.clientX, y: event.clientY, pan };
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          const from = drag.current;
          if (!from) return;
          const next = {
            x: from.pan.x + event.clientX - from.x,
            y: from.pan.y + event.clientY - from.y,
          };
          setPan(clampPan(next, zoom, box()));
        }}
        onPointerUp={() => (drag.current = null)}
        {...swipe}
      >
        <Box
          component="img"
          src={imagineUrl(current.dataport, { w: 2048, h: 2048, t: 'fit,webp' })}
          alt={slideLabel(t, title, current, index, count)}
          draggable={false}
          data-testid="viewer-image"
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'contain',
            transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})`,
            transition: drag.current ? 'none' : 'transform 120ms ease-out',
            userSelect: 'none',
          }}
        />
        {count > 1 && (
          <>
            <IconButton
              onClick={() => go(-1)}
              aria-label={t('slider.previous')}
              sx={{
                ...light,
                position: 'absolute',
                left: 8,
                top: '50%',
                bgcolor: 'rgba(0,0,0,0.4)',
              }}
            >
              <ChevronLeft />
            </IconButton>
            <IconButton
              onClick={() => go(1)}
              aria-label={t('slider.next')}
              sx={{
                ...light,
                position: 'absolute',
                right: 8,
                top: '50%',
                bgcolor: 'rgba(0,0,0,0.4)',
              }}
            >
              <ChevronRight />
            </IconButton>
          </>
        )}
      </Box>
      {count > 1 && (
        <Box
          sx={{ display: 'flex', gap: 1, p: 1, overflowX: 'auto', justifyContent: 'center' }}
          data-testid="viewer-thumbnails"
        >
          {slides.map((slide, i) => (
            <ButtonBase
              key={slide.dataport}
              onClick={() => onIndex(i)}
              aria-label={slideLabel(t, title, slide, i, count)}
              aria-current={i === index}
              sx={{
                flexShrink: 0,
                border: 2,
                borderColor: i === index ? 'primary.light' : 'transparent',
                borderRadius: 1,
                overflow: 'hidden',
                opacity: i === index ? 1 : 0.7,
              }}
            >
              <Box
                component="img"
                src={imagineUrl(slide.dataport, { w: 128, h: 96, t: 'crop,webp' })}
                alt=""
                width={64}
                height={48}
                sx={{ display: 'block' }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Dialog>
  );
}
