/**
 * Case furniture: two-door cabinet, chest of drawers, glass display cabinet; mid-century
 * and media sideboards, fluted sideboard; hinged, drawer-base and sliding wardrobes.
 */
import { boxAt } from '../primitives';
import { fourLegs, type HandleStyle } from '../kit';
import { BOARD, carcass, door, drawer, type DoorStyle } from '../casework';
import { Model, type Ctx } from '../parts';

type Base = 'legs' | 'plinth' | 'metal';

/** Carcass on a base; returns the y of the carcass bottom. */
function body(m: Model, w: number, h: number, d: number, base: Base, baseH: number): number {
  carcass(m, -w / 2, w / 2, baseH, h, -d / 2, d / 2 - BOARD);
  if (base === 'plinth') {
    m.add(
      'base',
      'frame',
      boxAt(-w / 2 + 0.02, 0, -d / 2 + 0.02, w / 2 - 0.02, baseH, d / 2 - 0.05, 0.002),
    );
  } else if (base === 'legs') {
    m.add(
      'base',
      'legs',
      fourLegs(w / 2 - 0.06, d / 2 - 0.07, baseH + 0.005, 'round', 0.04, 0.015),
    );
  } else {
    const t = 0.02;
    for (const sx of [-1, 1]) {
      const x = sx * (w / 2 - 0.05);
      m.add(
        'base',
        'metal',
        boxAt(x - t / 2, 0, -d / 2 + 0.04, x + t / 2, baseH + 0.005, -d / 2 + 0.04 + t, 0.003),
      );
      m.add(
        'base',
        'metal',
        boxAt(x - t / 2, 0, d / 2 - 0.06 - t, x + t / 2, baseH + 0.005, d / 2 - 0.06, 0.003),
      );
      m.add('base', 'metal', boxAt(x - t / 2, 0, -d / 2 + 0.04, x + t / 2, t, d / 2 - 0.06, 0.003));
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
  const y0 = body(m, w, h, d, 'legs', 0.18);
  const style = rng.pick(['flat', 'shaker'] as const);
  doorRow(
    m,
    -w / 2,
    w / 2,
    y0,
    h,
    d / 2 - BOARD,
    w > 0.5 ? 2 : 1,
    style,
    rng.pick(['bar', 'knob'] as const),
  );
  return m;
}

/** Chest of drawers on a plinth, drawers getting taller towards the floor. */
export function chestOfDrawers({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const y0 = body(m, w, h, d, rng.next() < 0.5 ? 'plinth' : 'legs', 0.1);
  const n = Math.max(3, Math.min(6, Math.round((h - y0) / 0.2)));
  const hs = rng.pick(['knob', 'bar', 'tab'] as const);
  const weights = Array.from({ length: n }, (_, i) => 1 + (n - 1 - i) * 0.08);
  const total = weights.reduce((a, b) => a + b, 0);
  let y = y0;
  for (let i = 0; i < n; i++) {
    const dh = ((h - y0) * weights[i]!) / total;
    drawer(m, -w / 2, w / 2, y, y + dh, d / 2 - BOARD, hs);
    y += dh;
  }
  return m;
}

/** Glass display cabinet: framed glass doors showing shelves inside. */
export function displayCabinet({ w, h, d }: Ctx): Model {
  const m = new Model();
  const y0 = body(m, w, h, d, 'legs', 0.15);
  const n = 3;
  for (let i = 1; i <= n; i++) {
    const y = y0 + ((h - y0) * i) / (n + 1);
    m.add(
      'shelves',
      'frame',
      boxAt(
        -w / 2 + BOARD,
        y - BOARD,
        -d / 2 + 0.01,
        w / 2 - BOARD,
        y,
        d / 2 - BOARD - 0.01,
        0.002,
      ),
    );
  }
  doorRow(m, -w / 2, w / 2, y0, h, d / 2 - BOARD, w > 0.55 ? 2 : 1, 'glass', 'knob');
  return m;
}

/** Mid-century sideboard on tapered legs: doors either side, drawers in the middle. */
export function midCenturySideboard({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const y0 = body(m, w, h, d, 'legs', 0.2);
  const z = d / 2 - BOARD;
  const hs = rng.pick(['bar', 'tab'] as const);
  const cw = w / 4;
  doorRow(m, -w / 2, -w / 2 + cw, y0, h, z, 1, 'flat', hs);
  doorRow(m, w / 2 - cw, w / 2, y0, h, z, 1, 'flat', hs);
  for (const sx of [-1, 1]) {
    const x0 = sx < 0 ? -w / 2 + cw : w / 2 - cw - 0.003;
    m.add('carcass', 'frame', boxAt(x0, y0, -d / 2 + 0.01, x0 + 0.003 + 0.0, h, z, 0.0005));
  }
  const rows = 3;
  for (let i = 0; i < rows; i++) {
    const ya = y0 + ((h - y0) * i) / rows,
      yb = y0 + ((h - y0) * (i + 1)) / rows;
    drawer(m, -w / 2 + cw, w / 2 - cw, ya, yb, z, hs === 'bar' ? 'bar' : 'tab');
  }
  return m;
}

/** Low media sideboard: drawers and an open compartment, on a steel frame. */
export function mediaSideboard({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const y0 = body(m, w, h, d, 'metal', 0.14);
  const z = d / 2 - BOARD;
  const third = w / 3;
  const hs = rng.pick(['tab', 'none'] as const);
  drawer(m, -w / 2, -w / 2 + third, (y0 + h) / 2, h, z, hs);
  drawer(m, -w / 2, -w / 2 + third, y0, (y0 + h) / 2, z, hs);
  m.add(
    'carcass',
    'frame',
    boxAt(-w / 2 + third - BOARD, y0, -d / 2 + 0.01, -w / 2 + third, h, z, 0.002),
  );
  m.add(
    'carcass',
    'frame',
    boxAt(
      -w / 2 + third,
      (y0 + h) / 2 - BOARD / 2,
      -d / 2 + 0.01,
      w / 2 - third,
      (y0 + h) / 2 + BOARD / 2,
      z - 0.01,
      0.002,
    ),
  );
  doorRow(m, w / 2 - third, w / 2, y0, h, z, 1, 'flat', hs === 'none' ? 'none' : 'tab', h - 0.05);
  return m;
}

/** Sideboard with fluted (slatted) doors on a recessed plinth. */
export function flutedSideboard({ w, h, d }: Ctx): Model {
  const m = new Model();
  const y0 = body(m, w, h, d, 'plinth', 0.08);
  const n = Math.max(2, Math.round(w / 0.5));
  doorRow(m, -w / 2, w / 2, y0, h, d / 2 - BOARD, n, 'slats', 'none');
  return m;
}

/** Two- or three-door wardrobe with long bar handles, plinth and a top cornice. */
export function hingedWardrobe({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const y0 = body(m, w, h - 0.03, d - 0.02, 'plinth', 0.08);
  m.add('carcass', 'frame', boxAt(-w / 2, h - 0.03, -d / 2, w / 2, h, d / 2, 0.004));
  const n = Math.max(2, Math.round(w / 0.5));
  doorRow(
    m,
    -w / 2,
    w / 2,
    y0,
    h - 0.03,
    d / 2 - 0.01 - BOARD,
    n,
    rng.pick(['flat', 'shaker'] as const),
    'bar',
    (h - 0.03 + y0) * 0.52,
  );
  return m;
}

/** Wardrobe with framed doors above and a row of drawers below, on legs. */
export function drawerWardrobe({ w, h, d }: Ctx): Model {
  const m = new Model();
  const y0 = body(m, w, h, d, 'legs', 0.12);
  const z = d / 2 - BOARD;
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
  const y0 = body(m, w, h, d - 0.06, 'plinth', 0.06);
  const zb = d / 2 - 0.06 - BOARD;
  m.add('tracks', 'metal', boxAt(-w / 2, h - 0.04, zb, w / 2, h, d / 2, 0.003));
  m.add('tracks', 'metal', boxAt(-w / 2, y0 - 0.005, zb, w / 2, y0 + 0.015, d / 2, 0.003));
  const dw = w / 2 + 0.03;
  door(m, -w / 2, -w / 2 + dw, y0 + 0.015, h - 0.04, zb + 0.004, 'flat', 'bar', 1);
  door(m, w / 2 - dw, w / 2, y0 + 0.015, h - 0.04, zb + 0.026, 'mirror', 'none', 1);
  return m;
}
