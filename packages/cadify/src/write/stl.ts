/**
 * Binary STL in millimetres, Z up: the convention of the CAD and 3D-printing tools that
 * open STL (it has no unit field), so a 0.8 m chair opens 800 mm tall.
 */
import type { FlatModel } from '../flatten';
import { triangleCount } from '../flatten';

export function writeStl(model: FlatModel): Buffer {
  const count = triangleCount(model);
  const out = Buffer.alloc(84 + 50 * count);
  out.write('Vitrine cadify STL, millimetres, Z up', 0, 'ascii');
  out.writeUInt32LE(count, 80);
  let at = 84;
  const corner = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const { positions: p, indices } of model.parts) {
    for (let t = 0; t < indices.length; t += 3) {
      for (let k = 0; k < 3; k++) {
        const v = indices[t + k]! * 3;
        // Y-up metres → Z-up millimetres: (x, y, z) → (x, −z, y).
        corner[k * 3] = p[v]! * 1000;
        corner[k * 3 + 1] = -p[v + 2]! * 1000;
        corner[k * 3 + 2] = p[v + 1]! * 1000;
      }
      const ux = corner[3]! - corner[0]!,
        uy = corner[4]! - corner[1]!,
        uz = corner[5]! - corner[2]!;
      const vx = corner[6]! - corner[0]!,
        vy = corner[7]! - corner[1]!,
        vz = corner[8]! - corner[2]!;
      const nx = uy * vz - uz * vy,
        ny = uz * vx - ux * vz,
        nz = ux * vy - uy * vx;
      const length = Math.hypot(nx, ny, nz) || 1;
      out.writeFloatLE(nx / length, at);
      out.writeFloatLE(ny / length, at + 4);
      out.writeFloatLE(nz / length, at + 8);
      for (let i = 0; i < 9; i++) out.writeFloatLE(corner[i]!, at + 12 + i * 4);
      at += 50; // the 2-byte attribute count stays 0
    }
  }
  return out;
}
