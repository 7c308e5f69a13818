/**
 * Collects the pieces of one model into named parts (one glTF node each) and fits the
 * result exactly into the requested bounding box.
 */
import { Mesh } from './mesh';
import type { FurniturePart } from './types';

/** Deterministic PRNG (mulberry32) so the same seed gives the same model. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 0x9e3779b9;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return a + Math.floor(this.next() * (b - a + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)]!;
  }
}

/** Build context handed to every kind builder. */
export interface Ctx {
  w: number;
  h: number;
  d: number;
  rng: Rng;
}

/** Accumulates meshes by part name; each part has one material slot. */
export class Model {
  private parts = new Map<string, { slot: string; mesh: Mesh }>();

  add(name: string, slot: string, ...meshes: Mesh[]): this {
    let p = this.parts.get(name);
    if (!p) {
      p = { slot, mesh: new Mesh() };
      this.parts.set(name, p);
    }
    for (const m of meshes) p.mesh.append(m);
    return this;
  }

  /**
   * Maps the model's bounds exactly onto [-w/2, w/2] × [0, h] × [-d/2, d/2]. Builders already
   * work to the requested size, so this only corrects small overshoots (bevels, tube radii).
   */
  finish(w: number, h: number, d: number): { parts: FurniturePart[]; slots: string[] } {
    const all = new Mesh();
    for (const p of this.parts.values()) all.append(p.mesh);
    const [x0, y0, z0, x1, y1, z1] = all.bounds();
    const sx = w / Math.max(x1 - x0, 1e-9);
    const sy = h / Math.max(y1 - y0, 1e-9);
    const sz = d / Math.max(z1 - z0, 1e-9);
    const parts: FurniturePart[] = [];
    const slots: string[] = [];
    for (const [name, p] of this.parts) {
      if (p.mesh.triangleCount === 0) continue;
      p.mesh.affine(
        [sx, 0, 0, 0, sy, 0, 0, 0, sz],
        [-(x0 + x1) * 0.5 * sx, -y0 * sy, -(z0 + z1) * 0.5 * sz],
      );
      parts.push({ name, slot: p.slot, mesh: p.mesh.toMeshData() });
      if (!slots.includes(p.slot)) slots.push(p.slot);
    }
    return { parts, slots };
  }
}

/** Linear interpolation. */
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

/** Clamp x into [a, b]. */
export const clamp = (x: number, a: number, b: number): number => Math.max(a, Math.min(b, x));
