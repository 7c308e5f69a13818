/**
 * Text as SVG paths, from fonts bundled as npm packages, so generated logos and banners look
 * the same on every machine whatever fonts it has installed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

export type FontFace = 'sans' | 'serif' | 'geometric';

const require = createRequire(import.meta.url);
const FILES: Record<FontFace, string> = {
  sans: '@fontsource/open-sans/files/open-sans',
  serif: '@fontsource/playfair-display/files/playfair-display',
  geometric: '@fontsource/josefin-sans/files/josefin-sans',
};

const cache = new Map<string, opentype.Font[]>();

/** The latin and latin-ext subsets of a face: together they cover every demo language but Russian. */
function fonts(face: FontFace, weight: 400 | 700): opentype.Font[] {
  const key = `${face}/${weight}`;
  let loaded = cache.get(key);
  if (!loaded) {
    loaded = ['latin', 'latin-ext'].map((subset) => {
      const file = require.resolve(`${FILES[face]}-${subset}-${weight}-normal.woff`);
      const bytes = readFileSync(file);
      return opentype.parse(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      );
    });
    cache.set(key, loaded);
  }
  return loaded;
}

export interface TextPath {
  /** SVG path data with the baseline at y and the text starting at x. */
  d: string;
  width: number;
}

const num = (value: number) => String(Math.round(value * 100) / 100);

/**
 * A glyph's outline as SVG path data. (opentype.js's own toPathData(2) writes "NaN" for some
 * coordinates that round to a whole number, and an SVG renderer stops drawing there.)
 */
function pathData(path: opentype.Path): string {
  return path.commands
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return `${c.type}${num(c.x)} ${num(c.y)}`;
        case 'Q':
          return `Q${num(c.x1)} ${num(c.y1)} ${num(c.x)} ${num(c.y)}`;
        case 'C':
          return `C${num(c.x1)} ${num(c.y1)} ${num(c.x2)} ${num(c.y2)} ${num(c.x)} ${num(c.y)}`;
        default:
          return 'Z';
      }
    })
    .join('');
}

/** Lays out one line glyph by glyph, taking each glyph from the first subset that has it. */
export function textPath(
  text: string,
  options: {
    face: FontFace;
    weight?: 400 | 700;
    size: number;
    x?: number;
    y?: number;
    letterSpacing?: number;
  },
): TextPath {
  const faces = fonts(options.face, options.weight ?? 700);
  let x = options.x ?? 0;
  const y = options.y ?? 0;
  const parts: string[] = [];
  for (const char of text) {
    const font = faces.find((f) => f.charToGlyphIndex(char) > 0) ?? faces[0]!;
    const glyph = font.charToGlyph(char);
    parts.push(pathData(glyph.getPath(x, y, options.size)));
    x +=
      ((glyph.advanceWidth ?? 0) / font.unitsPerEm) * options.size + (options.letterSpacing ?? 0);
  }
  return { d: parts.join(''), width: x - (options.x ?? 0) };
}
