/**
 * Binary PLY (little endian), metres, Y up: positions, normals, texture coordinates and
 * the material colour per vertex (PLY viewers show vertex colours, not materials).
 */
import type { FlatModel } from '../flatten';
import { triangleCount } from '../flatten';
import { toByte } from './color';

export function writePly(model: FlatModel): Buffer {
  const vertices = model.parts.reduce((sum, p) => sum + p.positions.length / 3, 0);
  const faces = triangleCount(model);
  const header = [
    'ply',
    'format binary_little_endian 1.0',
    'comment Vitrine cadify, metres, Y up',
    `element vertex ${vertices}`,
    ...['x', 'y', 'z', 'nx', 'ny', 'nz', 's', 't'].map((n) => `property float ${n}`),
    ...['red', 'green', 'blue'].map((n) => `property uchar ${n}`),
    `element face ${faces}`,
    'property list uchar uint vertex_indices',
    'end_header',
    '',
  ].join('\n');
  const vertexSize = 8 * 4 + 3;
  const out = Buffer.alloc(header.length + vertices * vertexSize + faces * 13);
  let at = out.write(header, 0, 'ascii');
  for (const part of model.parts) {
    const rgb = part.material.texture
      ? [255, 255, 255]
      : part.material.color.slice(0, 3).map(toByte);
    for (let i = 0; i < part.positions.length / 3; i++) {
      for (let k = 0; k < 3; k++) out.writeFloatLE(part.positions[i * 3 + k]!, at + k * 4);
      for (let k = 0; k < 3; k++) out.writeFloatLE(part.normals[i * 3 + k]!, at + 12 + k * 4);
      out.writeFloatLE(part.uvs ? part.uvs[i * 2]! : 0, at + 24);
      out.writeFloatLE(part.uvs ? 1 - part.uvs[i * 2 + 1]! : 0, at + 28);
      out[at + 32] = rgb[0]!;
      out[at + 33] = rgb[1]!;
      out[at + 34] = rgb[2]!;
      at += vertexSize;
    }
  }
  let base = 0;
  for (const part of model.parts) {
    for (let t = 0; t < part.indices.length; t += 3) {
      out[at] = 3;
      for (let k = 0; k < 3; k++) out.writeUInt32LE(base + part.indices[t + k]!, at + 1 + k * 4);
      at += 13;
    }
    base += part.positions.length / 3;
  }
  return out;
}
