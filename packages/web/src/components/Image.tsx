/**
 * A catalogue image from the file service's imagine at a spec size (thumb 256x256, preview
 * 587x440, card 300x200). Lazy-loaded below the fold, with width and height set so the
 * layout never shifts, and a placeholder of the item's kind when the image is missing or
 * fails to load.
 */
import { Box, type SxProps, type Theme } from '@mui/material';
import { mergeSx } from './sx';
import { IMAGE_SIZES } from '@vitrine/contracts';
import { useState } from 'react';
import { imageUrl, type Fit } from './imageUrl';
import { ImagePlaceholder, type PlaceholderKind } from './ImagePlaceholder';
import { useStaticStyles } from './staticStyles';

/** The static classes' rules (className); the width and height attributes give the ratio. */
const rules = (theme: Theme) => `
.vt-image--crop,.vt-image--fit{display:block;width:100%;height:auto;background:${theme.palette.grey[100]}}
.vt-image--crop{object-fit:cover}
.vt-image--fit{object-fit:contain}
`;

export type ImageSize = keyof typeof IMAGE_SIZES | { w: number; h: number };

export interface ImageProps {
  /** The image's file; none shows the placeholder. */
  dataportId: string | undefined;
  alt: string;
  size: ImageSize;
  /** imagine fit mode: crop fills the box, fit shows all of it (logos). */
  fit?: Fit;
  placeholder?: PlaceholderKind;
  /** The first visible images of a page load at once (they are the largest paint). */
  eager?: boolean;
  sx?: SxProps<Theme>;
  /**
   * Static classes for the image (components/staticStyles.ts) instead of sx, for images drawn
   * many times (cards): no style work per render. `sx` then styles the placeholder only.
   */
  className?: string;
}

export function Image({
  dataportId,
  alt,
  size,
  fit = 'crop',
  placeholder = 'model',
  eager,
  sx,
  className,
}: ImageProps) {
  const { w, h } = typeof size === 'string' ? IMAGE_SIZES[size] : size;
  const [failed, setFailed] = useState<string | null>(null);
  useStaticStyles('image', rules);
  const box = { width: '100%', height: 'auto', aspectRatio: `${w} / ${h}` };
  if (!dataportId || failed === dataportId) {
    return <ImagePlaceholder kind={placeholder} label={alt} sx={mergeSx(box, sx)} />;
  }
  const common = {
    src: imageUrl(dataportId, { w, h }, fit),
    alt,
    width: w,
    height: h,
    loading: eager ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    ...(eager ? { fetchPriority: 'high' as const } : {}),
    onError: () => setFailed(dataportId),
  };
  if (className !== undefined) {
    return (
      <img
        {...common}
        className={`${fit === 'crop' ? 'vt-image--crop' : 'vt-image--fit'} ${className}`}
      />
    );
  }
  return (
    <Box
      component="img"
      {...common}
      sx={mergeSx(
        box,
        { display: 'block' },
        { objectFit: fit === 'crop' ? 'cover' : 'contain', bgcolor: 'grey.100' },
        sx,
      )}
    />
  );
}
