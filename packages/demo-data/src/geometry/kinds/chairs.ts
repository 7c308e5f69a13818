/**
 * Chairs: a joiner's wooden chair with a slatted back, a bent-tube cantilever chair with
 * pads, and a moulded shell chair on a tulip pedestal.
 */
import { type Vec3 } from '../mesh';
import { boxAt, lathe, type ProfilePoint } from '../primitives';
import { rod, roundedPath, roundedRectOutline, thickSheet, tube, yzCurve } from '../sweep';
import { boxBetween, cushion } from '../kit';
import { Model, type Ctx } from '../parts';

/** Wooden four-leg chair: raked back legs, aprons, side stretchers, slatted or railed back. */
export function woodenChair({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const seatY = Math.min(0.47, h * 0.54);
  const lr = 0.017; // leg radius
  const hx = w / 2 - lr - 0.005;
  const zf = d / 2 - lr - 0.01;
  const zb = -d / 2 + lr; // rear foot
  const zs = -d / 2 + lr + 0.04; // rear leg at seat
  const zt = -d / 2 + lr + 0.005; // rear leg top (leans back)
  for (const sx of [-1, 1]) {
    const x = sx * hx;
    m.add('legs', 'frame', rod([x, 0, zf], [x, seatY - 0.02, zf], lr * 0.7, lr, 14));
    const rear = roundedPath(
      [
        [x, lr, zb],
        [x, seatY, zs],
        [x, h - lr, zt],
      ],
      0.08,
      5,
    );
    m.add('legs', 'frame', tube(rear, lr, { sides: 14, caps: 'round' }));
    m.add('legs', 'frame', rod([x, 0.16, zf], [x, 0.16, (zb + zs) / 2], 0.009, 0.009, 10));
  }
  // seat and aprons
  m.add('seat', 'seat', boxAt(-w / 2, seatY - 0.028, -d / 2 + 0.02, w / 2, seatY, d / 2, 0.012, 2));
  const ay0 = seatY - 0.1,
    ay1 = seatY - 0.028;
  m.add('aprons', 'frame', boxAt(-hx, ay0, zf - 0.012, hx, ay1, zf + 0.008, 0.003));
  m.add('aprons', 'frame', boxAt(-hx, ay0, zs - 0.008, hx, ay1, zs + 0.012, 0.003));
  for (const sx of [-1, 1])
    m.add('aprons', 'frame', boxAt(sx * hx - 0.01, ay0, zs, sx * hx + 0.01, ay1, zf, 0.003));
  // back: top rail plus vertical slats or horizontal rails
  const lean = (t: number): Vec3 => [0, seatY + (h - lr - seatY) * t, zs + (zt - zs) * t];
  const railH = 0.07;
  const topA = lean((h - 0.02 - railH - seatY) / (h - lr - seatY));
  const topB = lean((h - 0.015 - seatY) / (h - lr - seatY));
  m.add(
    'back',
    'frame',
    boxBetween([0, topA[1], topA[2]], [0, topB[1], topB[2]], 2 * hx, 0.024, 0.006),
  );
  const bottom = lean(0.18);
  if (rng.next() < 0.6) {
    const n = rng.int(3, 5);
    for (let i = 0; i < n; i++) {
      const x = -hx + ((i + 1) / (n + 1)) * 2 * hx;
      m.add(
        'back',
        'frame',
        boxBetween([x, bottom[1], bottom[2]], [x, topA[1], topA[2]], 0.03, 0.014, 0.004),
      );
    }
  } else {
    for (const t of [0.35, 0.55]) {
      const c = lean(t);
      m.add(
        'back',
        'frame',
        boxBetween([0, c[1] - 0.025, c[2]], [0, c[1] + 0.025, c[2]], 2 * hx, 0.016, 0.005),
      );
    }
  }
  return m;
}

/** Cantilever chair: one continuous chrome tube, upholstered seat and back pads. */
export function cantileverChair({ w, h, d }: Ctx): Model {
  const m = new Model();
  const tr = 0.0125;
  const seatY = Math.min(0.46, h * 0.56);
  const hx = w / 2 - tr;
  const side = (x: number): Vec3[] => [
    [x, h - 0.01, -d / 2 + tr + 0.01],
    [x, seatY - 0.03, -d / 2 + 0.09],
    [x, seatY - 0.03, d / 2 - 0.1],
    [x, tr, d / 2 - tr],
    [x, tr, -d / 2 + 0.14],
  ];
  const left = side(-hx);
  const right = side(hx).reverse();
  m.add(
    'frame',
    'metal',
    tube(roundedPath([...left, ...right], 0.07, 8), tr, { sides: 14, caps: 'round' }),
  );
  // seat pad over the tubes, slightly dished backward
  const seat = cushion(w - 0.005, 0.05, d - 0.2, 0.3).rotateX(-0.05);
  m.add(
    'seat',
    'upholstery',
    seat.translate(0, seatY + 0.0, (-d / 2 + 0.09 + d / 2 - 0.1) / 2 + 0.01),
  );
  // back pad following the raked back tubes
  const a: Vec3 = [0, seatY + 0.16, -d / 2 + 0.09 - (0.19 / (h - seatY)) * 0.08];
  const b: Vec3 = [0, h - 0.03, -d / 2 + tr + 0.02];
  m.add('back', 'upholstery', boxBetween(a, b, w - 0.005, 0.035, 0.015).translate(0, 0, 0.02));
  return m;
}

/** Moulded shell seat (one curved sheet) on a tulip pedestal. */
export function shellChair({ w, h, d }: Ctx): Model {
  const m = new Model();
  const seatY = Math.min(0.45, h * 0.56);
  const th = 0.012;
  // side profile of the shell in (z, y): front lip, seat, bend, raked back
  const prof = roundedPath(
    [
      [0, seatY - 0.03, d / 2 - 0.01],
      [0, seatY + 0.005, d / 2 - 0.07],
      [0, seatY - 0.02, -d / 2 + 0.16],
      [0, h - th, -d / 2 + th],
    ],
    0.12,
    10,
  );
  const { length: total, at } = yzCurve(prof);
  const hw = (w / 2 - th) * 1.06; // rounded corners trim the widest points
  const map = (s: number, t: number): Vec3 => {
    const [y, z, ny, nz] = at(s);
    const u = s / total;
    const widthK = 0.86 + 0.14 * Math.abs(u - 0.5) * 2; // narrower waist
    const x = t * widthK;
    const lift = 0.075 * Math.pow(Math.abs(t) / hw, 2.4);
    return [x, y + ny * lift, z + nz * lift];
  };
  const outline = roundedRectOutline(0.001, -hw, total - 0.001, hw, 0.1, 5, 0.05);
  m.add('shell', 'seat', thickSheet(outline, map, th, 12, [total * 0.3, 0]));
  // tulip pedestal
  const R = Math.min(w, d) * 0.38;
  const base: ProfilePoint[] = [
    [0, 0],
    [R, 0, true],
    [R, 0.012],
  ];
  for (let i = 1; i <= 8; i++) {
    const t = i / 8;
    base.push([R - (R - 0.03) * Math.sin((t * Math.PI) / 2), 0.012 + 0.14 * t * t]);
  }
  base.push(
    [0.024, seatY - 0.12],
    [0.07, seatY - 0.03],
    [0.075, seatY - 0.014, true],
    [0, seatY - 0.014],
  );
  m.add('base', 'metal', lathe(base, 40).translate(0, 0, 0.03));
  return m;
}
