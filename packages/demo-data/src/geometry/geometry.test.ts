import { describe, expect, it } from 'vitest';
import { NodeIO } from '@gltf-transform/core';
import { FURNITURE_KINDS } from '../vocab/types';
import {
  DEFAULT_SLOT_MATERIALS,
  VARIANT_COUNT,
  buildFurniture,
  defaultDimensions,
  furnitureDocument,
  toGlb,
  type FurniturePart,
} from './index';
import { box, lathe, sphere } from './primitives';
import { tube, roundedPath } from './sweep';
import type { Mesh } from './mesh';

const cases = FURNITURE_KINDS.flatMap((kind) =>
  Array.from({ length: VARIANT_COUNT[kind] }, (_, variant) => ({ kind, variant })),
);

function bounds(parts: FurniturePart[]): number[] {
  const b = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
  for (const p of parts) {
    const pos = p.mesh.positions;
    for (let i = 0; i < pos.length; i += 3) {
      for (let k = 0; k < 3; k++) {
        b[k] = Math.min(b[k]!, pos[i + k]!);
        b[k + 3] = Math.max(b[k + 3]!, pos[i + k]!);
      }
    }
  }
  return b;
}

function checkParts(parts: FurniturePart[], w: number, h: number, d: number): number {
  let tris = 0;
  for (const { mesh, slot, name } of parts) {
    expect(slot.length, name).toBeGreaterThan(0);
    const n = mesh.positions.length / 3;
    expect(mesh.normals.length).toBe(n * 3);
    expect(mesh.uvs.length).toBe(n * 2);
    // count problems first: one expect per vertex would make the suite slow
    const nonFinite = [...mesh.positions, ...mesh.uvs, ...mesh.normals].filter(
      (v) => !Number.isFinite(v),
    );
    expect(nonFinite.length, name).toBe(0);
    let badNormals = 0;
    for (let i = 0; i < n; i++) {
      const l = Math.hypot(
        mesh.normals[i * 3]!,
        mesh.normals[i * 3 + 1]!,
        mesh.normals[i * 3 + 2]!,
      );
      if (!(Math.abs(l - 1) < 1e-4)) badNormals++;
    }
    expect(badNormals, name).toBe(0);
    expect(
      mesh.indices.reduce((a, b) => Math.max(a, b), 0),
      name,
    ).toBeLessThan(n);
    tris += mesh.indices.length / 3;
  }
  const b = bounds(parts);
  expect(Math.abs(b[3]! - b[0]! - w) / w).toBeLessThan(0.01);
  expect(Math.abs(b[4]! - b[1]! - h) / h).toBeLessThan(0.01);
  expect(Math.abs(b[5]! - b[2]! - d) / d).toBeLessThan(0.01);
  expect(Math.abs(b[1]!)).toBeLessThan(1e-5);
  expect(Math.abs(b[0]! + b[3]!)).toBeLessThan(1e-4);
  expect(Math.abs(b[2]! + b[5]!)).toBeLessThan(1e-4);
  return tris;
}

describe('buildFurniture', () => {
  it.each(cases)('$kind variant $variant builds at default and odd sizes', ({ kind, variant }) => {
    const dims = defaultDimensions(kind, variant);
    for (const v of Object.values(dims)) expect(v).toBeGreaterThan(0.1);
    for (const v of Object.values(dims)) expect(v).toBeLessThan(3.5);
    const { parts, slots } = buildFurniture({ kind, variant, ...dims, seed: 7 });
    expect(parts.length).toBeGreaterThan(0);
    expect(slots.length).toBeGreaterThan(0);
    const tris = checkParts(parts, dims.width, dims.height, dims.depth);
    expect(tris).toBeGreaterThan(150);
    expect(tris).toBeLessThan(10000);
    // a different size and seed still fits exactly
    const w = dims.width * 1.25,
      h = dims.height * 0.85,
      d = dims.depth * 1.1;
    checkParts(
      buildFurniture({ kind, variant, width: w, height: h, depth: d, seed: 99 }).parts,
      w,
      h,
      d,
    );
  });

  it('is deterministic per seed', () => {
    const p = {
      kind: 'chair' as const,
      variant: 0,
      width: 0.45,
      height: 0.85,
      depth: 0.5,
      seed: 3,
    };
    const a = buildFurniture(p).parts;
    const b = buildFurniture(p).parts;
    expect(a.map((x) => Array.from(x.mesh.positions))).toEqual(
      b.map((x) => Array.from(x.mesh.positions)),
    );
  });

  it('winds triangles counter-clockwise around their normals', () => {
    for (const { kind, variant } of cases) {
      const { parts } = buildFurniture({
        kind,
        variant,
        ...defaultDimensions(kind, variant),
        seed: 1,
      });
      let good = 0,
        all = 0;
      for (const { mesh } of parts) {
        const { positions: p, normals: n, indices: ix } = mesh;
        for (let t = 0; t < ix.length; t += 3) {
          const [a, b, c] = [ix[t]! * 3, ix[t + 1]! * 3, ix[t + 2]! * 3];
          const u = [p[b]! - p[a]!, p[b + 1]! - p[a + 1]!, p[b + 2]! - p[a + 2]!];
          const v = [p[c]! - p[a]!, p[c + 1]! - p[a + 1]!, p[c + 2]! - p[a + 2]!];
          const f = [
            u[1]! * v[2]! - u[2]! * v[1]!,
            u[2]! * v[0]! - u[0]! * v[2]!,
            u[0]! * v[1]! - u[1]! * v[0]!,
          ];
          const s = [0, 1, 2].map((k) => n[a + k]! + n[b + k]! + n[c + k]!);
          all++;
          if (f[0]! * s[0]! + f[1]! * s[1]! + f[2]! * s[2]! >= 0) good++;
        }
      }
      expect(good / all, `${kind} ${variant}`).toBeGreaterThan(0.999);
    }
  });
});

function outward(m: Mesh, centre: (x: number, y: number, z: number) => number[]): number {
  let ok = 0;
  for (let i = 0; i < m.vertexCount; i++) {
    const [x, y, z] = [m.p[i * 3]!, m.p[i * 3 + 1]!, m.p[i * 3 + 2]!];
    const c = centre(x, y, z);
    const dot =
      (x - c[0]!) * m.n[i * 3]! + (y - c[1]!) * m.n[i * 3 + 1]! + (z - c[2]!) * m.n[i * 3 + 2]!;
    if (dot > 0) ok++;
  }
  return ok / m.vertexCount;
}

describe('primitives have outward normals', () => {
  it('rounded box', () => expect(outward(box(1, 0.5, 0.3, 0.05, 2), () => [0, 0, 0])).toBe(1));
  it('sphere', () => expect(outward(sphere(0.5), () => [0, 0, 0])).toBeGreaterThan(0.97));
  it('lathe cylinder', () => {
    const m = lathe(
      [
        [0, 0],
        [0.2, 0, true],
        [0.2, 1, true],
        [0, 1],
      ],
      16,
    );
    expect(outward(m, () => [0, 0.5, 0])).toBeGreaterThan(0.97);
  });
  it('bent tube', () => {
    const path = roundedPath(
      [
        [0, 0, 0],
        [0, 1, 0],
        [1, 1, 0],
      ],
      0.2,
      6,
    );
    const m = tube(path, 0.02, { caps: 'none' });
    // each vertex lies radius away from its path point along its normal
    let ok = 0;
    for (let i = 0; i < m.vertexCount; i++) {
      const q = [
        m.p[i * 3]! - m.n[i * 3]! * 0.02,
        m.p[i * 3 + 1]! - m.n[i * 3 + 1]! * 0.02,
        m.p[i * 3 + 2]! - m.n[i * 3 + 2]! * 0.02,
      ];
      if (path.some((p) => Math.hypot(p[0] - q[0]!, p[1] - q[1]!, p[2] - q[2]!) < 1e-6)) ok++;
    }
    expect(ok).toBe(m.vertexCount);
  });
});

describe('glTF export', () => {
  it('writes a GLB that reads back with NodeIO', async () => {
    const { parts, slots } = buildFurniture({
      kind: 'sofa',
      variant: 0,
      ...defaultDimensions('sofa', 0),
      seed: 1,
    });
    const doc = furnitureDocument(parts, DEFAULT_SLOT_MATERIALS, 'sofa');
    const glb = await toGlb(doc);
    expect(glb.byteLength).toBeGreaterThan(1000);
    const back = await new NodeIO().readBinary(glb);
    const root = back.getRoot();
    expect(root.listNodes().length).toBe(parts.length + 1);
    expect(
      root
        .listMaterials()
        .map((m) => m.getName())
        .sort(),
    ).toEqual([...slots].sort());
    const prim = root.listMeshes()[0]!.listPrimitives()[0]!;
    for (const a of ['POSITION', 'NORMAL', 'TEXCOORD_0'])
      expect(prim.getAttribute(a)).not.toBeNull();
  });

  it('embeds textures and marks glass as blended', async () => {
    const png = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10]);
    const mats = {
      ...DEFAULT_SLOT_MATERIALS,
      frame: {
        ...DEFAULT_SLOT_MATERIALS.frame!,
        texture: { data: png, mimeType: 'image/png' as const },
      },
    };
    const { parts } = buildFurniture({
      kind: 'cabinet',
      variant: 2,
      ...defaultDimensions('cabinet', 2),
      seed: 1,
    });
    const back = await new NodeIO().readBinary(
      await toGlb(furnitureDocument(parts, mats, 'vitrine')),
    );
    expect(back.getRoot().listTextures().length).toBe(1);
    const glass = back
      .getRoot()
      .listMaterials()
      .find((m) => m.getName() === 'glass')!;
    expect(glass.getAlphaMode()).toBe('BLEND');
  });
});
