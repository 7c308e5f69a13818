/**
 * Swept and parametric shapes: bent tubes (chrome frames, hairpin legs, handles, rings),
 * filleted paths, and thick curved sheets with a rounded rim (shell seats, tub backs).
 */
import { Mesh, type Vec3 } from './mesh';

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const mul = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const norm = (a: Vec3): Vec3 => mul(a, 1 / (Math.hypot(a[0], a[1], a[2]) || 1));

/**
 * Replaces the corners of a polyline by circular fillets of radius `radius` (clamped to
 * half the shorter neighbouring segment), so tubes bend like real bent steel.
 */
export function roundedPath(pts: Vec3[], radius: number, segs = 6, closed = false): Vec3[] {
  const n = pts.length;
  const out: Vec3[] = [];
  for (let i = 0; i < n; i++) {
    const p = pts[i]!;
    const isEnd = !closed && (i === 0 || i === n - 1);
    if (isEnd) {
      out.push(p);
      continue;
    }
    const a = pts[(i - 1 + n) % n]!,
      b = pts[(i + 1) % n]!;
    const da = sub(a, p),
      db = sub(b, p);
    const la = Math.hypot(...da),
      lb = Math.hypot(...db);
    const ua = mul(da, 1 / la),
      ub = mul(db, 1 / lb);
    const cosT = Math.max(-1, Math.min(1, dot(ua, ub)));
    const theta = Math.acos(cosT); // angle between the legs
    if (theta > Math.PI - 1e-3 || radius <= 0) {
      out.push(p);
      continue;
    }
    let tdist = radius / Math.tan(theta / 2);
    tdist = Math.min(tdist, la * 0.5, lb * 0.5);
    const r = tdist * Math.tan(theta / 2);
    const p0 = add(p, mul(ua, tdist)),
      p1 = add(p, mul(ub, tdist));
    const bis = norm(add(ua, ub));
    const c = add(p, mul(bis, r / Math.sin(theta / 2)));
    const v0 = sub(p0, c),
      v1 = sub(p1, c);
    const sweep = Math.PI - theta;
    const ax = norm(cross(v0, v1));
    for (let k = 0; k <= segs; k++) {
      const t = (k / segs) * sweep;
      // rotate v0 about ax by t (Rodrigues; v0 ⟂ ax)
      const v = add(mul(v0, Math.cos(t)), mul(cross(ax, v0), Math.sin(t)));
      out.push(add(c, v));
    }
  }
  return out;
}

/** Points on a circle in the XZ plane (closed loop without the duplicate end point). */
export function circlePath(r: number, y: number, n = 32, rz = r): Vec3[] {
  const pts: Vec3[] = [];
  for (let i = 0; i < n; i++) {
    const t = (i / n) * Math.PI * 2;
    pts.push([r * Math.cos(t), y, rz * Math.sin(t)]);
  }
  return pts;
}

/** Tube sweep settings: sides around, closed loop (rings, frames) and end caps. */
export interface TubeOptions {
  sides?: number;
  closed?: boolean;
  /** End caps for open tubes: flat discs, hemispheres, or none. */
  caps?: 'flat' | 'round' | 'none';
}

/** Sweeps a circle of `radius` along a path with parallel-transport frames; u runs along the path. */
export function tube(path: Vec3[], radius: number, opts: TubeOptions = {}): Mesh {
  const sides = opts.sides ?? 12;
  const closed = opts.closed ?? false;
  const n = path.length;
  const tangents: Vec3[] = path.map((p, i) => {
    const a = closed ? path[(i - 1 + n) % n]! : path[Math.max(0, i - 1)]!;
    const b = closed ? path[(i + 1) % n]! : path[Math.min(n - 1, i + 1)]!;
    return norm(sub(b, a));
  });
  const t0 = tangents[0]!;
  let nrm = norm(cross(t0, Math.abs(t0[1]) < 0.9 ? [0, 1, 0] : [1, 0, 0]));
  const m = new Mesh();
  const cols = sides + 1;
  const count = closed ? n + 1 : n;
  let arc = 0;
  for (let i = 0; i < count; i++) {
    const p = path[i % n]!;
    const t = tangents[i % n]!;
    if (i > 0) arc += Math.hypot(...sub(p, path[(i - 1) % n]!));
    nrm = norm(sub(nrm, mul(t, dot(nrm, t))));
    const bin = cross(t, nrm);
    for (let j = 0; j < cols; j++) {
      const a = (j / sides) * Math.PI * 2;
      const d = add(mul(nrm, Math.cos(a)), mul(bin, Math.sin(a)));
      m.vertex(
        p[0] + d[0] * radius,
        p[1] + d[1] * radius,
        p[2] + d[2] * radius,
        ...d,
        arc,
        a * radius,
      );
    }
  }
  for (let i = 0; i + 1 < count; i++) {
    for (let j = 0; j < sides; j++) {
      const v0 = i * cols + j;
      m.quad(v0, v0 + 1, v0 + cols + 1, v0 + cols);
    }
  }
  const caps = opts.caps ?? 'flat';
  if (!closed && caps !== 'none') {
    for (const end of [0, n - 1]) {
      const p = path[end]!;
      const dir = end === 0 ? mul(tangents[0]!, -1) : tangents[n - 1]!;
      const ringBase = end === 0 ? 0 : (n - 1) * cols;
      if (caps === 'flat') {
        const c = m.vertex(...p, ...dir, 0, 0);
        const ring: number[] = [];
        for (let j = 0; j < cols; j++) {
          const k = (ringBase + j) * 3;
          ring.push(
            m.vertex(m.p[k]!, m.p[k + 1]!, m.p[k + 2]!, ...dir, m.p[k]! - p[0], m.p[k + 2]! - p[2]),
          );
        }
        for (let j = 0; j < sides; j++) m.tri(c, ring[j]!, ring[j + 1]!);
      } else {
        let prev: number[] = [];
        for (let j = 0; j < cols; j++) prev.push(ringBase + j);
        const steps = 3;
        for (let s = 1; s <= steps; s++) {
          const ang = (s / steps) * (Math.PI / 2);
          const ring: number[] = [];
          for (let j = 0; j < cols; j++) {
            const k = (ringBase + j) * 3;
            const radial: Vec3 = [m.n[k]!, m.n[k + 1]!, m.n[k + 2]!];
            const d = add(mul(radial, Math.cos(ang)), mul(dir, Math.sin(ang)));
            const q = add(p, mul(d, radius));
            ring.push(m.vertex(...q, ...d, ang * radius, (j / sides) * Math.PI * 2 * radius));
          }
          for (let j = 0; j < sides; j++) m.quad(prev[j]!, prev[j + 1]!, ring[j + 1]!, ring[j]!);
          prev = ring;
        }
      }
    }
  }
  return m;
}

/** Straight round rod between two points (legs, stretchers, rails); r1 tapers the far end. */
export function rod(a: Vec3, b: Vec3, r0: number, r1 = r0, sides = 16): Mesh {
  const d = sub(b, a);
  const len = Math.hypot(...d);
  const m = new Mesh();
  const y = norm(d);
  const x = norm(cross(Math.abs(y[1]) < 0.9 ? [0, 1, 0] : [1, 0, 0], y));
  const z = cross(x, y);
  // build along +Y then map (columns x, y, z)
  const prof: Array<[number, number, boolean?]> = [
    [0, 0],
    [r0, 0, true],
    [r1, len, true],
    [0, len],
  ];
  const slope = (r0 - r1) / len;
  for (let i = 0; i + 1 < prof.length; i++) {
    const [ra, ya] = prof[i]!;
    const [rb, yb] = prof[i + 1]!;
    const side = i === 1;
    const base = m.vertexCount;
    for (let j = 0; j <= sides; j++) {
      const t = (j / sides) * Math.PI * 2;
      const c = Math.cos(t),
        s = Math.sin(t);
      const nn: Vec3 = side ? norm([c, slope, s]) : [0, i === 0 ? -1 : 1, 0];
      const u = t * Math.max(ra, rb);
      m.vertex(ra * c, ya, ra * s, ...nn, side ? ya : ra * c, side ? u : ra * s);
      m.vertex(rb * c, yb, rb * s, ...nn, side ? yb : rb * c, side ? u : rb * s);
    }
    for (let j = 0; j < sides; j++) {
      const v = base + j * 2;
      m.quad(v, v + 2, v + 3, v + 1);
    }
  }
  return m.affine([x[0], y[0], z[0], x[1], y[1], z[1], x[2], y[2], z[2]], a);
}

/**
 * Thick curved sheet: `outline` is a closed convex loop in (s, t) parameter space, `map`
 * bends it into 3D. Both faces are offset by ±thickness/2 along the surface normal, and a
 * tube of that radius along the rim rounds the edge. The faces are meshed as rings around
 * `centre` (default: the outline's centroid); put it where the surface is flattest.
 */
export function thickSheet(
  outline: Array<[number, number]>,
  map: (s: number, t: number) => Vec3,
  thickness: number,
  rings = 6,
  centre?: [number, number],
): Mesh {
  let cs = 0,
    ct = 0;
  for (const [s, t] of outline) {
    cs += s / outline.length;
    ct += t / outline.length;
  }
  if (centre) [cs, ct] = centre;
  const normalAt = (s: number, t: number): Vec3 => {
    const e = 1e-4;
    const du = sub(map(s + e, t), map(s - e, t));
    const dv = sub(map(s, t + e), map(s, t - e));
    return norm(cross(du, dv));
  };
  const m = new Mesh();
  const n = outline.length;
  const cols = n + 1;
  for (const side of [1, -1]) {
    const base = m.vertexCount;
    for (let k = 0; k <= rings; k++) {
      const rho = Math.max(k / rings, 0.02);
      for (let j = 0; j < cols; j++) {
        const [bs, bt] = outline[j % n]!;
        const s = cs + (bs - cs) * rho,
          t = ct + (bt - ct) * rho;
        const p = map(s, t);
        const nn = normalAt(s, t);
        const q = add(p, mul(nn, (side * thickness) / 2));
        m.vertex(...q, ...mul(nn, side), s, t);
      }
    }
    for (let k = 0; k < rings; k++) {
      for (let j = 0; j < n; j++) {
        const v0 = base + k * cols + j;
        m.quad(v0, v0 + 1, v0 + cols + 1, v0 + cols);
      }
    }
  }
  const rim = outline.map(([s, t]) => map(s, t));
  m.append(tube(rim, thickness / 2, { closed: true, sides: 8 }));
  return m;
}

/** Closed rounded-rectangle outline in parameter space (for `thickSheet`); sides split every `step`. */
export function roundedRectOutline(
  s0: number,
  t0: number,
  s1: number,
  t1: number,
  r: number,
  perCorner = 6,
  step = 0.04,
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const corners: Array<[number, number, number]> = [
    [s1 - r, t1 - r, 0],
    [s0 + r, t1 - r, 0.5],
    [s0 + r, t0 + r, 1],
    [s1 - r, t0 + r, 1.5],
  ];
  corners.forEach(([cs, ct, a0], i) => {
    for (let k = 0; k <= perCorner; k++) {
      const a = (a0 + (k / perCorner) * 0.5) * Math.PI;
      out.push([cs + r * Math.cos(a), ct + r * Math.sin(a)]);
    }
    // straight side to the next corner
    const [ns, nt, na] = corners[(i + 1) % 4]!;
    const [ps, pt] = out[out.length - 1]!;
    const es = ns + r * Math.cos(na * Math.PI),
      et = nt + r * Math.sin(na * Math.PI);
    const n = Math.ceil(Math.hypot(es - ps, et - pt) / step);
    for (let k = 1; k < n; k++) out.push([ps + ((es - ps) * k) / n, pt + ((et - pt) * k) / n]);
  });
  return out;
}

/**
 * Arc-length sampler for a polyline in the YZ plane (side profiles of shells). Returns the
 * point and the normal (−tz, ty); normals are blended between vertices so offsets along them
 * stay smooth — a kinked normal would make finite-difference surface normals flip.
 */
export function yzCurve(pts: Vec3[]): {
  length: number;
  at: (s: number) => [number, number, number, number];
} {
  const lens = [0];
  const segN: Array<[number, number]> = [];
  for (let i = 1; i < pts.length; i++) {
    const dy = pts[i]![1] - pts[i - 1]![1],
      dz = pts[i]![2] - pts[i - 1]![2];
    const l = Math.hypot(dy, dz);
    lens.push(lens[i - 1]! + l);
    segN.push(l > 0 ? [-dz / l, dy / l] : [0, 0]);
  }
  const vertN = pts.map((_, i) => {
    const a = segN[Math.max(0, i - 1)]!,
      b = segN[Math.min(segN.length - 1, i)]!;
    const y = a[0] + b[0],
      z = a[1] + b[1];
    const l = Math.hypot(y, z) || 1;
    return [y / l, z / l] as const;
  });
  const length = lens[lens.length - 1]!;
  const at = (s: number): [number, number, number, number] => {
    s = Math.max(0, Math.min(length, s));
    let i = 1;
    while (i < lens.length - 1 && lens[i]! < s) i++;
    const t = (s - lens[i - 1]!) / (lens[i]! - lens[i - 1]! || 1);
    const p = pts[i - 1]!,
      q = pts[i]!;
    const na = vertN[i - 1]!,
      nb = vertN[i]!;
    return [
      p[1] + (q[1] - p[1]) * t,
      p[2] + (q[2] - p[2]) * t,
      na[0] + (nb[0] - na[0]) * t,
      na[1] + (nb[1] - na[1]) * t,
    ];
  };
  return { length, at };
}
