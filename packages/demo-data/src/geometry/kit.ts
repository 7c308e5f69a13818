/**
 * Furniture-maker's kit shared by the kind builders: oriented boards, legs, cushions,
 * handles and thin-walled lamp shades.
 */
import { Mesh, type Vec3 } from './mesh';
import { box, lathe, type ProfilePoint } from './primitives';
import { rod, tube, roundedPath } from './sweep';

/**
 * Box whose long axis runs from `a` to `b` (slats, raked posts, ladder rails). `sx` is the
 * size along `across` (world X by default), `sz` the remaining thickness.
 */
export function boxBetween(
  a: Vec3,
  b: Vec3,
  sx: number,
  sz: number,
  r = 0.003,
  across: Vec3 = [1, 0, 0],
): Mesh {
  const d: Vec3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const len = Math.hypot(...d);
  const y: Vec3 = [d[0] / len, d[1] / len, d[2] / len];
  const k = across[0] * y[0] + across[1] * y[1] + across[2] * y[2];
  let x: Vec3 = [across[0] - y[0] * k, across[1] - y[1] * k, across[2] - y[2] * k];
  const xl = Math.hypot(...x);
  x = [x[0] / xl, x[1] / xl, x[2] / xl];
  const z: Vec3 = [x[1] * y[2] - x[2] * y[1], x[2] * y[0] - x[0] * y[2], x[0] * y[1] - x[1] * y[0]];
  return box(sx, len, sz, r, 1).affine(
    [x[0], y[0], z[0], x[1], y[1], z[1], x[2], y[2], z[2]],
    [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2],
  );
}

/** Square leg tapering from `top` (width at the top) to `bottom`, standing on y=0 at (x, z). */
export function taperedSquareLeg(
  x: number,
  z: number,
  h: number,
  top: number,
  bottom: number,
): Mesh {
  const m = box(top, h, top, Math.min(0.004, bottom / 4), 1);
  for (let k = 0; k < m.p.length; k += 3) {
    const t = (m.p[k + 1]! + h / 2) / h; // 0 at floor, 1 at top
    const s = (bottom + (top - bottom) * t) / top;
    m.p[k] = m.p[k]! * s;
    m.p[k + 2] = m.p[k + 2]! * s;
  }
  return m.translate(x, h / 2, z);
}

/** Round leg from the floor point to the underside point, tapering towards the floor. */
export function roundLeg(floor: Vec3, top: Vec3, rTop: number, rFloor = rTop * 0.65): Mesh {
  return rod(floor, top, rFloor, rTop, 14);
}

/** Four legs at the corners of a rectangle inset from (±hw, ±hd). `splay` pushes feet outwards. */
export function fourLegs(
  hw: number,
  hd: number,
  topY: number,
  style: 'round' | 'square' | 'metal',
  thick: number,
  splay = 0,
): Mesh {
  const m = new Mesh();
  for (const sx of [-1, 1]) {
    for (const sz of [-1, 1]) {
      const x = sx * hw,
        z = sz * hd;
      if (style === 'round')
        m.append(roundLeg([x + sx * splay, 0, z + sz * splay], [x, topY, z], thick / 2));
      else if (style === 'square') m.append(taperedSquareLeg(x, z, topY, thick, thick * 0.6));
      else m.append(box(thick, topY, thick, thick * 0.2, 1).translate(x, topY / 2, z));
    }
  }
  return m;
}

/** Soft cushion: a box with generously rounded edges. */
export function cushion(w: number, h: number, d: number, soft = 0.35): Mesh {
  return box(w, h, d, Math.min(h, w, d) * soft, 2);
}

/** Handle styles for doors and drawers. */
export type HandleStyle = 'bar' | 'knob' | 'tab' | 'vbar' | 'vtab';

/** A handle on a front at z = zFront, centred at (x, y). */
export function handle(style: HandleStyle, x: number, y: number, zFront: number, len = 0.12): Mesh {
  if (style === 'knob') {
    return lathe(
      [
        [0, 0],
        [0.008, 0, true],
        [0.006, 0.012],
        [0.014, 0.02],
        [0.016, 0.026],
        [0.012, 0.031],
        [0, 0.032],
      ],
      16,
    )
      .rotateX(Math.PI / 2)
      .translate(x, y, zFront);
  }
  if (style === 'tab') return box(len, 0.012, 0.025, 0.004, 1).translate(x, y, zFront + 0.0125);
  if (style === 'vtab') return box(0.012, len, 0.025, 0.004, 1).translate(x, y, zFront + 0.0125);
  const standoff = 0.028,
    r = 0.006;
  const vertical = style === 'vbar';
  const half = len / 2;
  const pts: Vec3[] = vertical
    ? [
        [x, y - half, zFront],
        [x, y - half, zFront + standoff],
        [x, y + half, zFront + standoff],
        [x, y + half, zFront],
      ]
    : [
        [x - half, y, zFront],
        [x - half, y, zFront + standoff],
        [x + half, y, zFront + standoff],
        [x + half, y, zFront],
      ];
  return tube(roundedPath(pts, 0.012, 4), r, { sides: 10 });
}

/**
 * Thin-walled shell of revolution (lamp shades): `outer` runs from one rim to the other,
 * the wall is offset inwards by `t`, and both rims are closed by flat lips.
 */
export function shellLathe(outer: Array<[number, number]>, t: number, segments = 40): Mesh {
  const n = outer.length;
  const inner: Array<[number, number]> = outer.map(([r, y], i) => {
    const a = outer[Math.max(0, i - 1)]!,
      b = outer[Math.min(n - 1, i + 1)]!;
    const dr = b[0] - a[0],
      dy = b[1] - a[1];
    const len = Math.hypot(dr, dy) || 1;
    // outward normal is (dy, -dr); move against it
    return [Math.max(0, r - (dy / len) * t), y + (dr / len) * t];
  });
  const prof: ProfilePoint[] = [];
  outer.forEach(([r, y], i) => prof.push([r, y, i === 0 || i === n - 1]));
  for (let i = n - 1; i >= 0; i--) prof.push([inner[i]![0], inner[i]![1], i === 0 || i === n - 1]);
  prof.push([outer[0]![0], outer[0]![1]]);
  return lathe(prof, segments);
}

/** Small emissive bulb (sphere on a short neck) hanging down from y. */
export function bulb(x: number, y: number, z: number, r = 0.03, down = true): Mesh {
  const prof: ProfilePoint[] = [];
  for (let i = 0; i <= 8; i++) {
    const a = -Math.PI / 2 + (i / 8) * Math.PI;
    prof.push([i === 0 || i === 8 ? 0 : r * Math.cos(a), r + r * Math.sin(a)]);
  }
  const m = lathe(prof, 16);
  if (down) m.scale(1, -1, 1);
  return m.translate(x, y, z);
}
