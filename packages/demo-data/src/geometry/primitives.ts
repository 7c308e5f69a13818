/**
 * Solid primitives built at their final size so UVs stay in metres: boxes with
 * rounded edges, surfaces of revolution (cylinders, cones, spheres, shades, bases).
 */
import { Mesh } from './mesh';

const QUARTER = Math.PI / 4;

function axisCoords(half: number, r: number, seg: number): number[] {
  if (r <= 0) return [-half, half];
  const inner = half - r;
  const pos: number[] = [];
  for (let k = 1; k <= seg; k++) pos.push(inner + r * Math.tan((k / seg) * QUARTER));
  const out = pos.map((v) => -v).reverse();
  out.push(-inner);
  if (inner > 1e-9) out.push(inner);
  return out.concat(pos);
}

/**
 * Box centred at the origin with edges rounded by radius `r` (`seg` segments per 45°).
 * Flat faces keep exact face normals; the rounded bands are smooth. UVs are planar in
 * metres with u along the longer side of each face, so wood grain follows the board.
 */
export function box(w: number, h: number, d: number, r = 0, seg = 1): Mesh {
  const half: [number, number, number] = [w / 2, h / 2, d / 2];
  r = Math.max(0, Math.min(r, half[0] * 0.999, half[1] * 0.999, half[2] * 0.999));
  const inner = [half[0] - r, half[1] - r, half[2] - r];
  const coords = half.map((hv) => axisCoords(hv, r, seg));
  const m = new Mesh();
  const faces: Array<[number, number, number]> = [
    [0, 1, 2],
    [1, 2, 0],
    [2, 0, 1],
  ];
  for (const [a, b, c] of faces) {
    for (const s of [1, -1]) {
      const cb = coords[b]!,
        cc = coords[c]!;
      const swap = half[c]! > half[b]!;
      const base = m.vertexCount;
      for (const vb of cb) {
        for (const vc of cc) {
          const q = [0, 0, 0];
          q[a] = s * half[a]!;
          q[b] = vb;
          q[c] = vc;
          const cl = q.map((v, k) => Math.max(-inner[k]!, Math.min(inner[k]!, v)));
          const o = q.map((v, k) => v - cl[k]!);
          const len = Math.hypot(o[0]!, o[1]!, o[2]!);
          const nrm = len > 1e-12 ? o.map((v) => v / len) : [0, 0, 0];
          if (len <= 1e-12) nrm[a] = s;
          const pos = r > 0 && len > 1e-12 ? cl.map((v, k) => v + nrm[k]! * r) : q;
          const u = swap ? pos[c]! : pos[b]!;
          const v = swap ? pos[b]! : pos[c]!;
          m.vertex(pos[0]!, pos[1]!, pos[2]!, nrm[0]!, nrm[1]!, nrm[2]!, u, v);
        }
      }
      const nc = cc.length;
      for (let i = 0; i + 1 < cb.length; i++) {
        for (let j = 0; j + 1 < nc; j++) {
          const v0 = base + i * nc + j;
          m.quad(v0, v0 + nc, v0 + nc + 1, v0 + 1);
        }
      }
    }
  }
  return m;
}

/** Box spanning two corners, handy for boards and frames. */
export function boxAt(
  x0: number,
  y0: number,
  z0: number,
  x1: number,
  y1: number,
  z1: number,
  r = 0.003,
  seg = 1,
): Mesh {
  const w = Math.abs(x1 - x0),
    h = Math.abs(y1 - y0),
    d = Math.abs(z1 - z0);
  return box(w, h, d, r, seg).translate((x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2);
}

/** A profile point for `lathe`: radius, height, and whether the profile has a crease there. */
export type ProfilePoint = [r: number, y: number, sharp?: boolean];

/**
 * Surface of revolution about the Y axis. Walk the profile so the outside is on the right
 * (a solid goes bottom centre → rim → top centre). `sx`/`sz` stretch it into an ellipse.
 * UVs: planar (x, z) on flat-ish faces, elsewhere u along the profile (grain runs lengthwise
 * on legs and columns) and v around.
 */
export function lathe(profile: ProfilePoint[], segments = 32, sx = 1, sz = 1): Mesh {
  // per-segment normals in (r, y)
  const segN: Array<[number, number]> = [];
  for (let i = 0; i + 1 < profile.length; i++) {
    const [r0, y0] = profile[i]!;
    const [r1, y1] = profile[i + 1]!;
    const dr = r1 - r0,
      dy = y1 - y0;
    const len = Math.hypot(dr, dy) || 1;
    segN.push([dy / len, -dr / len]);
  }
  // expand into rings (duplicate at creases)
  const rings: Array<{ r: number; y: number; nr: number; ny: number; s: number }> = [];
  let arc = 0;
  for (let i = 0; i < profile.length; i++) {
    const [r, y, sharp] = profile[i]!;
    if (i > 0) arc += Math.hypot(r - profile[i - 1]![0], y - profile[i - 1]![1]);
    const prev = segN[i - 1];
    const next = segN[i];
    if (prev && next && sharp) {
      rings.push({ r, y, nr: prev[0], ny: prev[1], s: arc });
      rings.push({ r, y, nr: next[0], ny: next[1], s: arc });
    } else {
      const a = prev ?? next!;
      const b = next ?? prev!;
      rings.push({ r, y, nr: a[0] + b[0], ny: a[1] + b[1], s: arc });
    }
  }
  const m = new Mesh();
  const cols = segments + 1;
  for (const ring of rings) {
    const nl = Math.hypot(ring.nr, ring.ny) || 1;
    const nr = ring.nr / nl,
      ny = ring.ny / nl;
    for (let j = 0; j < cols; j++) {
      const t = (j / segments) * Math.PI * 2;
      const st = Math.sin(t),
        ct = Math.cos(t);
      const x = ring.r * st * sx,
        z = ring.r * ct * sz;
      const flat = Math.abs(ny) > 0.7;
      m.vertex(
        x,
        ring.y,
        z,
        (nr * st) / sx,
        ny,
        (nr * ct) / sz,
        flat ? x : ring.s,
        flat ? z : t * ring.r,
      );
    }
  }
  for (let i = 0; i + 1 < rings.length; i++) {
    const a = rings[i]!,
      b = rings[i + 1]!;
    if (a.r === b.r && a.y === b.y) continue; // crease duplicate
    for (let j = 0; j < segments; j++) {
      const v0 = i * cols + j;
      const v1 = v0 + 1,
        v2 = v0 + cols + 1,
        v3 = v0 + cols;
      if (b.r <= 1e-9) m.tri(v0, v1, v2);
      else if (a.r <= 1e-9) m.tri(v0, v2, v3);
      else m.quad(v0, v1, v2, v3);
    }
  }
  return m;
}

/** Closed cylinder (or frustum when `rTop` differs) from y0 to y0+h. */
export function cylinder(r: number, h: number, segments = 24, rTop = r, y0 = 0): Mesh {
  return lathe(
    [
      [0, y0],
      [r, y0, true],
      [rTop, y0 + h, true],
      [0, y0 + h],
    ],
    segments,
  );
}

/** Disc with rounded rim (table tops, seats): radius r, thickness t, edge radius e. */
export function roundedDisc(r: number, t: number, e: number, segments = 48, sx = 1, sz = 1): Mesh {
  e = Math.min(e, t / 2, r);
  const prof: ProfilePoint[] = [[0, 0]];
  prof.push([r - e, 0]);
  for (let k = 1; k < 4; k++) {
    const a = -Math.PI / 2 + (k / 4) * (Math.PI / 2);
    prof.push([r - e + e * Math.cos(a), e + e * Math.sin(a)]);
  }
  prof.push([r, e]);
  if (t - 2 * e > 1e-6) prof.push([r, t - e]);
  for (let k = 1; k < 4; k++) {
    const a = (k / 4) * (Math.PI / 2);
    prof.push([r - e + e * Math.cos(a), t - e + e * Math.sin(a)]);
  }
  prof.push([r - e, t]);
  prof.push([0, t]);
  return lathe(prof, segments, sx, sz);
}

/** Sphere (or ellipsoid via scale) centred at the origin. */
export function sphere(r: number, segments = 24, rings = 12): Mesh {
  const prof: ProfilePoint[] = [];
  for (let i = 0; i <= rings; i++) {
    const a = -Math.PI / 2 + (i / rings) * Math.PI;
    prof.push([r * Math.cos(a), r * Math.sin(a)]);
  }
  prof[0]![0] = 0;
  prof[rings]![0] = 0;
  return lathe(prof, segments);
}

/** Oval (or round) disc with a rounded rim: radii rx, rz, thickness t, edge radius e. */
export function ovalDisc(rx: number, rz: number, t: number, e: number, segments = 48): Mesh {
  return roundedDisc(rx, t, e, segments, 1, rz / rx);
}
