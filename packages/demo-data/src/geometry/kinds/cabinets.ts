/**
 * Case furniture: two-door cabinet, chest of drawers, glass display cabinet; mid-century
 * and media sideboards, fluted sideboard; hinged, drawer-base and sliding wardrobes.
 */
import { boxAt } from '../primitives';
import { fourLegs, type HandleStyle } from '../kit';
import { BOARD, carcass, door, drawer, type DoorStyle } from '../casework';
import { Model, type Ctx } from '../parts';

type Base = 'legs' | 'plinth' | 'metal';

/** How far each handle style stands out of the front, so fronts + handles fill the depth. */
const PROTRUDE: Record<HandleStyle | 'none', number> = {
  bar: 0.034,
  vbar: 0.034,
  knob: 0.032,
  tab: 0.025,
  vtab: 0.025,
  none: 0,
};

/** z of the fronts' back face for depth d when handles of style hs stick out. */
const frontZ = (d: number, hs: HandleStyle | 'none') => d / 2 - PROTRUDE[hs] - BOARD;

/** Carcass from z = -d/2 to the front plane z1 on a base; returns the y of the carcass bottom. */
function body(
  m: Model,
  w: number,
  h: number,
  d: number,
  z1: number,
  base: Base,
  baseH: number,
): number {
  const z0 = -d / 2;
  carcass(m, -w / 2, w / 2, baseH, h, z0, z1);
  if (base === 'plinth') {
    m.add(
      'base',
      'frame',
      boxAt(-w / 2 + 0.02, 0, z0 + 0.02, w / 2 - 0.02, baseH, z1 - 0.03, 0.002),
    );
  } else if (base === 'legs') {
    const cz = (z0 + z1) / 2,
      hd = (z1 - z0) / 2 - 0.06;
    const legs = fourLegs(w / 2 - 0.06, hd, baseH + 0.005, 'round', 0.04, 0.015);
    m.add('base', 'legs', legs.translate(0, 0, cz));
  } else {
    const t = 0.02;
    for (const sx of [-1, 1]) {
      const x = sx * (w / 2 - 0.05);
      m.add(
        'base',
        'metal',
        boxAt(x - t / 2, 0, z0 + 0.04, x + t / 2, baseH + 0.005, z0 + 0.04 + t, 0.003),
      );
      m.add(
        'base',
        'metal',
        boxAt(x - t / 2, 0, z1 - 0.04 - t, x + t / 2, baseH + 0.005, z1 - 0.04, 0.003),
      );
      m.add('base', 'metal', boxAt(x - t / 2, 0, z0 + 0.04, x + t / 2, t, z1 - 0.04, 0.003));
    }
  }
  return baseH;
}

/** A row of doors across [x0, x1], handles meeting in the middle of each pair. */
function doorRow(
  m: Model,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z: number,
  n: number,
  style: DoorStyle,
  hs: HandleStyle | 'none',
  hy?: number,
): void {
  const dw = (x1 - x0) / n;
  for (let i = 0; i < n; i++) {
    const hinge: -1 | 1 = n === 1 ? -1 : i % 2 === 0 ? -1 : 1;
    door(m, x0 + i * dw, x0 + (i + 1) * dw, y0, y1, z, style, hs, hinge, hy);
  }
}

/** Two-door cabinet on splayed legs. */
export function doorCabinet({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const hs = rng.pick(['bar', 'knob'] as const);
  const z = frontZ(d, hs);
  const y0 = body(m, w, h, d, z, 'legs', 0.18);
  const style = rng.pick(['flat', 'shaker'] as const);
  doorRow(m, -w / 2, w / 2, y0, h, z, w > 0.5 ? 2 : 1, style, hs);
  return m;
}

/** Chest of drawers on a plinth, drawers getting taller towards the floor. */
export function chestOfDrawers({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const base = rng.next() < 0.5 ? 'plinth' : 'legs';
  const hs = rng.pick(['knob', 'bar', 'tab'] as const);
  const z = frontZ(d, hs);
  const y0 = body(m, w, h, d, z, base, 0.1);
  const n = Math.max(3, Math.min(6, Math.round((h - y0) / 0.2)));
  const weights = Array.from({ length: n }, (_, i) => 1 + (n - 1 - i) * 0.08);
  const total = weights.reduce((a, b) => a + b, 0);
  let y = y0;
  for (let i = 0; i < n; i++) {
    const dh = ((h - y0) * weights[i]!) / total;
    drawer(m, -w / 2, w / 2, y, y + dh, z, hs);
    y += dh;
  }
  return m;
}

/** Glass display cabinet: framed glass doors showing shelves inside. */
export function displayCabinet({ w, h, d }: Ctx): Model {
  const m = new Model();
  const z = frontZ(d, 'knob');
  const y0 = body(m, w, h, d, z, 'legs', 0.15);
  const n = 3;
  for (let i = 1; i <= n; i++) {
    const y = y0 + ((h - y0) * i) / (n + 1);
    const shelf = boxAt(
      -w / 2 + BOARD,
      y - BOARD,
      -d / 2 + 0.01,
      w / 2 - BOARD,
      y,
      z - 0.01,
      0.002,
    );
    m.add('shelves', 'frame', shelf);
  }
  doorRow(m, -w / 2, w / 2, y0, h, z, w > 0.55 ? 2 : 1, 'glass', 'knob');
  return m;
}

/** Mid-century sideboard on tapered legs: doors either side, drawers in the middle. */
export function midCenturySideboard({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const hs = rng.pick(['bar', 'tab'] as const);
  const z = frontZ(d, hs);
  const y0 = body(m, w, h, d, z, 'legs', 0.2);
  const cw = w / 4;
  doorRow(m, -w / 2, -w / 2 + cw, y0, h, z, 1, 'flat', hs);
  doorRow(m, w / 2 - cw, w / 2, y0, h, z, 1, 'flat', hs);
  for (const sx of [-1, 1]) {
    const x0 = sx < 0 ? -w / 2 + cw : w / 2 - cw - 0.003;
    m.add('carcass', 'frame', boxAt(x0, y0, -d / 2 + 0.01, x0 + 0.003, h, z, 0.0005));
  }
  const rows = 3;
  for (let i = 0; i < rows; i++) {
    const ya = y0 + ((h - y0) * i) / rows,
      yb = y0 + ((h - y0) * (i + 1)) / rows;
    drawer(m, -w / 2 + cw, w / 2 - cw, ya, yb, z, hs);
  }
  return m;
}

/** Low media sideboard: drawers and an open compartment, on a steel frame. */
export function mediaSideboard({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const hs = rng.pick(['tab', 'none'] as const);
  const z = frontZ(d, hs);
  const y0 = body(m, w, h, d, z, 'metal', 0.14);
  const third = w / 3,
    mid = (y0 + h) / 2;
  drawer(m, -w / 2, -w / 2 + third, mid, h, z, hs);
  drawer(m, -w / 2, -w / 2 + third, y0, mid, z, hs);
  m.add(
    'carcass',
    'frame',
    boxAt(-w / 2 + third - BOARD, y0, -d / 2 + 0.01, -w / 2 + third, h, z, 0.002),
  );
  const shelf = boxAt(
    -w / 2 + third,
    mid - BOARD / 2,
    -d / 2 + 0.01,
    w / 2 - third,
    mid + BOARD / 2,
    z - 0.01,
    0.002,
  );
  m.add('carcass', 'frame', shelf);
  doorRow(m, w / 2 - third, w / 2, y0, h, z, 1, 'flat', hs, h - 0.05);
  return m;
}

/** Sideboard with fluted (slatted) doors on a recessed plinth. */
export function flutedSideboard({ w, h, d }: Ctx): Model {
  const m = new Model();
  const z = frontZ(d, 'none');
  const y0 = body(m, w, h, d, z, 'plinth', 0.08);
  const n = Math.max(2, Math.round(w / 0.5));
  doorRow(m, -w / 2, w / 2, y0, h, z, n, 'slats', 'none');
  return m;
}

/** Two- or three-door wardrobe with long bar handles, plinth and a top cornice. */
export function hingedWardrobe({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const z = frontZ(d, 'bar');
  const y0 = body(m, w, h - 0.03, d, z, 'plinth', 0.08);
  m.add('carcass', 'frame', boxAt(-w / 2, h - 0.03, -d / 2, w / 2, h, z + BOARD + 0.01, 0.004));
  const n = Math.max(2, Math.round(w / 0.5));
  const style = rng.pick(['flat', 'shaker'] as const);
  doorRow(m, -w / 2, w / 2, y0, h - 0.03, z, n, style, 'bar', (h - 0.03 + y0) * 0.52);
  return m;
}

/** Wardrobe with framed doors above and a row of drawers below, on legs. */
export function drawerWardrobe({ w, h, d }: Ctx): Model {
  const m = new Model();
  const z = frontZ(d, 'knob');
  const y0 = body(m, w, h, d, z, 'legs', 0.12);
  const split = y0 + 0.45;
  const n = Math.max(2, Math.round(w / 0.5));
  doorRow(m, -w / 2, w / 2, split, h, z, n, 'shaker', 'knob', split + (h - split) * 0.45);
  drawer(m, -w / 2, w / 2, y0 + 0.225, split, z, 'knob');
  drawer(m, -w / 2, w / 2, y0, y0 + 0.225, z, 'knob');
  return m;
}

/** Sliding-door wardrobe: two overlapping doors on tracks, one with a mirror panel. */
export function slidingWardrobe({ w, h, d }: Ctx): Model {
  const m = new Model();
  // doors run in two tracks in front of the carcass; the front door's bar handle sticks out
  const zb = d / 2 - PROTRUDE.bar - 0.046;
  const y0 = body(m, w, h, d, zb, 'plinth', 0.06);
  m.add('tracks', 'metal', boxAt(-w / 2, h - 0.04, zb, w / 2, h, zb + 0.046, 0.003));
  m.add('tracks', 'metal', boxAt(-w / 2, y0 - 0.005, zb, w / 2, y0 + 0.015, zb + 0.046, 0.003));
  const dw = w / 2 + 0.03;
  door(m, -w / 2, -w / 2 + dw, y0 + 0.015, h - 0.04, zb + 0.026, 'flat', 'bar', 1);
  door(m, w / 2 - dw, w / 2, y0 + 0.015, h - 0.04, zb + 0.004, 'mirror', 'none', 1);
  return m;
}
