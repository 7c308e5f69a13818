/**
 * The brand's banners, full width, 500px high on desktop and 300px on a phone; they switch
 * every 3 s with a cross-fade, with dots to choose one when there is more than one (spec 02
 * s.2, s.9). Only the first banner is in the page at first (eager: it is the page's largest
 * paint); the others join once the browser is idle, or when a dot asks for one, so they
 * neither compete with it for the connection nor add to the first render.
 */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeBootBanner } from '../../../boot';
import { Image } from '../../../components/Image';
import { BANNER_HEIGHT, bannerSize } from '../../../components/bannerSize';

export { BANNER_HEIGHT };

export const BANNER_INTERVAL_MS = 3000;
/** Runs `callback` when the browser is idle (soon after the page's first work). */
function whenIdle(callback: () => void): () => void {
  // Safari has no requestIdleCallback.
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(callback, 1000);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: 2000 });
  return () => window.cancelIdleCallback(handle);
}

export const BannerSlider = memo(function BannerSlider(props: { banners: string[]; name: string }) {
  const { banners, name } = props;
  const { t } = useTranslation('brands');
  const [index, setIndex] = useState(0);
  const [size] = useState(bannerSize);
  const [allMounted, setAllMounted] = useState(false);
  const count = banners.length;
  const first = useRef<HTMLDivElement>(null);

  // The banner index.html painted before the app came (boot/bootBanner) gives way once this
  // one is ready to show in its place (at once when there is none, or it failed).
  useEffect(() => {
    const img = first.current?.querySelector('img');
    if (!img) return removeBootBanner();
    img.decode().then(removeBootBanner, removeBootBanner);
  }, []);

  useEffect(() => (count > 1 ? whenIdle(() => setAllMounted(true)) : undefined), [count]);

  useEffect(() => {
    if (count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, index]);

  if (count === 0) return <Box sx={{ height: { xs: 24, md: 48 } }} />;

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      data-testid="brand-banner"
      sx={{
        position: 'relative',
        height: { xs: BANNER_HEIGHT.phone, md: BANNER_HEIGHT.desktop },
        overflow: 'hidden',
        bgcolor: 'grey.200',
      }}
    >
      {banners.map((dataport, i) =>
        i !== 0 && i !== index && !allMounted ? null : (
          <Box
            key={dataport}
            ref={i === 0 ? first : undefined}
            aria-hidden={i !== index}
            sx={{
              position: 'absolute',
              inset: 0,
              opacity: i === index ? 1 : 0,
              transition: 'opacity 700ms ease-in-out',
            }}
          >
            <Image
              dataportId={dataport}
              size={size}
              placeholder="brand"
              eager={i === 0}
              alt={i === 0 ? name : ''}
              sx={{ width: '100%', height: '100%' }}
            />
          </Box>
        ),
      )}
      {count > 1 && (
        <Box
          sx={{
            position: 'absolute',
            bottom: 12,
            left: 0,
            right: 0,
            display: 'flex',
            justifyContent: 'center',
            gap: 1,
          }}
        >
          {banners.map((dataport, i) => (
            <ButtonBase
              key={dataport}
              aria-label={t('banner.show', { index: i + 1, count })}
              aria-current={i === index}
              data-testid="banner-dot"
              onClick={() => setIndex(i)}
              sx={{
                width: 24,
                height: 24,
                borderRadius: '50%',
                '&::after': {
                  content: '""',
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: i === index ? 'common.white' : 'rgba(255,255,255,0.5)',
                  boxShadow: '0 0 2px rgba(0,0,0,0.6)',
                  transition: 'background-color 300ms',
                },
              }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
});
