/** GET /v1/service: only what this server really reads and produces, asked of its parts. */
import { APP_VERSION, type ServiceAnswer } from '@vitrine/contracts';
import sharp, { type FormatEnum } from 'sharp';
import { IMAGE_OUTPUTS, IMAGE_TYPES, mediaTypeOf } from '../media/filetypes';
import { MAP_KINDS } from '../media/material';
import type { CadEngine } from '@vitrine/cadify';

/** sharp's format names for our image file types. */
const SHARP_NAME: Record<string, keyof FormatEnum> = {
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
  gif: 'gif',
  tif: 'tiff',
  svg: 'svg',
};

export function describeService(cad: CadEngine): ServiceAnswer {
  const images = [...IMAGE_TYPES].filter((t) => sharp.format[SHARP_NAME[t]!]?.input.file);
  const produced = new Set<string>([...IMAGE_OUTPUTS, ...cad.writable, 'zip']);
  const categories: Record<string, string[]> = {
    image: images,
    cad: [...cad.readable].sort(),
    material: ['json', 'zip'],
    document: ['pdf', 'txt'],
    archive: ['zip'],
    data: ['json'],
  };
  const readable = new Set(Object.values(categories).flat());
  const categoryOf = (t: string) =>
    Object.entries(categories).find(([, types]) => types.includes(t))?.[0] ?? 'data';
  const all = [...new Set([...readable, ...produced])].sort();
  return {
    name: 'dataport',
    version: APP_VERSION,
    filetypes: {
      references: {
        imagine: ['crop', 'fit', 'pad', ...IMAGE_OUTPUTS],
        substance: [...MAP_KINDS, 'package'],
        substance_formats: [...IMAGE_OUTPUTS, 'zip'],
        cadify: [...cad.writable].sort(),
      },
      filetypes: all.map((filetype) => ({
        filetype,
        media_type: mediaTypeOf(filetype),
        category: categoryOf(filetype),
        readable: readable.has(filetype),
        writable: produced.has(filetype),
      })),
      categories,
    },
  };
}
