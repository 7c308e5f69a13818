/**
 * Product-shot camera: a fixed three-quarter view direction, then focal length and image
 * centre fitted to the projected model so any size or position is framed the same way.
 */

export type Vec3 = [number, number, number];

/** Perspective camera; view space is right-handed with the camera looking down -Z. */
export interface Camera {
  right: Vec3;
  up: Vec3;
  back: Vec3;
  eye: Vec3;
  /** focal length in pixels, principal point in pixels (raster resolution) */
  f: number;
  cx: number;
  cy: number;
  near: number;
}

/** View direction (degrees; azimuth from the front towards +X) and free margin per side. */
export interface FrameOptions {
  azimuthDeg?: number;
  elevationDeg?: number;
  /** fraction of the image kept free on each side */
  margin?: number;
}

/** Bounds of a position array as [minX, minY, minZ, maxX, maxY, maxZ]. */
export function boundsOf(pos: Float32Array): number[] {
  const b = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
  for (let i = 0; i < pos.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const v = pos[i + k]!;
      if (v < b[k]!) b[k] = v;
      if (v > b[k + 3]!) b[k + 3] = v;
    }
  }
  return b;
}

/** Places a camera at azimuth/elevation around the model and fits it into w × h pixels. */
export function frameCamera(
  pos: Float32Array,
  w: number,
  h: number,
  opts: FrameOptions = {},
): Camera {
  const az = ((opts.azimuthDeg ?? 35) * Math.PI) / 180;
  const el = ((opts.elevationDeg ?? 20) * Math.PI) / 180;
  const margin = opts.margin ?? 0.08;
  const b = boundsOf(pos);
  if (!Number.isFinite(b[0]!)) b.splice(0, 6, -0.5, 0, -0.5, 0.5, 1, 0.5);
  const c: Vec3 = [(b[0]! + b[3]!) / 2, (b[1]! + b[4]!) / 2, (b[2]! + b[5]!) / 2];
  const radius = Math.max(1e-6, Math.hypot(b[3]! - b[0]!, b[4]! - b[1]!, b[5]! - b[2]!) / 2);
  const back: Vec3 = [Math.sin(az) * Math.cos(el), Math.sin(el), Math.cos(az) * Math.cos(el)];
  const right: Vec3 = [Math.cos(az), 0, -Math.sin(az)];
  const up: Vec3 = [
    back[1] * right[2] - back[2] * right[1],
    back[2] * right[0] - back[0] * right[2],
    back[0] * right[1] - back[1] * right[0],
  ];
  const dist = radius / Math.sin((15 * Math.PI) / 180);
  const eye: Vec3 = [c[0] + back[0] * dist, c[1] + back[1] * dist, c[2] + back[2] * dist];
  const near = dist * 0.01;
  let a0 = Infinity,
    a1 = -Infinity,
    b0 = Infinity,
    b1 = -Infinity;
  for (let i = 0; i < pos.length; i += 3) {
    const dx = pos[i]! - eye[0],
      dy = pos[i + 1]! - eye[1],
      dz = pos[i + 2]! - eye[2];
    const z = -(dx * back[0] + dy * back[1] + dz * back[2]);
    if (z < near) continue;
    const x = (dx * right[0] + dy * right[1] + dz * right[2]) / z;
    const y = (dx * up[0] + dy * up[1] + dz * up[2]) / z;
    if (x < a0) a0 = x;
    if (x > a1) a1 = x;
    if (y < b0) b0 = y;
    if (y > b1) b1 = y;
  }
  if (!Number.isFinite(a0)) {
    a0 = b0 = -0.1;
    a1 = b1 = 0.1;
  }
  const f = Math.min(
    (w * (1 - 2 * margin)) / Math.max(a1 - a0, 1e-9),
    (h * (1 - 2 * margin)) / Math.max(b1 - b0, 1e-9),
  );
  return {
    right,
    up,
    back,
    eye,
    f,
    cx: w / 2 - (f * (a0 + a1)) / 2,
    cy: h / 2 + (f * (b0 + b1)) / 2,
    near,
  };
}

/** Transforms world positions and normals into view space. */
export function toView(
  cam: Camera,
  pos: Float32Array,
  nrm: Float32Array,
): { vp: Float32Array; vn: Float32Array } {
  const vp = new Float32Array(pos.length);
  const vn = new Float32Array(nrm.length);
  const { right: r, up: u, back: k, eye: e } = cam;
  for (let i = 0; i < pos.length; i += 3) {
    const x = pos[i]! - e[0],
      y = pos[i + 1]! - e[1],
      z = pos[i + 2]! - e[2];
    vp[i] = x * r[0] + y * r[1] + z * r[2];
    vp[i + 1] = x * u[0] + y * u[1] + z * u[2];
    vp[i + 2] = x * k[0] + y * k[1] + z * k[2];
    const nx = nrm[i]!,
      ny = nrm[i + 1]!,
      nz = nrm[i + 2]!;
    vn[i] = nx * r[0] + ny * r[1] + nz * r[2];
    vn[i + 1] = nx * u[0] + ny * u[1] + nz * u[2];
    vn[i + 2] = nx * k[0] + ny * k[1] + nz * k[2];
  }
  return { vp, vn };
}
