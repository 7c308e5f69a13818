/**
 * Models built in code for the tests and the benchmark: a textured UV sphere of any
 * triangle count (checker texture made with sharp), written as GLB.
 */
import { Document } from '@gltf-transform/core';
import sharp from 'sharp';
import { gltfIO } from './load/io';

/** A 2×2-square checker PNG, so a lost or flipped texture shows. */
async function checker(size: number): Promise<Uint8Array> {
  const data = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const dark = x < size / 2 !== y < size / 2;
      data.set(dark ? [40, 60, 140] : [230, 200, 120], (y * size + x) * 3);
    }
  return sharp(data, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * A textured sphere of radius `radius` metres standing on y = 0, with about `triangles`
 * triangles (rings × segments × 2), as a GLB.
 */
export async function texturedSphereGlb(triangles: number, radius = 0.5): Promise<Uint8Array> {
  const segments = Math.max(4, Math.round(Math.sqrt(triangles)));
  const rings = Math.max(2, Math.round(triangles / (2 * segments)));
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  for (let r = 0; r <= rings; r++) {
    const phi = (r / rings) * Math.PI;
    for (let s = 0; s <= segments; s++) {
      const theta = (s / segments) * 2 * Math.PI;
      const n = [Math.sin(phi) * Math.cos(theta), Math.cos(phi), Math.sin(phi) * Math.sin(theta)];
      positions.push(n[0]! * radius, n[1]! * radius + radius, n[2]! * radius);
      normals.push(...n);
      uvs.push(s / segments, r / rings);
    }
  }
  const indices: number[] = [];
  const row = segments + 1;
  for (let r = 0; r < rings; r++)
    for (let s = 0; s < segments; s++) {
      const a = r * row + s;
      indices.push(a, a + 1, a + row, a + 1, a + row + 1, a + row);
    }
  const doc = new Document();
  const buffer = doc.createBuffer();
  const texture = doc
    .createTexture('checker')
    .setImage(await checker(64))
    .setMimeType('image/png');
  const material = doc
    .createMaterial('checker')
    .setBaseColorTexture(texture)
    .setRoughnessFactor(0.6)
    .setMetallicFactor(0);
  const accessor = (type: 'VEC2' | 'VEC3' | 'SCALAR', array: Float32Array | Uint32Array) =>
    doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const primitive = doc
    .createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', Float32Array.from(positions)))
    .setAttribute('NORMAL', accessor('VEC3', Float32Array.from(normals)))
    .setAttribute('TEXCOORD_0', accessor('VEC2', Float32Array.from(uvs)))
    .setIndices(accessor('SCALAR', Uint32Array.from(indices)))
    .setMaterial(material);
  const node = doc.createNode('sphere').setMesh(doc.createMesh('sphere').addPrimitive(primitive));
  doc.createScene('sphere').addChild(node);
  return gltfIO().writeBinary(doc);
}
