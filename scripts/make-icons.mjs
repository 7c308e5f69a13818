/**
 * Draws the web app's raster icons from its SVG favicon (packages/web/public/favicon.svg):
 * the 32 px favicon, the 180 px Apple touch icon, and the web manifest's 192 and 512 px
 * icons (the maskable one with the mark inside the safe zone on the app's background).
 * Run after changing the SVG: node scripts/make-icons.mjs; the PNGs are committed.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/web/public');
const svg = await readFile(path.join(dir, 'favicon.svg'));

const plain = (size, file) =>
  sharp(svg, { density: (72 * size) / 28 })
    .resize(size, size)
    .png()
    .toFile(path.join(dir, file));

await plain(32, 'favicon-32.png');
await plain(180, 'apple-touch-icon.png');
await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
// Maskable: launchers cut the icon to a circle or squircle; the mark stays in the middle 60 %.
const inner = await sharp(svg, { density: (72 * 308) / 28 })
  .resize(308, 308)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#ffffff' } })
  .composite([{ input: inner, left: 102, top: 102 }])
  .png()
  .toFile(path.join(dir, 'icon-maskable-512.png'));
console.log('icons written to', dir);
