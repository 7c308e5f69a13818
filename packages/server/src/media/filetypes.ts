/** Media types of the file types the file and derive services know by name, and image decoding. */
import type { SharpOptions } from 'sharp';

const MEDIA_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  tif: 'image/tiff',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
  obj: 'model/obj',
  stl: 'model/stl',
  ply: 'model/x-ply',
  usdz: 'model/vnd.usdz+zip',
  fbx: 'application/vnd.autodesk.fbx',
  dae: 'model/vnd.collada+xml',
  '3ds': 'application/x-3ds',
  step: 'model/step',
  stp: 'model/step',
  iges: 'model/iges',
  igs: 'model/iges',
  dxf: 'image/vnd.dxf',
  '3mf': 'model/3mf',
  // Neither has a registered type: these are the ones their communities use.
  ifc: 'application/x-step',
  blend: 'application/x-blender',
};

export function mediaTypeOf(filetype: string): string {
  return MEDIA_TYPES[filetype] ?? 'application/octet-stream';
}

/** Image types sharp decodes here (imagine sources and material maps). */
export const IMAGE_TYPES = new Set(['jpg', 'png', 'webp', 'avif', 'gif', 'tif', 'svg']);

/** What imagine and substance produce. */
export const IMAGE_OUTPUTS = ['jpg', 'webp', 'png', 'avif'] as const;
export type ImageOutput = (typeof IMAGE_OUTPUTS)[number];

/** Options every decode of an untrusted image uses. */
export const decodeOptions = (pixelLimit: number): SharpOptions => ({
  limitInputPixels: pixelLimit,
  failOn: 'truncated',
  sequentialRead: true,
});
