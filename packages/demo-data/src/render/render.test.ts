import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { Document } from '@gltf-transform/core';
import {
  DEFAULT_SLOT_MATERIALS,
  buildFurniture,
  defaultDimensions,
  furnitureDocument,
} from '../geometry/index';
import { renderDocument, renderPreviewJpeg, renderPreviewWebp } from '@vitrine/mesh/render';

const W = 320,
  H = 240;
const BG: [number, number, number] = [244, 244, 242];

/** Share of pixels that differ from the background, and the box of clearly drawn pixels. */
function coverage(data: Buffer, w: number, h: number, bg = BG) {
  let changed = 0;
  let x0 = w,
    y0 = h,
    x1 = -1,
    y1 = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const diff = Math.max(...[0, 1, 2].map((k) => Math.abs(data[i + k]! - bg[k]!)));
      if (diff > 6) changed++;
      if (diff > 60) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
    }
  }
  return { share: changed / (w * h), box: [x0, y0, x1, y1] as const };
}

function furniture(kind: Parameters<typeof defaultDimensions>[0], variant = 0) {
  const { parts } = buildFurniture({ kind, variant, ...defaultDimensions(kind, variant), seed: 1 });
  return furnitureDocument(parts, DEFAULT_SLOT_MATERIALS, kind);
}

/** A plain box primitive without normals or UVs, anywhere in space. */
function boxDoc(
  size: [number, number, number],
  at: [number, number, number],
  blend = false,
): Document {
  const doc = new Document();
  const buf = doc.createBuffer();
  const [sx, sy, sz] = size.map((v) => v / 2) as [number, number, number];
  const p: number[] = [];
  for (const x of [-sx, sx]) for (const y of [-sy, sy]) for (const z of [-sz, sz]) p.push(x, y, z);
  const idx = [
    0, 1, 3, 0, 3, 2, 4, 6, 7, 4, 7, 5, 0, 4, 5, 0, 5, 1, 2, 3, 7, 2, 7, 6, 0, 2, 6, 0, 6, 4, 1, 5,
    7, 1, 7, 3,
  ];
  const mat = doc.createMaterial('m').setBaseColorFactor([0.5, 0.3, 0.2, blend ? 0.4 : 1]);
  if (blend) mat.setAlphaMode('BLEND');
  const prim = doc
    .createPrimitive()
    .setAttribute(
      'POSITION',
      doc.createAccessor().setType('VEC3').setArray(new Float32Array(p)).setBuffer(buf),
    )
    .setIndices(
      doc.createAccessor().setType('SCALAR').setArray(new Uint16Array(idx)).setBuffer(buf),
    )
    .setMaterial(mat);
  const node = doc
    .createNode('box')
    .setMesh(doc.createMesh('box').addPrimitive(prim))
    .setTranslation(at);
  doc.createScene('s').addChild(node);
  return doc;
}

describe('renderDocument', () => {
  it('renders a chair centred with a sensible share of the frame', async () => {
    const img = await renderDocument(furniture('chair'), { width: W, height: H });
    expect(img.data.length).toBe(W * H * 4);
    const { share, box } = coverage(img.data, W, H);
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.7);
    const cx = (box[0] + box[2]) / 2,
      cy = (box[1] + box[3]) / 2;
    expect(Math.abs(cx - W / 2)).toBeLessThan(W * 0.08);
    expect(Math.abs(cy - H / 2)).toBeLessThan(H * 0.08);
  });

  it.each([
    ['tiny cup-sized', [0.03, 0.04, 0.03], [0, 0, 0]],
    ['huge, far from the origin', [3, 2.4, 0.7], [120, 35, -60]],
  ] as const)('frames a %s model', async (_, size, at) => {
    const img = await renderDocument(boxDoc([...size], [...at]), { width: W, height: H });
    const { box } = coverage(img.data, W, H);
    const bw = box[2] - box[0],
      bh = box[3] - box[1];
    expect(Math.max(bw / W, bh / H)).toBeGreaterThan(0.7);
    expect(box[0]).toBeGreaterThan(2);
    expect(box[1]).toBeGreaterThan(2);
    expect(box[2]).toBeLessThan(W - 3);
    expect(box[3]).toBeLessThan(H - 3);
  });

  it('renders the same picture when the scene is scaled and moved', async () => {
    const a = await renderDocument(furniture('stool', 1), { width: 160, height: 120 });
    const moved = furniture('stool', 1);
    const root = moved.getRoot().listScenes()[0]!.listChildren()[0]!;
    root.setScale([100, 100, 100]).setTranslation([500, -20, 7]);
    const b = await renderDocument(moved, { width: 160, height: 120 });
    let diff = 0;
    for (let i = 0; i < a.data.length; i++) diff += Math.abs(a.data[i]! - b.data[i]!);
    expect(diff / a.data.length).toBeLessThan(1);
  });

  it('shades blended materials instead of leaving them black', async () => {
    const img = await renderDocument(boxDoc([1, 1, 1], [0, 0, 0], true), {
      width: 160,
      height: 120,
    });
    const c = (60 * 160 + 80) * 4;
    const lum = img.data[c]! + img.data[c + 1]! + img.data[c + 2]!;
    expect(lum).toBeGreaterThan(150);
  });

  it('samples base colour textures', async () => {
    const red = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#d02020' } })
      .png()
      .toBuffer();
    const d = defaultDimensions('cabinet', 0);
    const { parts } = buildFurniture({ kind: 'cabinet', variant: 0, ...d, seed: 1 });
    const mats = { ...DEFAULT_SLOT_MATERIALS };
    for (const slot of ['frame', 'door']) {
      mats[slot] = {
        baseColor: [1, 1, 1],
        roughness: 0.6,
        metallic: 0,
        texture: { data: red, mimeType: 'image/png' },
      };
    }
    const img = await renderDocument(furnitureDocument(parts, mats, 'red'), {
      width: 160,
      height: 120,
    });
    const c = (60 * 160 + 80) * 4;
    expect(img.data[c]!).toBeGreaterThan(img.data[c + 1]! + 60);
  });

  it('renders an empty document as plain background', async () => {
    const img = await renderDocument(new Document(), {
      width: 40,
      height: 30,
      background: [10, 20, 30],
    });
    expect([...img.data.subarray(0, 4)]).toEqual([10, 20, 30, 255]);
  });
});

describe('preview encoders', () => {
  it('writes JPEG and WebP of the requested size', async () => {
    const doc = furniture('sofa', 1);
    for (const buf of [
      await renderPreviewJpeg(doc, { width: 587, height: 440 }),
      await renderPreviewWebp(doc, { width: 587, height: 440 }),
    ]) {
      const meta = await sharp(buf).metadata();
      expect([meta.width, meta.height]).toEqual([587, 440]);
    }
  });
});
