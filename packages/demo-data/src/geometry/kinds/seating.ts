/**
 * Stools and benches: splayed-leg bar stool with foot ring, three-legged joint stool,
 * pedestal stool; slatted bench, upholstered bench on sled legs, plank bench on hairpins.
 */
import { Mesh, type Vec3 } from '../mesh';
import { boxAt, cylinder, lathe, ovalDisc } from '../primitives';
import { circlePath, rod, roundedPath, tube } from '../sweep';
import { cushion } from '../kit';
import { Model, type Ctx } from '../parts';

/** Bar stool: round padded seat, four splayed legs, foot ring. */
export function barStool({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const seatT = 0.05;
  const rx = w / 2,
    rz = d / 2;
  const k = 0.62; // seat radius relative to the footprint
  m.add('seat', 'seat', ovalDisc(rx * k, rz * k, seatT, 0.018, 40).translate(0, h - seatT, 0));
  const legR = 0.014;
  const ringY = h * rng.range(0.3, 0.36);
  const top = h - seatT;
  // legs on the axes (feet at the footprint's edges), tops under the seat; the foot ring
  // passes through all four legs
  const legAt = (y: number, ax: number, az: number): Vec3 => {
    const t = y / top;
    const fx = rx - legR * 0.8,
      fz = rz - legR * 0.8;
    return [ax * (fx + (rx * k * 0.7 - fx) * t), y, az * (fz + (rz * k * 0.7 - fz) * t)];
  };
  for (const [ax, az] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const) {
    m.add('legs', 'legs', rod(legAt(0, ax, az), legAt(top, ax, az), legR * 0.8, legR, 12));
  }
  const ring = legAt(ringY, 1, 1);
  m.add(
    'legs',
    'legs',
    tube(circlePath(ring[0], ringY, 40, ring[2]), 0.009, { closed: true, sides: 10 }),
  );
  return m;
}

/** Low three-legged stool with a thick round seat and tapered splayed legs. */
export function jointStool({ w, h, d }: Ctx): Model {
  const m = new Model();
  const seatT = 0.035;
  m.add('seat', 'seat', ovalDisc(w / 2, d / 2, seatT, 0.012, 48).translate(0, h - seatT, 0));
  // three feet inside the seat's outline so the round seat defines the footprint
  for (let i = 0; i < 3; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 3;
    const foot: Vec3 = [Math.cos(a) * (w / 2) * 0.84, 0, Math.sin(a) * (d / 2) * 0.84];
    const topP: Vec3 = [Math.cos(a) * w * 0.22, h - seatT + 0.01, Math.sin(a) * d * 0.22];
    m.add('legs', 'frame', rod(foot, topP, 0.013, 0.019, 14));
  }
  return m;
}

/** Pedestal stool: upholstered seat, chrome column, domed base, foot ring on spokes. */
export function pedestalStool({ w, h, d }: Ctx): Model {
  const m = new Model();
  const rx = w / 2,
    rz = d / 2;
  const seatT = 0.07;
  m.add('seat', 'upholstery', ovalDisc(rx, rz, seatT, 0.03, 40).translate(0, h - seatT, 0));
  const baseR = 0.85;
  m.add(
    'base',
    'metal',
    lathe(
      [
        [0, 0],
        [baseR, 0, true],
        [baseR, 0.008],
        [baseR * 0.6, 0.03],
        [0.1, 0.045],
        [0, 0.05],
      ],
      40,
    ).scale(rx, 1, rz),
  );
  m.add('base', 'metal', cylinder(0.025, h - seatT - 0.04, 20, 0.025, 0.04));
  m.add('base', 'metal', cylinder(0.06, 0.03, 24, 0.05, h - seatT - 0.03));
  const ringY = h * 0.34,
    rr = Math.min(rx, rz) * 0.62;
  m.add('ring', 'metal', tube(circlePath(rr, ringY, 40), 0.008, { closed: true, sides: 10 }));
  for (let i = 0; i < 3; i++) {
    const a = (i * 2 * Math.PI) / 3 + Math.PI / 2;
    m.add(
      'ring',
      'metal',
      rod([0, ringY, 0], [Math.cos(a) * rr, ringY, Math.sin(a) * rr], 0.006, 0.006, 8),
    );
  }
  return m;
}

/** Slatted wooden bench on two joined end frames with a long stretcher. */
export function slattedBench({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const slatT = 0.025;
  const n = Math.max(3, Math.round(d / rng.pick([0.07, 0.09])));
  const gap = 0.012;
  const sw = (d - gap * (n - 1)) / n;
  for (let i = 0; i < n; i++) {
    const z0 = -d / 2 + i * (sw + gap);
    m.add('slats', 'top', boxAt(-w / 2, h - slatT, z0, w / 2, h, z0 + sw, 0.005, 1));
  }
  const legT = 0.045;
  const ex = w / 2 - Math.min(0.16, w * 0.12);
  for (const sx of [-1, 1]) {
    const x = sx * ex;
    for (const sz of [-1, 1]) {
      const z = sz * (d / 2 - legT / 2 - 0.02);
      m.add(
        'frame',
        'frame',
        boxAt(x - legT / 2, 0, z - legT / 2, x + legT / 2, h - slatT, z + legT / 2, 0.004),
      );
    }
    m.add(
      'frame',
      'frame',
      boxAt(
        x - legT / 2 - 0.005,
        h - slatT - 0.07,
        -d / 2 + 0.01,
        x + legT / 2 + 0.005,
        h - slatT,
        d / 2 - 0.01,
        0.004,
      ),
    );
    m.add(
      'frame',
      'frame',
      boxAt(x - 0.015, 0.1, -d / 2 + 0.03, x + 0.015, 0.15, d / 2 - 0.03, 0.004),
    );
  }
  m.add('frame', 'frame', boxAt(-ex, 0.1, -0.02, ex, 0.15, 0.02, 0.004));
  return m;
}

/** Upholstered bench: padded top on a thin board, steel sled legs. */
export function upholsteredBench({ w, h, d }: Ctx): Model {
  const m = new Model();
  const padT = 0.09;
  m.add('pad', 'upholstery', cushion(w, padT, d, 0.4).translate(0, h - padT / 2, 0));
  m.add(
    'board',
    'frame',
    boxAt(
      -w / 2 + 0.02,
      h - padT - 0.02,
      -d / 2 + 0.02,
      w / 2 - 0.02,
      h - padT + 0.002,
      d / 2 - 0.02,
      0.004,
    ),
  );
  const tr = 0.011;
  const ex = w / 2 - 0.12;
  for (const sx of [-1, 1]) {
    const x = sx * ex;
    const y1 = h - padT - 0.02;
    const loop: Vec3[] = [
      [x, y1 - tr, -d / 2 + 0.06],
      [x, tr, -d / 2 + 0.04],
      [x, tr, d / 2 - 0.04],
      [x, y1 - tr, d / 2 - 0.06],
    ];
    m.add('legs', 'metal', tube(roundedPath(loop, 0.04, 6, true), tr, { closed: true, sides: 12 }));
  }
  return m;
}

/** Plank bench: thick solid top on four steel hairpin legs. */
export function hairpinBench({ w, h, d }: Ctx): Model {
  const m = new Model();
  const topT = 0.04;
  m.add('top', 'top', boxAt(-w / 2, h - topT, -d / 2, w / 2, h, d / 2, 0.006, 2));
  const legs = new Mesh();
  const r = 0.0065;
  for (const sx of [-1, 1]) {
    for (const sz of [-1, 1]) {
      const x = sx * (w / 2 - 0.09),
        z = sz * (d / 2 - 0.07);
      // two prongs converging to a tight U-bend at the floor
      const xt = x - sx * 0.05,
        xb = x + sx * 0.02;
      const pin: Vec3[] = [
        [xt, h - topT, z],
        [xb, r, z + sz * 0.008],
        [xb, r, z - sz * 0.03],
        [xt, h - topT, z - sz * 0.09],
      ];
      legs.append(tube(roundedPath(pin, 0.012, 5), r, { sides: 8, caps: 'none' }));
      legs.append(
        boxAt(
          x - sx * 0.06,
          h - topT - 0.006,
          z - sz * 0.1,
          x - sx * 0.04,
          h - topT,
          z + sz * 0.01,
          0.001,
        ),
      );
    }
  }
  m.add('legs', 'metal', legs);
  return m;
}
