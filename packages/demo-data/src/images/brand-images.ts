/** Brand logos and typographic banners, drawn as SVG and rasterised with sharp. */
import sharp from 'sharp';
import type { BrandSpec } from '../catalogue/brands';
import { textPath, type FontFace } from './text-paths';

const FACE: Record<string, FontFace> = {
  classic: 'serif',
  art_deco: 'serif',
  rustic: 'serif',
  bauhaus: 'geometric',
  minimalist: 'geometric',
  industrial: 'geometric',
  japandi: 'geometric',
};
export const brandFace = (brand: BrandSpec): FontFace => FACE[brand.style] ?? 'sans';

/** Splits a name into at most two lines of similar length. */
function lines(name: string): string[] {
  const words = name.split(' ');
  if (words.length === 1 || name.length <= 10) return [name];
  let best = [name];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const diff = Math.abs(a.length - b.length);
    if (diff < bestDiff) [best, bestDiff] = [[a, b], diff];
  }
  return best;
}

/**
 * A text path centred on x = `centre` with its baseline at `baseline`, shrunk to `maxWidth`
 * when wider, as an SVG <path>.
 */
function centred(
  path: { d: string; width: number },
  centre: number,
  baseline: number,
  maxWidth: number,
  paint: string,
): string {
  const scale = Math.min(1, maxWidth / path.width);
  const x = centre - (path.width * scale) / 2;
  return `<path transform="translate(${x.toFixed(1)} ${baseline.toFixed(1)}) scale(${scale.toFixed(3)})" d="${path.d}" ${paint}/>`;
}

/** A square 400x400 logo: the name as a wordmark on the brand's colour. */
export async function brandLogo(brand: BrandSpec): Promise<Buffer> {
  const [bg, fg] = brand.colours;
  const face = brandFace(brand);
  const rows = lines(brand.name.toUpperCase());
  const size = rows.length === 1 ? 64 : 54;
  const paths = rows.map((row, i) => {
    const probe = textPath(row, { face, size, letterSpacing: 3 });
    const scale = Math.min(1, 330 / probe.width);
    const y = 200 + (i - (rows.length - 1) / 2) * size * 1.15 * scale + size * 0.35 * scale;
    return centred(probe, 200, y, 330, `fill="${fg}"`);
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" rx="0" fill="${bg}"/>
    <rect x="24" y="24" width="352" height="352" fill="none" stroke="${fg}" stroke-opacity="0.35" stroke-width="3"/>
    ${paths.join('\n')}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 8 }).toBuffer();
}

/**
 * A 1500x500 banner: name, city and founding year in the brand face on its colour, with a
 * product render to the right. The app shows it full width and 300 or 500 pixels high
 * (spec 02 s.9), cropping the sides: a phone sees only the middle 650-720 pixels, so the name and
 * caption stand in the middle, and the product where desktops and tablets see it.
 */
export async function captionBanner(brand: BrandSpec, productPreview: Uint8Array): Promise<Buffer> {
  const [bg, fg] = brand.colours;
  const face = brandFace(brand);
  const title = textPath(brand.name, { face, size: 72 });
  const caption = textPath(`${brand.city} · ${brand.founded}`, {
    face: 'sans',
    weight: 400,
    size: 34,
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="500">
    <rect width="1500" height="500" fill="${bg}"/>
    ${centred(title, 750, 235, 560, `fill="${fg}"`)}
    ${centred(caption, 750, 300, 560, `fill="${fg}" fill-opacity="0.85"`)}
    <rect x="690" y="335" width="120" height="4" fill="${fg}"/></svg>`;
  const product = await sharp(productPreview).resize(280, 210, { fit: 'cover' }).toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: product, left: 1090, top: 145 }])
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}
