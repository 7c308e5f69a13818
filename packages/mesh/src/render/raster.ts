/**
 * Visibility-buffer rasteriser: writes only nearest depth and triangle id per sample, so
 * shading runs once per visible pixel. Barycentrics are later recovered per pixel from
 * per-triangle ray coefficients, which stay valid even for near-clipped triangles.
 */
import type { Camera } from './camera';
import { frontToBack, pooled } from './buffers';

/** Sample buffers at raster resolution (ids are -1 where nothing was drawn). */
export interface Raster {
  w: number;
  h: number;
  depth: Float32Array;
  id: Int32Array;
  /** two nearest blended surfaces in front of the opaque one (null if none are blended) */
  t1: Int32Array | null;
  t2: Int32Array | null;
  /** per triangle: a_i(X, Y) = A_i X + B_i Y + C_i for i = 0..2 (9 numbers) */
  coef: Float64Array;
  /** per triangle projected area in raster pixels (0 if culled) */
  area: Float32Array;
  /** raster-space box around everything drawn: minX, minY, maxX, maxY */
  bbox: [number, number, number, number];
}

interface Bufs {
  w: number;
  h: number;
  /** union of drawn triangle boxes */
  bx0: number;
  by0: number;
  bx1: number;
  by1: number;
  depth: Float32Array;
  id: Int32Array;
  t1d: Float32Array | null;
  t2d: Float32Array | null;
  t1: Int32Array | null;
  t2: Int32Array | null;
}

function rasterTri(
  B: Bufs,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  zx: number,
  zy: number,
  z0: number,
  tri: number,
  blended: boolean,
): number {
  let area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
  if (!(area !== 0)) return 0;
  if (area < 0) {
    let t = x1;
    x1 = x2;
    x2 = t;
    t = y1;
    y1 = y2;
    y2 = t;
    area = -area;
  }
  const W = B.w,
    H = B.h;
  // edge k: A x + B y + C >= 0 inside (antisymmetric form: shared edges never leave gaps)
  const a0 = y1 - y2,
    b0 = x2 - x1,
    c0 = x1 * y2 - x2 * y1;
  const a1 = y2 - y0,
    b1 = x0 - x2,
    c1 = x2 * y0 - x0 * y2;
  const a2 = y0 - y1,
    b2 = x1 - x0,
    c2 = x0 * y1 - x1 * y0;
  // reciprocals keep the per-row bounds antisymmetric between neighbours (1/-a = -(1/a))
  const i0 = a0 !== 0 ? 1 / a0 : 0,
    i1 = a1 !== 0 ? 1 / a1 : 0,
    i2 = a2 !== 0 ? 1 / a2 : 0;
  const minY = Math.max(0, Math.ceil(Math.min(y0, y1, y2) - 0.5));
  const maxY = Math.min(H - 1, Math.floor(Math.max(y0, y1, y2) - 0.5));
  const minX = Math.max(0, Math.ceil(Math.min(x0, x1, x2) - 0.5));
  const maxX = Math.min(W - 1, Math.floor(Math.max(x0, x1, x2) - 0.5));
  if (minX > maxX || minY > maxY) return area / 2;
  if (minX < B.bx0) B.bx0 = minX;
  if (maxX > B.bx1) B.bx1 = maxX;
  if (minY < B.by0) B.by0 = minY;
  if (maxY > B.by1) B.by1 = maxY;
  const depth = B.depth,
    id = B.id;
  for (let py = minY; py <= maxY; py++) {
    const Y = py + 0.5;
    let xl = minX,
      xr = maxX;
    let r = b0 * Y + c0;
    if (a0 > 0) xl = Math.max(xl, Math.ceil(-r * i0 - 0.5));
    else if (a0 < 0) xr = Math.min(xr, Math.floor(-r * i0 - 0.5));
    else if (r < 0) continue;
    r = b1 * Y + c1;
    if (a1 > 0) xl = Math.max(xl, Math.ceil(-r * i1 - 0.5));
    else if (a1 < 0) xr = Math.min(xr, Math.floor(-r * i1 - 0.5));
    else if (r < 0) continue;
    r = b2 * Y + c2;
    if (a2 > 0) xl = Math.max(xl, Math.ceil(-r * i2 - 0.5));
    else if (a2 < 0) xr = Math.min(xr, Math.floor(-r * i2 - 0.5));
    else if (r < 0) continue;
    let z = zx * (xl + 0.5) + zy * Y + z0;
    let i = py * W + xl;
    if (!blended) {
      for (let x = xl; x <= xr; x++, i++, z += zx) {
        if (z > depth[i]!) {
          depth[i] = z;
          id[i] = tri;
        }
      }
    } else {
      const t1d = B.t1d!,
        t2d = B.t2d!,
        t1 = B.t1!,
        t2 = B.t2!;
      for (let x = xl; x <= xr; x++, i++, z += zx) {
        if (z <= depth[i]!) continue;
        if (z > t1d[i]!) {
          t2d[i] = t1d[i]!;
          t2[i] = t1[i]!;
          t1d[i] = z;
          t1[i] = tri;
        } else if (z > t2d[i]!) {
          t2d[i] = z;
          t2[i] = tri;
        }
      }
    }
  }
  return area / 2;
}

/**
 * Rasterises all triangles (view-space positions `vp`) into w × h samples; opaque ones
 * first, then blended ones into two transparency layers. Triangles are clipped at the near plane.
 */
export function rasterize(
  vp: Float32Array,
  idx: Uint32Array,
  blendTri: Uint8Array | null,
  cam: Camera,
  w: number,
  h: number,
): Raster {
  const n = idx.length / 3;
  const B: Bufs = {
    w,
    h,
    bx0: w,
    by0: h,
    bx1: -1,
    by1: -1,
    depth: pooled(0, w * h, Float32Array).fill(0),
    id: pooled(1, w * h, Int32Array).fill(-1),
    t1d: null,
    t2d: null,
    t1: null,
    t2: null,
  };
  if (blendTri) {
    B.t1d = new Float32Array(w * h);
    B.t2d = new Float32Array(w * h);
    B.t1 = new Int32Array(w * h).fill(-1);
    B.t2 = new Int32Array(w * h).fill(-1);
  }
  const coef = new Float64Array(n * 9);
  const area = new Float32Array(n);
  const { f, cx, cy, near } = cam;
  const px = new Float64Array(8),
    py = new Float64Array(8),
    pz = new Float64Array(8);
  const qx = new Float64Array(8),
    qy = new Float64Array(8),
    qz = new Float64Array(8);
  const order = frontToBack(vp, idx);
  for (let pass = 0; pass < (blendTri ? 2 : 1); pass++) {
    for (let oi = 0; oi < n; oi++) {
      const t = order[oi]!;
      const isBlend = blendTri ? blendTri[t] === 1 : false;
      if (isBlend !== (pass === 1)) continue;
      const i0 = idx[t * 3]! * 3,
        i1 = idx[t * 3 + 1]! * 3,
        i2 = idx[t * 3 + 2]! * 3;
      const ax = vp[i0]!,
        ay = vp[i0 + 1]!,
        az = vp[i0 + 2]!;
      const bx = vp[i1]!,
        by = vp[i1 + 1]!,
        bz = vp[i1 + 2]!;
      const ccx = vp[i2]!,
        ccy = vp[i2 + 1]!,
        ccz = vp[i2 + 2]!;
      // rows of M^-1 with M = [a b c] (columns): (b×c, c×a, a×b) / det
      const r0x = by * ccz - bz * ccy,
        r0y = bz * ccx - bx * ccz,
        r0z = bx * ccy - by * ccx;
      const r1x = ccy * az - ccz * ay,
        r1y = ccz * ax - ccx * az,
        r1z = ccx * ay - ccy * ax;
      const r2x = ay * bz - az * by,
        r2y = az * bx - ax * bz,
        r2z = ax * by - ay * bx;
      const det = ax * r0x + ay * r0y + az * r0z;
      const scale2 =
        (ax * ax + ay * ay + az * az) *
        (bx * bx + by * by + bz * bz) *
        (ccx * ccx + ccy * ccy + ccz * ccz);
      if (!(det * det > scale2 * 1e-24)) continue;
      const k = 1 / det,
        o = t * 9;
      const rows = [r0x, r0y, r0z, r1x, r1y, r1z, r2x, r2y, r2z];
      let zx = 0,
        zy = 0,
        z0 = 0;
      for (let j = 0; j < 3; j++) {
        const rx = rows[j * 3]! * k,
          ry = rows[j * 3 + 1]! * k,
          rz = rows[j * 3 + 2]! * k;
        const A = rx / f,
          Bc = -ry / f,
          C = (-rx * cx) / f + (ry * cy) / f - rz;
        coef[o + j * 3] = A;
        coef[o + j * 3 + 1] = Bc;
        coef[o + j * 3 + 2] = C;
        zx += A;
        zy += Bc;
        z0 += C;
      }
      // near clipping (depth = -z)
      let m = 0;
      px[0] = ax;
      py[0] = ay;
      pz[0] = az;
      px[1] = bx;
      py[1] = by;
      pz[1] = bz;
      px[2] = ccx;
      py[2] = ccy;
      pz[2] = ccz;
      for (let j = 0; j < 3; j++) {
        const jn = (j + 1) % 3;
        const d0 = -pz[j]! - near,
          d1 = -pz[jn]! - near;
        if (d0 >= 0) {
          qx[m] = px[j]!;
          qy[m] = py[j]!;
          qz[m] = pz[j]!;
          m++;
        }
        if (d0 >= 0 !== d1 >= 0) {
          const s = d0 / (d0 - d1);
          qx[m] = px[j]! + (px[jn]! - px[j]!) * s;
          qy[m] = py[j]! + (py[jn]! - py[j]!) * s;
          qz[m] = pz[j]! + (pz[jn]! - pz[j]!) * s;
          m++;
        }
      }
      if (m < 3) continue;
      for (let j = 0; j < m; j++) {
        const d = -qz[j]!;
        qx[j] = cx + (f * qx[j]!) / d;
        qy[j] = cy - (f * qy[j]!) / d;
      }
      let a = 0;
      for (let j = 1; j + 1 < m; j++) {
        a += rasterTri(
          B,
          qx[0]!,
          qy[0]!,
          qx[j]!,
          qy[j]!,
          qx[j + 1]!,
          qy[j + 1]!,
          zx,
          zy,
          z0,
          t,
          isBlend,
        );
      }
      area[t] = a;
    }
  }
  const bbox: [number, number, number, number] = [B.bx0, B.by0, B.bx1, B.by1];
  return { w, h, depth: B.depth, id: B.id, t1: B.t1, t2: B.t2, coef, area, bbox };
}
