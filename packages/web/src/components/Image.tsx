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
}

export function Image({
  dataportId,
  alt,
  size,
  fit = 'crop',
  placeholder = 'model',
  eager,
  sx,
}: ImageProps) {
  const { w, h } = typeof size === 'string' ? IMAGE_SIZES[size] : size;
  const [failed, setFailed] = useState<string | null>(null);
  const box = { width: '100%', height: 'auto', aspectRatio: `${w} / ${h}` };
  if (!dataportId || failed === dataportId) {
    return <ImagePlaceholder kind={placeholder} label={alt} sx={mergeSx(box, sx)} />;
  }
  return (
    <Box
      component="img"
      src={imageUrl(dataportId, { w, h }, fit)}
      alt={alt}
      width={w}
      height={h}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      onError={() => setFailed(dataportId)}
      sx={mergeSx(
        box,
        { display: 'block' },
        { objectFit: fit === 'crop' ? 'cover' : 'contain', bgcolor: 'grey.100' },
        sx,
      )}
    />
  );
}
