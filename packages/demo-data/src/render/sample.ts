/**
 * Renders every furniture kind × variant with plausible materials to JPEGs plus a contact
 * sheet, printing per-render timing. Usage:
 *   npx tsx packages/demo-data/src/render/sample.ts /tmp/renders
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { FURNITURE_KINDS } from '../vocab/types';
import {
  DEFAULT_SLOT_MATERIALS,
  VARIANT_COUNT,
  buildFurniture,
  defaultDimensions,
  furnitureDocument,
  hexToLinear,
  type SlotMaterial,
} from '../geometry/index';
import { renderPreviewJpeg } from '@vitrine/mesh/render';

/** Procedural oak-like texture (1 texture unit = 1 m): grain stripes along u. */
async function woodTexture(): Promise<Uint8Array> {
  const n = 256;
  const raw = Buffer.alloc(n * n * 3);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const v = y / n;
      const wobble = Math.sin(x * 0.05 + Math.sin(y * 0.11) * 2) * 0.01;
      const g = Math.sin((v + wobble) * 160 + Math.sin(v * 37) * 3);
      const fine = Math.sin(v * 900 + x * 0.3) * 0.5;
      const k = 0.85 + 0.1 * g + 0.04 * fine;
      raw[(y * n + x) * 3] = Math.min(255, 255 * k);
      raw[(y * n + x) * 3 + 1] = Math.min(255, 250 * k);
      raw[(y * n + x) * 3 + 2] = Math.min(255, 242 * k);
    }
  }
  return sharp(raw, { raw: { width: n, height: n, channels: 3 } })
    .png()
    .toBuffer();
}

/** Sample colourways (sRGB); wood slots get the procedural texture tinted with these. */
const PALETTES: Array<Record<string, string>> = [
  {
    upholstery: '#6f7d84',
    cushion: '#7d8a90',
    frame: '#d9a679',
    top: '#e0b48a',
    door: '#d9d2c5',
    base: '#b8c4b0',
    shade: '#e9dfcc',
  },
  {
    upholstery: '#b5a58c',
    cushion: '#c2b39b',
    frame: '#8a5a3c',
    top: '#9a6a48',
    door: '#3e4a4f',
    base: '#c77b58',
    shade: '#f1ebe0',
  },
  {
    upholstery: '#8c4a3c',
    cushion: '#9a5646',
    frame: '#e8c49c',
    top: '#edd0ac',
    door: '#e7e2d8',
    base: '#2f3437',
    shade: '#d8cbb5',
  },
  {
    upholstery: '#4c5a4a',
    cushion: '#5a6857',
    frame: '#b07d52',
    top: '#c08d62',
    door: '#b9a27f',
    base: '#8c9aa6',
    shade: '#ece4d4',
  },
];
const WOOD_SLOTS = new Set(['frame', 'top', 'legs', 'seat']);

function sampleMaterials(i: number, wood: Uint8Array): Record<string, SlotMaterial> {
  const pal = PALETTES[i % PALETTES.length]!;
  const materials: Record<string, SlotMaterial> = { ...DEFAULT_SLOT_MATERIALS };
  for (const slot of Object.keys(DEFAULT_SLOT_MATERIALS)) {
    const base = DEFAULT_SLOT_MATERIALS[slot]!;
    const hex = pal[slot] ?? (WOOD_SLOTS.has(slot) ? pal.top : undefined);
    materials[slot] = {
      ...base,
      ...(hex ? { baseColor: hexToLinear(hex) } : {}),
      ...(WOOD_SLOTS.has(slot) ? { texture: { data: wood, mimeType: 'image/png' as const } } : {}),
    };
  }
  return materials;
}

async function main(): Promise<void> {
  const dir = process.argv[2] ?? '/tmp/renders';
  const only = process.argv[3]; // optional kind prefix filter, e.g. chair
  mkdirSync(dir, { recursive: true });
  const wood = await woodTexture();
  const tiles: Array<{ input: Buffer; label: string }> = [];
  const times: number[] = [];
  let i = 0;
  for (const kind of FURNITURE_KINDS) {
    if (only && !kind.startsWith(only)) continue;
    for (let v = 0; v < VARIANT_COUNT[kind]; v++, i++) {
      const dims = defaultDimensions(kind, v);
      const { parts } = buildFurniture({ kind, variant: v, ...dims, seed: 1000 + i });
      const materials = sampleMaterials(i, wood);
      const doc = furnitureDocument(parts, materials, `${kind}-${v}`);
      const tris = parts.reduce((a, p) => a + p.mesh.indices.length / 3, 0);
      const t0 = performance.now();
      const jpg = await renderPreviewJpeg(doc, { width: 587, height: 440, quality: 85 });
      const ms = performance.now() - t0;
      times.push(ms);
      writeFileSync(join(dir, `${kind}-${v}.jpg`), jpg);
      tiles.push({ input: jpg, label: `${kind} ${v} (${tris} tris)` });
      console.log(
        `${kind.padEnd(13)} v${v}  ${String(tris).padStart(6)} tris  ${ms.toFixed(1)} ms`,
      );
    }
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `renders: ${times.length}, mean ${mean.toFixed(1)} ms, median ${times[times.length >> 1]!.toFixed(1)} ms`,
  );
  // contact sheet, 6 columns of 293 × 220 thumbnails with labels
  const cols = 6,
    tw = 293,
    th = 220;
  const rows = Math.ceil(tiles.length / cols);
  const comps = await Promise.all(
    tiles.map(async (t, k) => {
      const svg = `<svg width="${tw}" height="${th}"><text x="6" y="16" font-size="13" font-family="sans-serif" fill="#555">${t.label}</text></svg>`;
      const thumb = await sharp(t.input)
        .resize(tw, th)
        .composite([{ input: Buffer.from(svg) }])
        .toBuffer();
      return { input: thumb, left: (k % cols) * tw, top: Math.floor(k / cols) * th };
    }),
  );
  await sharp({
    create: { width: cols * tw, height: rows * th, channels: 3, background: '#ffffff' },
  })
    .composite(comps)
    .jpeg({ quality: 85 })
    .toFile(join(dir, 'contact-sheet.jpg'));
}

void main();
