/**
 * Configurable furniture: every part any option can show is built, each as its own glTF
 * node, so a configuration can show, hide or swap them (with or without armrests, wooden or
 * metal legs, four legs or a trestle base).
 */
import { cushion, fourLegs } from '../geometry/kit';
import { Model, type Ctx } from '../geometry/parts';
import { boxAt } from '../geometry/primitives';
import { rod } from '../geometry/sweep';
import type { Vec3 } from '../geometry/mesh';

export type ConfigurableKind = 'sofa' | 'chair' | 'dining_table';

/** Sofa: body and back always; armrests optional; wooden or metal legs. */
function sofa({ w, h, d }: Ctx): Model {
  const m = new Model();
  const legH = 0.12,
    seatH = 0.44,
    armW = 0.18,
    backT = 0.2;
  const baseTop = seatH - 0.14;
  m.add(
    'body',
    'upholstery',
    boxAt(-w / 2 + 0.01, legH, -d / 2 + 0.02, w / 2 - 0.01, baseTop, d / 2 - 0.01, 0.02, 2),
  );
  m.add(
    'back',
    'upholstery',
    boxAt(-w / 2 + 0.01, legH, -d / 2, w / 2 - 0.01, h * 0.86, -d / 2 + backT, 0.04, 2),
  );
  for (const sx of [-1, 1]) {
    const x0 = sx < 0 ? -w / 2 : w / 2 - armW;
    m.add('arms', 'upholstery', boxAt(x0, legH, -d / 2, x0 + armW, h * 0.7, d / 2, 0.04, 2));
  }
  const seats = 3,
    gap = 0.01,
    iw = w - 2 * armW,
    cw = (iw - gap * (seats + 1)) / seats;
  for (let i = 0; i < seats; i++) {
    const x = -iw / 2 + gap + cw / 2 + i * (cw + gap);
    const z0 = -d / 2 + backT,
      z1 = d / 2 - 0.01;
    m.add(
      'cushions',
      'upholstery',
      cushion(cw, 0.14, z1 - z0, 0.3).translate(x, baseTop + 0.07, (z0 + z1) / 2),
    );
    m.add(
      'cushions',
      'upholstery',
      cushion(cw, h - seatH - 0.02, 0.16, 0.35)
        .rotateX(-0.18)
        .translate(x, (seatH + h) / 2, z0 + 0.1),
    );
  }
  const hw = w / 2 - 0.08,
    hd = d / 2 - 0.08;
  m.add('legs_wood', 'legs', fourLegs(hw, hd, legH + 0.005, 'round', 0.05, 0.015));
  m.add('legs_metal', 'metal', fourLegs(hw, hd, legH + 0.005, 'metal', 0.03));
  return m;
}

/** Chair: seat and back shell; seat cushion and armrests optional; wooden or metal legs. */
function chair({ w, h, d }: Ctx): Model {
  const m = new Model();
  const seatY = 0.45,
    hw = w / 2 - 0.03,
    hd = d / 2 - 0.03;
  m.add('seat', 'shell', boxAt(-w / 2, seatY - 0.03, -d / 2 + 0.02, w / 2, seatY, d / 2, 0.01, 2));
  const back0: Vec3 = [0, seatY, -d / 2 + 0.03],
    back1: Vec3 = [0, h - 0.05, -d / 2 + 0.0];
  m.add(
    'back',
    'shell',
    boxAt(-w / 2 + 0.02, h - 0.26, -d / 2, w / 2 - 0.02, h, -d / 2 + 0.03, 0.01, 2),
  );
  for (const x of [-hw, hw])
    m.add('back', 'shell', rod([x, back0[1], back0[2]], [x, back1[1], back1[2]], 0.014, 0.014, 12));
  m.add('pad', 'cushion', cushion(w - 0.05, 0.05, d - 0.08, 0.3).translate(0, seatY + 0.025, 0.02));
  for (const x of [-w / 2 + 0.015, w / 2 - 0.015]) {
    m.add(
      'armrests',
      'frame',
      boxAt(x - 0.015, 0.66, -d / 2 + 0.04, x + 0.015, 0.69, d / 2 - 0.04, 0.008, 1),
    );
    m.add(
      'armrests',
      'frame',
      rod([x, seatY, d / 2 - 0.08], [x, 0.665, d / 2 - 0.08], 0.012, 0.012, 10),
    );
  }
  m.add('legs_wood', 'frame', fourLegs(hw, hd, seatY - 0.03, 'round', 0.04, 0.01));
  m.add('legs_metal', 'metal', fourLegs(hw, hd, seatY - 0.03, 'metal', 0.022));
  return m;
}

/** Dining table: top; four legs or a trestle base. */
function diningTable({ w, h, d }: Ctx): Model {
  const m = new Model();
  const topT = 0.035;
  m.add('top', 'top', boxAt(-w / 2, h - topT, -d / 2, w / 2, h, d / 2, 0.006, 2));
  m.add('legs_four', 'frame', fourLegs(w / 2 - 0.08, d / 2 - 0.08, h - topT, 'square', 0.065));
  const ex = w / 2 - 0.25;
  for (const x of [-ex, ex]) {
    m.add('trestle', 'frame', boxAt(x - 0.03, 0, -d / 2 + 0.1, x + 0.03, 0.05, d / 2 - 0.1, 0.006));
    m.add('trestle', 'frame', boxAt(x - 0.03, 0.05, -0.04, x + 0.03, h - topT, 0.04, 0.006));
  }
  m.add('trestle', 'frame', boxAt(-ex, h * 0.35, -0.025, ex, h * 0.35 + 0.07, 0.025, 0.006));
  return m;
}

export const SHAPES: Record<ConfigurableKind, (c: Ctx) => Model> = {
  sofa,
  chair,
  dining_table: diningTable,
};
