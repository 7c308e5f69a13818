/**
 * A growable triangle mesh used while building parts. Triangles are oriented from
 * their vertex normals, so primitives only need correct normals to get CCW winding.
 */
import type { MeshData } from './types';

/** A point or direction in metres, glTF axes (Y up, front +Z). */
export type Vec3 = [number, number, number];

/** Growable indexed mesh (plain number arrays while building; see `toMeshData`). */
export class Mesh {
  p: number[] = [];
  n: number[] = [];
  uv: number[] = [];
  idx: number[] = [];

  get vertexCount(): number {
    return this.p.length / 3;
  }

  get triangleCount(): number {
    return this.idx.length / 3;
  }

  /** Adds a vertex and returns its index. */
  vertex(
    x: number,
    y: number,
    z: number,
    nx: number,
    ny: number,
    nz: number,
    u: number,
    v: number,
  ) {
    this.p.push(x, y, z);
    this.n.push(nx, ny, nz);
    this.uv.push(u, v);
    return this.p.length / 3 - 1;
  }

  /** Adds a triangle, wound so its face normal agrees with its vertex normals; drops degenerate ones. */
  tri(a: number, b: number, c: number): void {
    const p = this.p;
    const n = this.n;
    const ax = p[a * 3]!,
      ay = p[a * 3 + 1]!,
      az = p[a * 3 + 2]!;
    const ux = p[b * 3]! - ax,
      uy = p[b * 3 + 1]! - ay,
      uz = p[b * 3 + 2]! - az;
    const vx = p[c * 3]! - ax,
      vy = p[c * 3 + 1]! - ay,
      vz = p[c * 3 + 2]! - az;
    const fx = uy * vz - uz * vy,
      fy = uz * vx - ux * vz,
      fz = ux * vy - uy * vx;
    const area2 = fx * fx + fy * fy + fz * fz;
    if (area2 < 1e-18) return;
    const sx = n[a * 3]! + n[b * 3]! + n[c * 3]!;
    const sy = n[a * 3 + 1]! + n[b * 3 + 1]! + n[c * 3 + 1]!;
    const sz = n[a * 3 + 2]! + n[b * 3 + 2]! + n[c * 3 + 2]!;
    if (fx * sx + fy * sy + fz * sz < 0) this.idx.push(a, c, b);
    else this.idx.push(a, b, c);
  }

  /** Adds quad a-b-c-d as two triangles. */
  quad(a: number, b: number, c: number, d: number): void {
    this.tri(a, b, c);
    this.tri(a, c, d);
  }

  /** Appends another mesh's vertices and triangles. */
  append(m: Mesh): this {
    const base = this.vertexCount;
    for (const v of m.p) this.p.push(v);
    for (const v of m.n) this.n.push(v);
    for (const v of m.uv) this.uv.push(v);
    for (const i of m.idx) this.idx.push(i + base);
    return this;
  }

  /**
   * Applies the affine map x' = M x + t (M row-major 3x3). Normals use the cofactor matrix
   * (inverse transpose up to scale); mirroring keeps outward normals and CCW winding.
   */
  affine(m: number[], t: Vec3 = [0, 0, 0]): this {
    const [a, b, c, d, e, f, g, h, i] = m as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
    const s = det < 0 ? -1 : 1;
    // cofactor matrix rows
    const c00 = e * i - f * h,
      c01 = f * g - d * i,
      c02 = d * h - e * g;
    const c10 = c * h - b * i,
      c11 = a * i - c * g,
      c12 = b * g - a * h;
    const c20 = b * f - c * e,
      c21 = c * d - a * f,
      c22 = a * e - b * d;
    const p = this.p;
    const n = this.n;
    for (let k = 0; k < p.length; k += 3) {
      const x = p[k]!,
        y = p[k + 1]!,
        z = p[k + 2]!;
      p[k] = a * x + b * y + c * z + t[0];
      p[k + 1] = d * x + e * y + f * z + t[1];
      p[k + 2] = g * x + h * y + i * z + t[2];
      const nx = n[k]!,
        ny = n[k + 1]!,
        nz = n[k + 2]!;
      const mx = s * (c00 * nx + c01 * ny + c02 * nz);
      const my = s * (c10 * nx + c11 * ny + c12 * nz);
      const mz = s * (c20 * nx + c21 * ny + c22 * nz);
      const len = Math.hypot(mx, my, mz) || 1;
      n[k] = mx / len;
      n[k + 1] = my / len;
      n[k + 2] = mz / len;
    }
    if (det < 0) {
      const idx = this.idx;
      for (let k = 0; k < idx.length; k += 3) {
        const tmp = idx[k + 1]!;
        idx[k + 1] = idx[k + 2]!;
        idx[k + 2] = tmp;
      }
    }
    return this;
  }

  translate(x: number, y: number, z: number): this {
    const p = this.p;
    for (let k = 0; k < p.length; k += 3) {
      p[k] = p[k]! + x;
      p[k + 1] = p[k + 1]! + y;
      p[k + 2] = p[k + 2]! + z;
    }
    return this;
  }

  scale(sx: number, sy: number, sz: number): this {
    return this.affine([sx, 0, 0, 0, sy, 0, 0, 0, sz]);
  }

  /** Rotation about X (radians, right-handed). */
  rotateX(r: number): this {
    const c = Math.cos(r),
      s = Math.sin(r);
    return this.affine([1, 0, 0, 0, c, -s, 0, s, c]);
  }

  /** Rotation about Y (radians, right-handed). */
  rotateY(r: number): this {
    const c = Math.cos(r),
      s = Math.sin(r);
    return this.affine([c, 0, s, 0, 1, 0, -s, 0, c]);
  }

  /** Rotation about Z (radians, right-handed). */
  rotateZ(r: number): this {
    const c = Math.cos(r),
      s = Math.sin(r);
    return this.affine([c, -s, 0, s, c, 0, 0, 0, 1]);
  }

  /** Axis-aligned bounds as [minX, minY, minZ, maxX, maxY, maxZ]. */
  bounds(): [number, number, number, number, number, number] {
    const b: [number, number, number, number, number, number] = [
      Infinity,
      Infinity,
      Infinity,
      -Infinity,
      -Infinity,
      -Infinity,
    ];
    const p = this.p;
    for (let k = 0; k < p.length; k += 3) {
      for (let j = 0; j < 3; j++) {
        const v = p[k + j]!;
        if (v < b[j]!) b[j] = v;
        if (v > b[j + 3]!) b[j + 3] = v;
      }
    }
    return b;
  }

  /** Converts to typed arrays, renormalising normals. */
  toMeshData(): MeshData {
    const normals = new Float32Array(this.n.length);
    for (let k = 0; k < this.n.length; k += 3) {
      const x = this.n[k]!,
        y = this.n[k + 1]!,
        z = this.n[k + 2]!;
      const len = Math.hypot(x, y, z);
      if (len > 1e-12) {
        normals[k] = x / len;
        normals[k + 1] = y / len;
        normals[k + 2] = z / len;
      } else normals[k + 1] = 1;
    }
    return {
      positions: new Float32Array(this.p),
      normals,
      uvs: new Float32Array(this.uv),
      indices: new Uint32Array(this.idx),
    };
  }
}

/** Merges meshes into a new one. */
export function merge(...meshes: Mesh[]): Mesh {
  const out = new Mesh();
  for (const m of meshes) out.append(m);
  return out;
}
