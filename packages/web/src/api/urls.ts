/**
 * Addresses of the file service's files and scaled images. Free of the session and of
 * React: index.html's inline script (src/boot) builds the first images' addresses with them.
 */
import { IMAGE_SIZES } from '@vitrine/contracts';
import { config } from '../config';

export { IMAGE_SIZES };

/** The file's bytes; `variant` 'original' is the file as uploaded. */
export function dataportUrl(dataportId: string, variant?: 'original'): string {
  const base = `${config.dataportBase}/v1/${encodeURIComponent(dataportId)}`;
  return variant ? `${base}/${variant}` : base;
}

export interface ImagineOptions {
  w: number;
  h: number;
  /** Fit mode and format, comma-separated (crop|fit|pad, jpg|webp|png|avif). */
  t?: string;
}

/** A scaled image from the file service. */
export function imagineUrl(dataportId: string, { w, h, t = 'crop,webp' }: ImagineOptions): string {
  const query = new URLSearchParams({ w: String(w), h: String(h), t });
  return `${dataportUrl(dataportId)}/imagine?${query.toString()}`;
}
