import { describe, expect, it } from 'vitest';
import { buildMesh } from './mesh';
import { parseObj } from './obj';

/** A 2 × 4 × 6 box, z-up (as many modellers write it), quads, no normals, no smoothing groups. */
const BOX = [
  'v 0 0 0',
  'v 2 0 0',
  'v 2 4 0',
  'v 0 4 0',
  'v 0 0 6',
  'v 2 0 6',
  'v 2 4 6',
  'v 0 4 6',
  'vt 0 0',
  'vt 1 0',
  'vt 1 1',
  'vt 0 1',
  'f 1/1 4/4 3/3 2/2',
  'f 5/1 6/2 7/3 8/4',
  'f 1/1 2/2 6/3 5/4',
  'f 2/1 3/2 7/3 6/4',
  'f 3/1 4/2 8/3 7/4',
  'f 4/1 1/2 5/3 8/4',
  'v 100 100 100', // unused: must not count in the bounds
].join('\n');

const bounds = (positions: Float32Array) => {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i++) {
    min[i % 3] = Math.min(min[i % 3]!, positions[i]!);
    max[i % 3] = Math.max(max[i % 3]!, positions[i]!);
  }
  return { min, max };
};

describe('buildMesh', () => {
  it('rotates z-up to y-up, stretches to the declared size in metres, stands on y = 0, centred', () => {
    // SweetHome3D's usual z-up fix: x' = x, y' = z, z' = -y.
    const mesh = buildMesh(parseObj(BOX), {
      width: 50,
      height: 120,
      depth: 80,
      rotation: [1, 0, 0, 0, 0, 1, 0, -1, 0],
    });
    const { min, max } = bounds(mesh.parts[0]!.positions);
    expect(max[0]! - min[0]!).toBeCloseTo(0.5, 6);
    expect(max[1]! - min[1]!).toBeCloseTo(1.2, 6);
    expect(max[2]! - min[2]!).toBeCloseTo(0.8, 6);
    expect(min[1]).toBeCloseTo(0, 6);
    expect(min[0]! + max[0]!).toBeCloseTo(0, 6);
    expect(min[2]! + max[2]!).toBeCloseTo(0, 6);
    expect(mesh.triangleCount).toBe(12);
  });

  it('generates flat normals across 90° edges and flips v for glTF', () => {
    const mesh = buildMesh(parseObj(BOX), { width: 2, height: 4, depth: 6 });
    const part = mesh.parts[0]!;
    // Each of the 6 sides keeps its own 4 corners: 24 vertices, unit axis-aligned normals.
    expect(part.positions.length / 3).toBe(24);
    for (let i = 0; i < part.normals.length; i += 3) {
      const n = [part.normals[i]!, part.normals[i + 1]!, part.normals[i + 2]!];
      expect(Math.hypot(...n)).toBeCloseTo(1, 5);
      expect(Math.max(...n.map(Math.abs))).toBeCloseTo(1, 5);
    }
    expect([...part.uvs!].every((v) => v === 0 || v === 1)).toBe(true);
    // The bottom face (z = 0 in the file) points down the z axis, outwards.
    const first = [part.normals[0], part.normals[1], part.normals[2]];
    expect(first).toEqual([0, 0, -1]);
  });

  it('throws on a model without faces', () => {
    expect(() =>
      buildMesh(parseObj('v 0 0 0\nv 1 0 0'), { width: 1, height: 1, depth: 1 }),
    ).toThrow(/no faces/);
  });
});
