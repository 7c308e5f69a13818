/**
 * The renderer on its own, with no demo furniture: an OBJ box read by this package's reader
 * draws a framed, shaded product shot; an empty document draws the plain background.
 * (The demo catalogue's furniture is rendered in demo-data's render.test.ts.)
 */
import { Document } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { buildMesh, parseObj } from '../obj';
import { renderDocument } from './index';

const BOX = [
  'v 0 0 0',
  'v 1 0 0',
  'v 1 1 0',
  'v 0 1 0',
  'v 0 0 1',
  'v 1 0 1',
  'v 1 1 1',
  'v 0 1 1',
  'f 1 4 3 2',
  'f 5 6 7 8',
  'f 1 2 6 5',
  'f 2 3 7 6',
  'f 3 4 8 7',
  'f 4 1 5 8',
].join('\n');

function boxDocument(): Document {
  const mesh = buildMesh(parseObj(BOX), { width: 50, height: 50, depth: 50 });
  const doc = new Document();
  const buffer = doc.createBuffer();
  const gltfMesh = doc.createMesh('box');
  const material = doc.createMaterial('grey').setBaseColorFactor([0.3, 0.3, 0.3, 1]);
  for (const part of mesh.parts) {
    const accessor = (type: 'VEC3' | 'SCALAR', array: Float32Array | Uint32Array) =>
      doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
    gltfMesh.addPrimitive(
      doc
        .createPrimitive()
        .setAttribute('POSITION', accessor('VEC3', part.positions))
        .setAttribute('NORMAL', accessor('VEC3', part.normals))
        .setIndices(accessor('SCALAR', part.indices))
        .setMaterial(material),
    );
  }
  doc.createScene('box').addChild(doc.createNode('box').setMesh(gltfMesh));
  return doc;
}

/** Share of pixels clearly darker than the near-white background. */
function drawnShare(data: Buffer): number {
  let drawn = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! < 200) drawn++;
  return drawn / (data.length / 4);
}

describe('renderDocument', () => {
  it('draws a box read from OBJ framed in the picture, with more than one shade', async () => {
    const image = await renderDocument(boxDocument(), { width: 160, height: 120 });
    expect([image.width, image.height, image.data.length]).toEqual([160, 120, 160 * 120 * 4]);
    const share = drawnShare(image.data);
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.9);
    const shades = new Set<number>();
    for (let i = 0; i < image.data.length; i += 4)
      if (image.data[i]! < 200) shades.add(image.data[i]!);
    expect(shades.size).toBeGreaterThan(3);
  });

  it('draws an empty document as plain background', async () => {
    const image = await renderDocument(new Document(), { width: 32, height: 16 });
    expect(drawnShare(image.data)).toBe(0);
  });
});
