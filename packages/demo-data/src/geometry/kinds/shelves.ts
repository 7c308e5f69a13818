/**
 * Shelving: bookcase with a plinth, leaning ladder shelf, steel-frame shelving with
 * cross bracing, and a cube grid shelf.
 */
import type { Vec3 } from '../mesh';
import { boxAt } from '../primitives';
import { rod } from '../sweep';
import { boxBetween } from '../kit';
import { BOARD, carcass } from '../casework';
import { Model, type Ctx } from '../parts';

/** Bookcase: carcass on a recessed plinth with evenly spaced boards. */
export function bookcase({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const plinth = 0.07;
  carcass(m, -w / 2, w / 2, 0, h, -d / 2, d / 2);
  m.add(
    'carcass',
    'frame',
    boxAt(-w / 2 + BOARD, 0, d / 2 - 0.04, w / 2 - BOARD, plinth, d / 2 - 0.022, 0.002),
  );
  m.add(
    'carcass',
    'frame',
    boxAt(
      -w / 2 + BOARD,
      plinth,
      -d / 2 + 0.008,
      w / 2 - BOARD,
      plinth + BOARD,
      d / 2 - 0.005,
      0.002,
    ),
  );
  const n = Math.max(2, Math.round((h - plinth) / rng.pick([0.32, 0.36, 0.4])));
  const step = (h - BOARD - plinth - BOARD) / n;
  for (let i = 1; i < n; i++) {
    const y = plinth + BOARD + i * step;
    m.add(
      'boards',
      'frame',
      boxAt(-w / 2 + BOARD, y - BOARD, -d / 2 + 0.008, w / 2 - BOARD, y, d / 2 - 0.01, 0.002),
    );
  }
  if (w > 1.1) {
    const y0 = plinth + BOARD;
    m.add(
      'boards',
      'frame',
      boxAt(-BOARD / 2, y0, -d / 2 + 0.008, BOARD / 2, h - BOARD, d / 2 - 0.01, 0.002),
    );
  }
  return m;
}

/** Ladder shelf leaning against the wall: two raked rails, boards getting shallower upwards. */
export function ladderShelf({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const rail = 0.035,
    railD = 0.045;
  const lean = (y: number): number => d / 2 - railD / 2 - (y / h) * (d - railD);
  for (const sx of [-1, 1]) {
    const x = sx * (w / 2 - rail / 2);
    m.add('rails', 'frame', boxBetween([x, 0, lean(0)], [x, h, lean(h)], rail, railD, 0.006));
  }
  const n = rng.int(4, 5);
  for (let i = 0; i < n; i++) {
    const y = 0.12 + (i / n) * (h - 0.3);
    const zf = lean(y) + railD / 2;
    const depth = (d - railD) * (1 - y / h) + 0.12;
    const zb = Math.max(-d / 2, zf - depth);
    m.add('boards', 'top', boxAt(-w / 2 + rail, y, zb, w / 2 - rail, y + 0.02, zf - 0.005, 0.003));
    m.add(
      'boards',
      'top',
      boxAt(-w / 2 + rail, y + 0.02, zb, w / 2 - rail, y + 0.06, zb + 0.015, 0.003),
    );
  }
  return m;
}

/** Steel-frame shelving: four square posts, wooden boards, X-bracing at the back. */
export function frameShelving({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const p = 0.025;
  for (const sx of [-1, 1]) {
    for (const sz of [-1, 1]) {
      const x = sx * (w / 2 - p / 2),
        z = sz * (d / 2 - p / 2);
      m.add('frame', 'metal', boxAt(x - p / 2, 0, z - p / 2, x + p / 2, h, z + p / 2, 0.003));
    }
  }
  const n = rng.int(4, 5);
  for (let i = 0; i < n; i++) {
    const y = 0.08 + (i / (n - 1)) * (h - 0.08 - 0.03);
    m.add(
      'boards',
      'top',
      boxAt(-w / 2 + 0.004, y, -d / 2 + 0.004, w / 2 - 0.004, y + 0.025, d / 2 - 0.004, 0.004),
    );
    for (const sz of [-1, 1]) {
      m.add(
        'frame',
        'metal',
        boxAt(
          -w / 2 + p,
          y - 0.03,
          sz * (d / 2 - p / 2) - 0.008,
          w / 2 - p,
          y,
          sz * (d / 2 - p / 2) + 0.008,
          0.002,
        ),
      );
    }
  }
  const zb = -d / 2 + p / 2;
  const x = w / 2 - p;
  const a: Vec3 = [-x, 0.08, zb],
    b: Vec3 = [x, h - 0.03, zb];
  m.add(
    'frame',
    'metal',
    rod(a, b, 0.004, 0.004, 6),
    rod([x, 0.08, zb], [-x, h - 0.03, zb], 0.004, 0.004, 6),
  );
  return m;
}

/** Cube grid shelf: outer frame with a regular grid of square compartments. */
export function cubeShelf({ w, h, d }: Ctx): Model {
  const m = new Model();
  const t = 0.035;
  const cols = Math.max(1, Math.round((w - t) / 0.37)),
    rows = Math.max(1, Math.round((h - t) / 0.37));
  const cw = (w - t) / cols,
    ch = (h - t) / rows;
  for (let i = 0; i <= cols; i++) {
    const x = -w / 2 + i * cw;
    m.add('frame', 'frame', boxAt(x, 0, -d / 2, x + t, h, d / 2, 0.004));
  }
  for (let j = 0; j <= rows; j++) {
    const y = j * ch;
    for (let i = 0; i < cols; i++) {
      const x = -w / 2 + i * cw + t;
      m.add('frame', 'frame', boxAt(x, y, -d / 2, x + cw - t, y + t, d / 2, 0.004));
    }
  }
  return m;
}
