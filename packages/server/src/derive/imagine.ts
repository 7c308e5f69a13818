/**
 * imagine: an image scaled, cropped and encoded for display. `t` is a comma-separated list of
 * tokens: a fit mode (crop = cover, the default; fit = inside without upscaling or padding;
 * pad = contain, padded to exactly w x h) and an output format (jpg, webp, png, avif; default
 * jpg, or png when the source has alpha). Example: ?w=300&h=200&t=crop,webp
 */
import { DEFAULT_IMAGINE_SIZE, ICON_SIZE, IMAGE_SIZES } from '@vitrine/contracts';
import sharp, { type FitEnum, type Sharp, type SharpOptions } from 'sharp';
import { invalidField } from '../errors';
import { IMAGE_OUTPUTS, type ImageOutput } from '../media/filetypes';

export const FIT_MODES = ['crop', 'fit', 'pad'] as const;
export type FitMode = (typeof FIT_MODES)[number];

export interface ImagineRequest {
  width: number;
  height: number;
  fit: FitMode;
  /** Undefined: jpg, or png for a source with alpha. */
  format: ImageOutput | undefined;
}

const SHARP_FIT: Record<FitMode, keyof FitEnum> = {
  crop: 'cover',
  fit: 'inside',
  pad: 'contain',
};

/**
 * The widths and heights images are rendered at, as an image CDN's size ladder: steps of 8
 * pixels up to 128, then 16, 32, 64, 128 and 256 as sizes double, plus the spec's own sizes
 * (default, icon, thumb, preview, card) exactly: about 60 values instead of 4096 per side keep the
 * variants one image can be made into few (docs/FILES.md, "imagine").
 */
export const SIZE_STEPS: readonly number[] = (() => {
  const steps = new Set<number>();
  let step = 8;
  for (let size = 8; size <= 4096; size += step) {
    steps.add(size);
    if (size >= 128 && (size & (size - 1)) === 0) step *= 2;
  }
  for (const size of [DEFAULT_IMAGINE_SIZE, ICON_SIZE, ...Object.values(IMAGE_SIZES)])
    steps.add(size.w).add(size.h);
  return [...steps].sort((a, b) => a - b);
})();

/** The smallest step at least as large: an image is never rendered smaller than asked. */
export const roundUpToStep = (value: number) => SIZE_STEPS.find((s) => s >= value) ?? 4096;

/**
 * A w or h query value (already checked to be 1-4 digits): 1 to 4096 (400 naming the field
 * otherwise), rounded up to the next of SIZE_STEPS.
 */
export function pixels(field: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!(value >= 1 && value <= 4096)) throw invalidField(field, 'must be from 1 to 4096');
  return roundUpToStep(value);
}

export function parseImagine(query: { w?: string; h?: string; t?: string }): ImagineRequest {
  const request: ImagineRequest = {
    width: pixels('w', query.w, DEFAULT_IMAGINE_SIZE.w),
    height: pixels('h', query.h, DEFAULT_IMAGINE_SIZE.h),
    fit: 'crop',
    format: undefined,
  };
  const tokens = (query.t ?? '').split(',').map((token) => token.trim().toLowerCase());
  const seen = { fit: false, format: false };
  for (const token of tokens.filter(Boolean)) {
    const format = token === 'jpeg' ? 'jpg' : token;
    if ((FIT_MODES as readonly string[]).includes(token) && !seen.fit) {
      request.fit = token as FitMode;
      seen.fit = true;
    } else if ((IMAGE_OUTPUTS as readonly string[]).includes(format) && !seen.format) {
      request.format = format as ImageOutput;
      seen.format = true;
    } else {
      throw invalidField(
        't',
        `"${token}" is not one fit mode (crop, fit, pad) and one format (jpg, webp, png, avif)`,
      );
    }
  }
  return request;
}

/** The output format: as asked, else png for images with alpha, else jpg. */
export const outputFormat = (request: ImagineRequest, hasAlpha: boolean): ImageOutput =>
  request.format ?? (hasAlpha ? 'png' : 'jpg');

/** Cache file name of a variant (without extension). */
export const imagineName = (r: ImagineRequest) => `imagine-${r.width}x${r.height}-${r.fit}`;

/** Encodes a sharp pipeline in one of the output formats, tuned for display quality and speed. */
export function encode(image: Sharp, format: ImageOutput): Sharp {
  switch (format) {
    case 'jpg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: false });
    case 'webp':
      return image.webp({ quality: 80, effort: 3 });
    case 'png':
      return image.png({ compressionLevel: 6, adaptiveFiltering: false });
    case 'avif':
      return image.avif({ quality: 50, effort: 2 });
  }
}

/** Scales (never above the source in fit mode) and encodes into outPath. */
export async function renderImagine(
  input: string | Uint8Array,
  request: ImagineRequest,
  format: ImageOutput,
  options: SharpOptions,
  outPath: string,
): Promise<void> {
  const transparent = format !== 'jpg';
  const image = sharp(input, options)
    .rotate()
    .resize(request.width, request.height, {
      fit: SHARP_FIT[request.fit],
      withoutEnlargement: request.fit === 'fit',
      background: transparent ? { r: 255, g: 255, b: 255, alpha: 0 } : '#ffffff',
    });
  await encode(image, format).toFile(outPath);
}
