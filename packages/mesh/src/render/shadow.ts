/**
 * Soft ground shadow: height maps of the model seen from straight above and along a steep
 * key-light direction become a tight contact term (parts touching the floor), a broad
 * ambient-occlusion term and a soft cast shadow, all blurred into a small grid that the
 * shader looks up for background pixels.
 */

/** Shadow grid over the ground plane y = groundY: value 1 = unshadowed. */
export interface GroundShadow {
  x0: number;
  z0: number;
  cell: number;
  nx: number;
  nz: number;
  groundY: number;
  data: Float32Array;
}

function boxBlur(src: Float32Array, nx: number, nz: number, r: number, tmp: Float32Array): void {
  if (r < 1) return;
  const k = 1 / (2 * r + 1);
  for (let z = 0; z < nz; z++) {
    const row = z * nx;
    let acc = 0;
    for (let x = -r; x <= r; x++) acc += src[row + Math.min(nx - 1, Math.max(0, x))]!;
    for (let x = 0; x < nx; x++) {
      tmp[row + x] = acc * k;
      acc += src[row + Math.min(nx - 1, x + r + 1)]! - src[row + Math.max(0, x - r)]!;
    }
  }
  for (let x = 0; x < nx; x++) {
    let acc = 0;
    for (let z = -r; z <= r; z++) acc += tmp[Math.min(nz - 1, Math.max(0, z)) * nx + x]!;
    for (let z = 0; z < nz; z++) {
      src[z * nx + x] = acc * k;
      acc += tmp[Math.min(nz - 1, z + r + 1) * nx + x]! - tmp[Math.max(0, z - r) * nx + x]!;
    }
  }
}

interface Grid {
  x0: number;
  z0: number;
  cell: number;
  nx: number;
  nz: number;
  groundY: number;
}

/**
 * Minimum height above ground per cell of every triangle, each point shifted on the ground by
 * height × (sx, sz) (0, 0 = straight down). Vertices are splatted too so thin parts register.
 */
function heightMap(
  pos: Float32Array,
  idx: Uint32Array,
  g: Grid,
  sx: number,
  sz: number,
): Float32Array {
  const { x0, z0, cell, nx, nz, groundY } = g;
  const hmap = new Float32Array(nx * nz).fill(Infinity);
  const px = new Float64Array(3),
    pz = new Float64Array(3),
    ph = new Float64Array(3);
  for (let t = 0; t < idx.length; t += 3) {
    for (let k = 0; k < 3; k++) {
      const v = idx[t + k]! * 3;
      const hgt = pos[v + 1]! - groundY;
      px[k] = (pos[v]! + hgt * sx - x0) / cell;
      pz[k] = (pos[v + 2]! + hgt * sz - z0) / cell;
      ph[k] = hgt;
      const gx = Math.floor(px[k]!),
        gz = Math.floor(pz[k]!);
      if (gx >= 0 && gz >= 0 && gx < nx && gz < nz && hgt < hmap[gz * nx + gx]!)
        hmap[gz * nx + gx] = hgt;
    }
    const ax = px[0]!,
      az = pz[0]!,
      bx = px[1]!,
      bz = pz[1]!,
      cx = px[2]!,
      cz = pz[2]!;
    const area = (bx - ax) * (cz - az) - (cx - ax) * (bz - az);
    if (Math.abs(area) < 1e-9) continue;
    const gx0 = Math.max(0, Math.floor(Math.min(ax, bx, cx)));
    const gx1 = Math.min(nx - 1, Math.ceil(Math.max(ax, bx, cx)));
    const gz0 = Math.max(0, Math.floor(Math.min(az, bz, cz)));
    const gz1 = Math.min(nz - 1, Math.ceil(Math.max(az, bz, cz)));
    const inv = 1 / area;
    for (let gz = gz0; gz <= gz1; gz++) {
      const qz = gz + 0.5;
      for (let gx = gx0; gx <= gx1; gx++) {
        const qx = gx + 0.5;
        const w0 = ((bx - qx) * (cz - qz) - (cx - qx) * (bz - qz)) * inv;
        const w1 = ((cx - qx) * (az - qz) - (ax - qx) * (cz - qz)) * inv;
        const w2 = 1 - w0 - w1;
        if (w0 < 0 || w1 < 0 || w2 < 0) continue;
        const hgt = w0 * ph[0]! + w1 * ph[1]! + w2 * ph[2]!;
        const i = gz * nx + gx;
        if (hgt < hmap[i]!) hmap[i] = hgt;
      }
    }
  }
  return hmap;
}

/**
 * Builds the shadow grid for world-space triangles with model bounds `b`. `light` is the
 * horizontal ground offset per metre of height for the cast shadow (from a steep key light).
 */
export function groundShadow(
  pos: Float32Array,
  idx: Uint32Array,
  b: number[],
  light: [number, number] = [0, 0],
  res = 80,
): GroundShadow {
  const sx = b[3]! - b[0]!,
    sy = b[4]! - b[1]!,
    sz = b[5]! - b[2]!;
  const S = Math.max(sx, sz, sy * 0.5, 1e-6);
  const pad = 0.3 * S + sy * Math.hypot(light[0], light[1]);
  const x0 = b[0]! - pad,
    z0 = b[2]! - pad;
  const cell = Math.max(sx + 2 * pad, sz + 2 * pad) / res;
  const nx = Math.ceil((sx + 2 * pad) / cell) + 1,
    nz = Math.ceil((sz + 2 * pad) / cell) + 1;
  const g: Grid = { x0, z0, cell, nx, nz, groundY: b[1]! };
  const down = heightMap(pos, idx, g, 0, 0);
  const cast = heightMap(pos, idx, g, light[0], light[1]);
  // cast shadow in three height bands: the higher the occluder, the softer its shadow
  const contact = new Float32Array(nx * nz);
  const broad = new Float32Array(nx * nz);
  const bands = [new Float32Array(nx * nz), new Float32Array(nx * nz), new Float32Array(nx * nz)];
  const reach = Math.max(sy, S * 0.25);
  for (let i = 0; i < down.length; i++) {
    const hd = down[i]!,
      hc = cast[i]!;
    if (hd !== Infinity) {
      contact[i] = Math.max(0, 1 - hd / (0.05 * reach));
      broad[i] = 1 - (0.5 * hd) / reach;
    }
    if (hc !== Infinity) {
      const t = hc / reach;
      bands[t < 0.25 ? 0 : t < 0.6 ? 1 : 2]![i] = 1 - 0.4 * t;
    }
  }
  const tmp = new Float32Array(nx * nz);
  const radius = (k: number, min: number) => Math.max(min, Math.round((k * S) / cell));
  const blurs: Array<[Float32Array, number]> = [
    [contact, radius(0.012, 1)],
    [broad, radius(0.07, 2)],
    [bands[0]!, radius(0.025, 1)],
    [bands[1]!, radius(0.06, 2)],
    [bands[2]!, radius(0.12, 3)],
  ];
  for (let p = 0; p < 3; p++) for (const [m, r] of blurs) boxBlur(m, nx, nz, r, tmp);
  const data = new Float32Array(nx * nz);
  for (let i = 0; i < data.length; i++) {
    const key = bands[0]![i]! + bands[1]![i]! + bands[2]![i]!;
    data[i] = Math.max(0.15, 1 - 0.5 * contact[i]! - 0.3 * broad[i]! - 0.22 * Math.min(1, key));
  }
  return { ...g, data };
}
