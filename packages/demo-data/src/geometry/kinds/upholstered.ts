/**
 * Upholstered seating: a configurable sofa body (arms, back, loose seat and back
 * cushions, legs) used by all sofas and the club armchair, plus a wooden-frame lounge
 * chair and a curved tub chair.
 */
import type { Vec3 } from '../mesh';
import { boxAt, ovalDisc } from '../primitives';
import { rod, roundedRectOutline, thickSheet } from '../sweep';
import { cushion, fourLegs } from '../kit';
import { Model, type Ctx } from '../parts';

interface SofaOpts {
  seats: number;
  armW: number;
  armH: number;
  legH: number;
  seatH: number;
  backT: number;
  radius: number;
  arm: 'block' | 'roll' | 'slim';
  legs: 'round' | 'metal' | 'plinth';
  pillows: number;
}

function sofaBody({ w, h, d }: Ctx, o: SofaOpts): Model {
  const m = new Model();
  const { armW, legH, seatH, backT, radius: r } = o;
  const cT = Math.min(0.16, (seatH - legH) * 0.45);
  const baseTop = seatH - cT;
  const iw = w - 2 * armW;
  // base between the arms, back across the full width
  m.add(
    'body',
    'upholstery',
    boxAt(
      -w / 2 + armW - 0.01,
      legH,
      -d / 2 + 0.02,
      w / 2 - armW + 0.01,
      baseTop,
      d / 2 - 0.01,
      r * 0.5,
      2,
    ),
  );
  const backTop = h * 0.86;
  m.add(
    'body',
    'upholstery',
    boxAt(-w / 2 + 0.005, legH, -d / 2, w / 2 - 0.005, backTop, -d / 2 + backT, r, 2),
  );
  for (const sx of [-1, 1]) {
    const x0 = sx < 0 ? -w / 2 : w / 2 - armW,
      x1 = x0 + armW;
    if (o.arm === 'roll') {
      const rr = armW / 2;
      m.add(
        'body',
        'upholstery',
        boxAt(x0 + 0.01, legH, -d / 2 + 0.01, x1 - 0.01, o.armH - rr, d / 2 - 0.02, r * 0.5, 2),
      );
      m.add(
        'body',
        'upholstery',
        rod(
          [(x0 + x1) / 2, o.armH - rr, d / 2],
          [(x0 + x1) / 2, o.armH - rr, -d / 2 + 0.02],
          rr,
          rr,
          24,
        ),
      );
    } else {
      m.add(
        'body',
        'upholstery',
        boxAt(x0, legH, -d / 2, x1, o.armH, d / 2, Math.min(r, armW * 0.45), 2),
      );
    }
  }
  // seat cushions
  const gap = 0.008;
  const cw = (iw - gap * (o.seats + 1)) / o.seats;
  const sz0 = -d / 2 + backT,
    sz1 = d / 2 - 0.01;
  for (let i = 0; i < o.seats; i++) {
    const x = -iw / 2 + gap + cw / 2 + i * (cw + gap);
    m.add(
      'cushions',
      'cushion',
      cushion(cw, cT, sz1 - sz0, 0.3).translate(x, baseTop + cT / 2, (sz0 + sz1) / 2),
    );
    // back cushion leaning against the back
    // sized so the tilted cushion spans from the seat to exactly the overall height
    const bT = Math.min(0.2, d * 0.2),
      lean = 0.2;
    const span = h + 0.012 - (seatH - 0.01); // rounded corners end just below h
    const bh = (span - bT * Math.sin(lean)) / Math.cos(lean);
    m.add(
      'cushions',
      'cushion',
      cushion(cw, bh, bT, 0.35)
        .rotateX(-lean)
        .translate(x, seatH - 0.01 + span / 2, sz0 + bT / 2 + 0.01 - Math.sin(lean) * bh * 0.05),
    );
  }
  // scatter pillows by the arms
  for (let i = 0; i < o.pillows; i++) {
    const sx = i % 2 === 0 ? -1 : 1;
    const ps = Math.min(0.45, iw * 0.3, (h - seatH) * 0.85);
    m.add(
      'pillows',
      'cushion',
      cushion(ps, ps, 0.13, 0.48)
        .rotateX(-0.3)
        .rotateY(-sx * 0.12)
        .translate(sx * (iw / 2 - ps / 2 - 0.05), seatH + ps / 2 - 0.02, sz0 + 0.22),
    );
  }
  // legs
  if (o.legs === 'plinth') {
    m.add(
      'legs',
      'legs',
      boxAt(-w / 2 + 0.08, 0, -d / 2 + 0.08, w / 2 - 0.08, legH + 0.01, d / 2 - 0.08, 0.004),
    );
  } else {
    const hw = w / 2 - 0.07,
      hd = d / 2 - 0.07;
    m.add(
      'legs',
      'legs',
      fourLegs(
        hw,
        hd,
        legH + 0.005,
        o.legs,
        o.legs === 'metal' ? 0.03 : 0.045,
        o.legs === 'round' ? 0.015 : 0,
      ),
    );
    if (w > 1.9)
      m.add(
        'legs',
        'legs',
        fourLegs(0.001, hd, legH + 0.005, o.legs, o.legs === 'metal' ? 0.03 : 0.045, 0),
      );
  }
  return m;
}

/** Boxy modern sofa: block arms, three seat and back cushions, slim metal feet. */
export function modernSofa(c: Ctx): Model {
  const seats = c.w > 1.9 ? 3 : 2;
  return sofaBody(c, {
    ...{ seats, armW: 0.2, armH: c.h * 0.72, legH: 0.1, seatH: 0.44, backT: 0.2 },
    ...{ radius: 0.03, arm: 'block', legs: 'metal', pillows: c.rng.int(0, 2) },
  });
}

/** Mid-century sofa: slim arms, buttoned-down look, tapered splayed wooden legs. */
export function midCenturySofa(c: Ctx): Model {
  const seats = c.w > 2.0 ? 3 : 2;
  return sofaBody(c, {
    ...{ seats, armW: 0.09, armH: c.h * 0.7, legH: 0.2, seatH: 0.46, backT: 0.14 },
    ...{ radius: 0.02, arm: 'slim', legs: 'round', pillows: 0 },
  });
}

/** Deep lounge sofa: low, rolled arms, soft radii, on a recessed plinth, with pillows. */
export function loungeSofa(c: Ctx): Model {
  const seats = c.w > 2.2 ? 3 : 2;
  return sofaBody(c, {
    ...{ seats, armW: 0.26, armH: c.h * 0.78, legH: 0.05, seatH: 0.42, backT: 0.24 },
    ...{ radius: 0.07, arm: 'roll', legs: 'plinth', pillows: 2 },
  });
}

/** Club armchair: one deep seat, generous rounded block arms, short wooden legs. */
export function clubArmchair(c: Ctx): Model {
  return sofaBody(c, {
    ...{ seats: 1, armW: Math.min(0.2, c.w * 0.22), armH: c.h * 0.78, legH: 0.09, seatH: 0.43 },
    ...{ backT: 0.2, radius: 0.06, arm: 'block', legs: 'round', pillows: 0 },
  });
}

/** Lounge chair with an exposed wooden frame, armrests and loose cushions. */
export function loungeArmchair({ w, h, d }: Ctx): Model {
  const m = new Model();
  const lr = 0.02;
  const seatY = 0.4,
    armY = Math.min(0.62, h * 0.75);
  const hx = w / 2 - 0.035;
  const zf = d / 2 - 0.06,
    zr = -d / 2 + 0.2;
  for (const sx of [-1, 1]) {
    const x = sx * hx;
    m.add('frame', 'frame', rod([x, 0, zf + 0.02], [x, armY - 0.02, zf], lr * 0.7, lr, 14));
    m.add('frame', 'frame', rod([x, 0, zr - 0.02], [x, armY - 0.02, zr], lr * 0.7, lr, 14));
    m.add(
      'frame',
      'frame',
      boxAt(x - 0.035, armY - 0.025, zr - 0.05, x + 0.035, armY, d / 2, 0.008, 2),
    );
    m.add('frame', 'frame', boxAt(x - 0.015, seatY - 0.14, zr, x + 0.015, seatY - 0.08, zf, 0.004));
    // raked back post
    m.add(
      'frame',
      'frame',
      rod([x, seatY - 0.1, zr], [x, h - 0.02, -d / 2 + lr + 0.01], lr, lr * 0.8, 14),
    );
  }
  for (const z of [zf, zr])
    m.add(
      'frame',
      'frame',
      boxAt(-hx, seatY - 0.14, z - 0.015, hx, seatY - 0.08, z + 0.015, 0.004),
    );
  const topZ = -d / 2 + lr + 0.03;
  m.add('frame', 'frame', boxAt(-hx, h - 0.07, topZ - 0.015, hx, h - 0.035, topZ + 0.015, 0.005));
  const iw = 2 * hx - 0.06;
  m.add(
    'cushions',
    'cushion',
    cushion(iw, 0.12, zf - zr + 0.08, 0.3).translate(0, seatY - 0.02, (zf + zr) / 2 + 0.02),
  );
  const a: Vec3 = [0, seatY + 0.04, zr + 0.02];
  const b: Vec3 = [0, h - 0.06, -d / 2 + 0.06];
  const len = Math.hypot(b[1] - a[1], b[2] - a[2]);
  const tilt = Math.atan2(a[2] - b[2], b[1] - a[1]);
  m.add(
    'cushions',
    'cushion',
    cushion(iw, len, 0.12, 0.3)
      .rotateX(-tilt)
      .translate(0, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2 + 0.06),
  );
  return m;
}

/** Tub chair: a curved upholstered shell wrapping a round seat cushion, on short legs. */
export function tubArmchair({ w, h, d }: Ctx): Model {
  const m = new Model();
  const t = 0.08;
  // shell outside at the back and sides, seat cushion at the front: together exactly w × d
  const rx = w / 2 - t / 2,
    rz = d / 2;
  const legH = 0.1,
    seatH = 0.44,
    armH = Math.min(h - 0.1, 0.62);
  const open = 0.75; // half-opening angle at the front (radians)
  const R = (rx + rz) / 2;
  const s0 = -(Math.PI - open) * R,
    s1 = (Math.PI - open) * R;
  const map = (s: number, y: number): Vec3 => {
    const a = Math.PI + s / R; // 0 = front (+z)
    const frontness = Math.abs(s) / s1; // 0 at the back, 1 at the arm ends
    const top = h - t / 2 - (h - t / 2 - armH) * Math.pow(frontness, 1.6);
    const yy = legH + (y / (h - legH)) * (top - legH);
    return [Math.sin(a) * rx, yy, Math.cos(a) * rz];
  };
  const outline = roundedRectOutline(s0, 0.02, s1, h - legH - 0.005, 0.06, 5, 0.07);
  m.add('shell', 'upholstery', thickSheet(outline, map, t, 8));
  m.add(
    'seat',
    'upholstery',
    ovalDisc(rx - 0.02, rz - 0.02, seatH - 0.12 - legH, 0.01, 40).translate(0, legH, 0),
  );
  m.add(
    'cushion',
    'cushion',
    ovalDisc(rx - t / 2, rz - t / 2, 0.13, 0.05, 40).translate(0, seatH - 0.13, 0),
  );
  m.add('legs', 'legs', fourLegs(rx * 0.62, rz * 0.62, legH + 0.01, 'round', 0.04, 0.02));
  return m;
}
