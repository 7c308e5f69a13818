/**
 * The 32 × 32 icon of a category tag, a model or a material (spec 01 s.3: an image of
 * category `icon`; s.9: icon size 32x32). Raster icons come scaled by imagine; SVG icons are
 * fetched as text (spec 02 s.7) and inlined once sanitised (sanitizeSvg), so they follow the
 * text colour where they use currentColor. Decorative: the label beside it says what it is.
 */
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useSvgText } from '../api/icons';
import { imagineUrl } from '../api/urls';
import { sanitizeSvg } from './sanitizeSvg';

/** Spec 01 s.9. */
export const ICON_SIZE = 32;

export interface IconImage {
  category: string;
  dataport: string;
  format?: string;
  score?: number;
}

/** The best icon among `images` (category icon, highest score), if any. */
export function iconOf(images: readonly IconImage[] | undefined): IconImage | undefined {
  return [...(images ?? [])]
    .filter((image) => image.category === 'icon')
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0];
}

const isSvg = (image: IconImage) => /^svg/i.test(image.format ?? '');

export function TagIcon({ image, size = ICON_SIZE }: { image: IconImage; size?: number }) {
  const box = { width: size, height: size, flexShrink: 0, display: 'inline-flex' } as const;
  if (isSvg(image)) return <SvgIcon dataport={image.dataport} sx={box} />;
  return (
    <Box
      component="img"
      src={imagineUrl(image.dataport, { w: size * 2, h: size * 2, t: 'fit,webp' })}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      data-testid="tag-icon"
      sx={{ ...box, objectFit: 'contain', borderRadius: 0.5 }}
    />
  );
}

function SvgIcon({ dataport, sx }: { dataport: string; sx: object }) {
  const { data } = useSvgText(dataport);
  const [markup, setMarkup] = useState('');
  useEffect(() => {
    let current = true;
    if (data) void sanitizeSvg(data).then((clean) => current && setMarkup(clean));
    return () => {
      current = false;
    };
  }, [data]);
  if (!markup) return <Box sx={sx} aria-hidden="true" />;
  return (
    <Box
      sx={sx}
      aria-hidden="true"
      data-testid="tag-icon"
      // Sanitised by sanitizeSvg (DOMPurify's SVG profile, no outside references).
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
