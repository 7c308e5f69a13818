/** Texture files for formats that keep images beside the model (OBJ, USDZ): unique names. */
import type { FlatModel, FlatTexture } from '../flatten';

/** Each distinct image once, as `<dir>/<name>.<ext>`. */
export function textureFiles(model: FlatModel, dir: string): Map<FlatTexture, string> {
  const files = new Map<FlatTexture, string>();
  const byImage = new Map<Uint8Array, string>();
  const used = new Set<string>();
  for (const { material } of model.parts) {
    const texture = material.texture;
    if (!texture || files.has(texture)) continue;
    let name = byImage.get(texture.image);
    if (!name) {
      const base =
        texture.name
          .replace(/\.[a-z]+$/i, '')
          .replace(/[^\w-]+/g, '_')
          .slice(0, 60) || 'texture';
      name = `${dir}/${base}.${texture.extension}`;
      for (let i = 2; used.has(name); i++) name = `${dir}/${base}-${i}.${texture.extension}`;
      used.add(name);
      byImage.set(texture.image, name);
    }
    files.set(texture, name);
  }
  return files;
}

/** A number as short text, to 6 decimals (micrometres in metres). */
export const num = (v: number) => String(Math.round(v * 1e6) / 1e6);
