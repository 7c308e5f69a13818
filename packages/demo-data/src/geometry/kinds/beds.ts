/**
 * Beds (head at -Z, foot at +Z): upholstered bed with a channel-tufted headboard, wooden
 * platform bed with a slatted headboard, and a steel tube bed. All dressed with mattress,
 * duvet and pillows so they read as beds at thumbnail size.
 */
import type { Vec3 } from '../mesh';
import { boxAt } from '../primitives';
import { roundedPath, tube } from '../sweep';
import { cushion, fourLegs } from '../kit';
import { Model, type Ctx } from '../parts';

/** Mattress, duvet folded back at the top, and one or two pillows. */
function bedding(
  m: Model,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  y: number,
  rng: Ctx['rng'],
): number {
  const mw = x1 - x0,
    md = z1 - z0;
  const mh = 0.2;
  const cx = (x0 + x1) / 2;
  m.add('mattress', 'bedding', cushion(mw, mh, md, 0.18).translate(cx, y + mh / 2, (z0 + z1) / 2));
  const top = y + mh;
  const dz0 = z0 + md * rng.range(0.28, 0.34);
  const dt = 0.06;
  m.add(
    'duvet',
    'bedding',
    cushion(mw + 0.05, dt + 0.1, z1 - dz0 + 0.02, 0.35).translate(
      cx,
      top - 0.05 + dt / 2 - 0.0,
      (dz0 + z1) / 2 + 0.01,
    ),
  );
  m.add(
    'duvet',
    'bedding',
    cushion(mw + 0.05, 0.05, 0.3, 0.45).translate(cx, top + dt + 0.01, dz0 + 0.15),
  );
  const n = mw > 1.2 ? 2 : 1;
  const pw = Math.min(0.7, (mw - 0.12) / n - 0.04);
  for (let i = 0; i < n; i++) {
    const px = x0 + (mw / n) * (i + 0.5);
    m.add(
      'pillows',
      'cushion',
      cushion(pw, 0.4, 0.15, 0.48)
        .rotateX(-1.2)
        .translate(px, top + 0.1, z0 + 0.2),
    );
  }
  return top;
}

/** Upholstered bed: padded base on short legs, tall channel-tufted headboard. */
export function upholsteredBed(c: Ctx): Model {
  const { w, h, d, rng } = c;
  const m = new Model();
  const legH = 0.08,
    baseTop = 0.32,
    hbT = 0.1;
  m.add(
    'base',
    'upholstery',
    cushion(w - 0.02, baseTop - legH, d - hbT, 0.12).translate(0, (legH + baseTop) / 2, hbT / 2),
  );
  const ch = 8;
  const chW = (w - 0.01) / ch;
  for (let i = 0; i < ch; i++) {
    const x = -w / 2 + 0.005 + chW * (i + 0.5);
    m.add(
      'headboard',
      'upholstery',
      cushion(chW + 0.004, h - legH, hbT, 0.4).translate(x, (h + legH) / 2, -d / 2 + hbT / 2),
    );
  }
  m.add('legs', 'legs', fourLegs(w / 2 - 0.08, d / 2 - 0.12, legH + 0.01, 'metal', 0.035));
  bedding(m, -w / 2 + 0.04, w / 2 - 0.04, -d / 2 + hbT + 0.01, d / 2 - 0.03, baseTop, rng);
  return m;
}

/** Wooden platform bed: solid frame boards on legs, headboard of horizontal slats. */
export function woodenBed(c: Ctx): Model {
  const { w, h, d, rng } = c;
  const m = new Model();
  const frameY0 = 0.12,
    frameY1 = 0.3,
    t = 0.03;
  m.add('frame', 'frame', boxAt(-w / 2, frameY0, -d / 2 + 0.06, -w / 2 + t, frameY1, d / 2, 0.004));
  m.add('frame', 'frame', boxAt(w / 2 - t, frameY0, -d / 2 + 0.06, w / 2, frameY1, d / 2, 0.004));
  m.add('frame', 'frame', boxAt(-w / 2 + t, frameY0, d / 2 - t, w / 2 - t, frameY1, d / 2, 0.004));
  m.add(
    'frame',
    'frame',
    boxAt(-w / 2 + t, frameY1 - 0.06, -d / 2 + 0.06, w / 2 - t, frameY1 - 0.04, d / 2 - t, 0.002),
  );
  m.add('legs', 'frame', fourLegs(w / 2 - 0.06, d / 2 - 0.06, frameY0 + 0.01, 'square', 0.06));
  // headboard: two posts and horizontal slats
  const post = 0.06;
  for (const sx of [-1, 1]) {
    const x = sx * (w / 2 - post / 2);
    m.add(
      'headboard',
      'frame',
      boxAt(x - post / 2, 0, -d / 2, x + post / 2, h, -d / 2 + post, 0.006),
    );
  }
  const n = rng.int(3, 5);
  for (let i = 0; i < n; i++) {
    const y = frameY1 + 0.08 + (i / n) * (h - frameY1 - 0.1);
    const sh = ((h - frameY1 - 0.1) / n) * 0.7;
    m.add(
      'headboard',
      'frame',
      boxAt(-w / 2 + post, y, -d / 2 + 0.015, w / 2 - post, y + sh, -d / 2 + 0.04, 0.006),
    );
  }
  bedding(
    m,
    -w / 2 + t + 0.01,
    w / 2 - t - 0.01,
    -d / 2 + post + 0.01,
    d / 2 - t - 0.01,
    frameY1 - 0.04,
    rng,
  );
  return m;
}

/** Steel tube bed: bent-tube head- and footboards with spindles, side rails. */
export function metalBed(c: Ctx): Model {
  const { w, h, d, rng } = c;
  const m = new Model();
  const r = 0.016,
    railY = 0.3;
  const ends: Array<[number, number]> = [
    [-d / 2 + r, h],
    [d / 2 - r, Math.min(h, 0.75)],
  ];
  for (const [z, top] of ends) {
    const loop: Vec3[] = [
      [-w / 2 + r, r, z],
      [-w / 2 + r, top - r, z],
      [w / 2 - r, top - r, z],
      [w / 2 - r, r, z],
    ];
    m.add('frame', 'metal', tube(roundedPath(loop, 0.12, 8), r, { sides: 12 }));
    const n = Math.round((w - 0.2) / 0.14);
    for (let i = 1; i < n; i++) {
      const x = -w / 2 + r + ((w - 2 * r) * i) / n;
      m.add(
        'frame',
        'metal',
        tube(
          [
            [x, railY, z],
            [x, top - 0.12, z],
          ],
          0.007,
          { sides: 8 },
        ),
      );
    }
    m.add(
      'frame',
      'metal',
      tube(
        [
          [-w / 2 + r, railY, z],
          [w / 2 - r, railY, z],
        ],
        0.01,
        { sides: 10 },
      ),
    );
    m.add(
      'frame',
      'metal',
      tube(
        [
          [-w / 2 + r, top - 0.12, z],
          [w / 2 - r, top - 0.12, z],
        ],
        0.009,
        { sides: 10 },
      ),
    );
  }
  for (const sx of [-1, 1]) {
    const x = sx * (w / 2 - r);
    m.add(
      'frame',
      'metal',
      boxAt(x - 0.02, railY - 0.04, -d / 2 + r, x + 0.02 - sx * 0.0, railY, d / 2 - r, 0.003),
    );
  }
  bedding(m, -w / 2 + 0.05, w / 2 - 0.05, -d / 2 + 0.04, d / 2 - 0.04, railY - 0.02, rng);
  return m;
}
