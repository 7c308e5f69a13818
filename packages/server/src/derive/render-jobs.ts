/**
 * What a render process is asked to do (render-process.ts), and the SVG step every SVG
 * variant starts from: the drawing rasterised once, its longest side RASTER_SIDE pixels.
 * A drawing's cost is not in its bytes (195 bytes of 9999 x 9999 pixels with a blur of 500
 * took 91 s at 4096 pixels); rasterised once at a bounded size, every size after it is the
 * cost of scaling a bitmap.
 */
import sharp, { type SharpOptions } from 'sharp';
import type { ImageOutput } from '../media/filetypes';
import type { ImagineRequest } from './imagine';
import type { SubstanceRequest } from './substance';

/** The longest side of an SVG's raster; larger variants are scaled up from it. */
export const RASTER_SIDE = 2048;

export type RenderJob =
  | {
      op: 'imagine';
      input: string | Uint8Array;
      request: ImagineRequest;
      format: ImageOutput;
      options: SharpOptions;
      outPath: string;
    }
  | {
      op: 'map';
      bytes: Uint8Array;
      request: SubstanceRequest;
      format: ImageOutput;
      options: SharpOptions;
      outPath: string;
    }
  | { op: 'raster'; input: string; maxSide: number; options: SharpOptions; outPath: string };

/** A render process's answer: done, or why not. */
export interface RenderReply {
  id: number;
  error?: string;
}

/**
 * The drawing as a PNG whose longest side is maxSide (larger or smaller than drawn: a drawing
 * scales without loss), alpha kept. sharp draws SVG at 72 dpi; the density says the scale.
 */
export async function rasterise(
  input: string,
  maxSide: number,
  options: SharpOptions,
  outPath: string,
): Promise<void> {
  const { width, height } = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  const longest = Math.max(width ?? 0, height ?? 0) || maxSide;
  const density = Math.min(100_000, Math.max(1, (72 * maxSide) / longest));
  await sharp(input, { ...options, density })
    .resize(maxSide, maxSide, { fit: 'inside' })
    .png({ compressionLevel: 1 })
    .toFile(outPath);
}
