/**
 * Dining and coffee tables: apron table on tapered legs, round pedestal table, trestle
 * table; round three-leg coffee table, coffee table with shelf, oval top on a drum base.
 */
import type { Vec3 } from '../mesh';
import { boxAt, lathe, ovalDisc, type ProfilePoint } from '../primitives';
import { rod } from '../sweep';
import { fourLegs } from '../kit';
import { Model, type Ctx } from '../parts';

/** Rectangular table: top, aprons, four tapered legs (round or square by seed). */
export function apronTable({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const topT = 0.03;
  m.add('top', 'top', boxAt(-w / 2, h - topT, -d / 2, w / 2, h, d / 2, 0.006, 2));
  const style = rng.next() < 0.5 ? 'square' : 'round';
  const leg = 0.06;
  const hw = w / 2 - 0.06 - leg / 2,
    hd = d / 2 - 0.06 - leg / 2;
  m.add('legs', 'frame', fourLegs(hw, hd, h - topT, style, leg, 0));
  const ay = h - topT - 0.09;
  const inset = 0.012;
  m.add('aprons', 'frame', boxAt(-hw, ay, hd - inset - 0.02, hw, h - topT, hd - inset, 0.003));
  m.add('aprons', 'frame', boxAt(-hw, ay, -hd + inset, hw, h - topT, -hd + inset + 0.02, 0.003));
  m.add('aprons', 'frame', boxAt(hw - inset - 0.02, ay, -hd, hw - inset, h - topT, hd, 0.003));
  m.add('aprons', 'frame', boxAt(-hw + inset, ay, -hd, -hw + inset + 0.02, h - topT, hd, 0.003));
  return m;
}

/** Tulip-style profile for pedestal bases: wide foot, slim column, small top plate. */
function pedestal(baseR: number, topY: number, colR: number): ProfilePoint[] {
  const p: ProfilePoint[] = [
    [0, 0],
    [baseR, 0, true],
    [baseR, 0.015],
  ];
  for (let i = 1; i <= 8; i++) {
    const t = i / 8;
    p.push([baseR - (baseR - colR) * Math.sin((t * Math.PI) / 2), 0.015 + topY * 0.22 * t * t]);
  }
  p.push([colR, topY * 0.85], [colR * 2.2, topY - 0.015], [colR * 2.4, topY, true], [0, topY]);
  return p;
}

/** Round (oval when w ≠ d) table on a single pedestal. */
export function pedestalTable({ w, h, d }: Ctx): Model {
  const m = new Model();
  const topT = 0.03;
  m.add('top', 'top', ovalDisc(w / 2, d / 2, topT, 0.012, 64).translate(0, h - topT, 0));
  const baseR = Math.min(w, d) * 0.3;
  m.add(
    'base',
    'legs',
    lathe(pedestal(baseR, h - topT, 0.05), 40).scale(1, 1, d / w > 1 ? 1 : Math.max(0.8, d / w)),
  );
  return m;
}

/** Trestle table: thick top on two T-shaped trestles joined by a stretcher. */
export function trestleTable({ w, h, d }: Ctx): Model {
  const m = new Model();
  const topT = 0.04;
  m.add('top', 'top', boxAt(-w / 2, h - topT, -d / 2, w / 2, h, d / 2, 0.008, 2));
  const ex = w / 2 - Math.min(0.3, w * 0.15);
  for (const sx of [-1, 1]) {
    const x = sx * ex;
    m.add(
      'trestles',
      'frame',
      boxAt(x - 0.04, 0, -d / 2 + 0.06, x + 0.04, 0.06, d / 2 - 0.06, 0.01, 2),
    );
    m.add(
      'trestles',
      'frame',
      boxAt(x - 0.035, 0.06, -0.05, x + 0.035, h - topT - 0.05, 0.05, 0.006),
    );
    m.add(
      'trestles',
      'frame',
      boxAt(x - 0.035, h - topT - 0.05, -d / 2 + 0.08, x + 0.035, h - topT, d / 2 - 0.08, 0.006),
    );
  }
  m.add('trestles', 'frame', boxAt(-ex, h * 0.35, -0.025, ex, h * 0.35 + 0.08, 0.025, 0.006));
  return m;
}

/** Round coffee table with three (or four) splayed tapered legs and an apron ring. */
export function roundCoffeeTable({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const topT = 0.028;
  m.add('top', 'top', ovalDisc(w / 2, d / 2, topT, 0.01, 64).translate(0, h - topT, 0));
  const n = rng.next() < 0.6 ? 3 : 4;
  for (let i = 0; i < n; i++) {
    const a = Math.PI / 2 + (i * 2 * Math.PI) / n + (n === 4 ? Math.PI / 4 : 0);
    const foot: Vec3 = [Math.cos(a) * w * 0.4, 0, Math.sin(a) * d * 0.4];
    const top: Vec3 = [Math.cos(a) * w * 0.3, h - topT, Math.sin(a) * d * 0.3];
    m.add('legs', 'frame', rod(foot, top, 0.014, 0.022, 14));
  }
  return m;
}

/** Rectangular coffee table with a lower shelf between square legs. */
export function shelfCoffeeTable({ w, h, d }: Ctx): Model {
  const m = new Model();
  const topT = 0.03,
    leg = 0.045;
  m.add('top', 'top', boxAt(-w / 2, h - topT, -d / 2, w / 2, h, d / 2, 0.005, 2));
  const hw = w / 2 - 0.03 - leg / 2,
    hd = d / 2 - 0.03 - leg / 2;
  m.add('legs', 'frame', fourLegs(hw, hd, h - topT, 'square', leg));
  m.add(
    'shelf',
    'top',
    boxAt(-hw + leg / 2, 0.08, -hd + leg / 2 - 0.01, hw - leg / 2, 0.1, hd - leg / 2 + 0.01, 0.003),
  );
  m.add(
    'frame',
    'frame',
    boxAt(-hw, h - topT - 0.06, -hd + leg / 2 - 0.012, hw, h - topT, -hd + leg / 2 - 0.002, 0.002),
  );
  m.add(
    'frame',
    'frame',
    boxAt(-hw, h - topT - 0.06, hd - leg / 2 + 0.002, hw, h - topT, hd - leg / 2 + 0.012, 0.002),
  );
  return m;
}

/** Oval stone-look top resting on a slightly waisted drum base. */
export function drumCoffeeTable({ w, h, d }: Ctx): Model {
  const m = new Model();
  const topT = 0.03;
  m.add('top', 'top', ovalDisc(w / 2, d / 2, topT, 0.012, 64).translate(0, h - topT, 0));
  const r = Math.min(w, d) * 0.3;
  const hb = h - topT;
  const prof: ProfilePoint[] = [
    [0, 0],
    [r, 0, true],
  ];
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    prof.push([r * (1 - 0.12 * Math.sin(t * Math.PI)), hb * t]);
  }
  prof.push([r, hb, true], [0, hb]);
  m.add('base', 'legs', lathe(prof, 48, 1, Math.max(0.6, Math.min(1.6, (d / w) * 1.3))));
  return m;
}
