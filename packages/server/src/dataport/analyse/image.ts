/**
 * Image analysis on upload: size, dominant colour, a tiny preview and the bounding box of the
 * content. Decoding the whole image also proves it is not truncated; images with more pixels
 * than the limit are refused before their pixels are decoded.
 */
import type { ImageAnalysis } from '@vitrine/contracts';
import sharp, { type SharpOptions } from 'sharp';
import { unprocessable } from './unprocessable';

/** Longest edge of the minithumb. */
const MINITHUMB = 16;

/** Options every decode of an untrusted image uses. */
export const decodeOptions = (pixelLimit: number): SharpOptions => ({
  limitInputPixels: pixelLimit,
  failOn: 'truncated',
  sequentialRead: true,
});

export async function analyseImage(
  input: string | Buffer,
  pixelLimit: number,
): Promise<ImageAnalysis> {
  const options = decodeOptions(pixelLimit);
  // The header alone, so an image over the pixel limit gets a precise answer.
  const meta = await sharp(input, { ...options, limitInputPixels: false })
    .metadata()
    .catch((error: Error) => {
      throw unprocessable(`The image cannot be read: ${error.message}`);
    });
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw unprocessable('The image has no size');
  if (width * height > pixelLimit) {
    throw unprocessable(
      `The image has ${width}x${height} pixels, more than the limit of ${pixelLimit} pixels`,
    );
  }
  try {
    const [stats, trimmed, thumb] = await Promise.all([
      sharp(input, options).stats(),
      trimBox(input, options, width, height),
      sharp(input, options)
        .rotate()
        .resize(MINITHUMB, MINITHUMB, { fit: 'inside' })
        .webp({ quality: 50 })
        .toBuffer(),
    ]);
    const { r, g, b } = stats.dominant;
    return {
      width,
      height,
      has_alpha: meta.hasAlpha === true,
      ambient_color: `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`,
      minithumb: `data:image/webp;base64,${thumb.toString('base64')}`,
      trimmed,
    };
  } catch (error) {
    throw unprocessable(`The image is damaged: ${(error as Error).message}`);
  }
}

/** The box around whatever differs from the top-left pixel's colour (sharp's trim). */
async function trimBox(
  input: string | Buffer,
  options: SharpOptions,
  width: number,
  height: number,
) {
  try {
    const { info } = await sharp(input, options)
      .rotate()
      .trim({ threshold: 10 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      left: -(info.trimOffsetLeft ?? 0),
      top: -(info.trimOffsetTop ?? 0),
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    // A uniform image has nothing to trim: its content box is the whole image.
    if (/trim|uniform|bounding/i.test((error as Error).message)) {
      return { left: 0, top: 0, width, height };
    }
    throw error;
  }
}
