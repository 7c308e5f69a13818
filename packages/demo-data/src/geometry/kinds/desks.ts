/**
 * Side tables and desks: tripod tray table, nightstand with drawer, C-shaped sofa table;
 * pedestal desk with drawers, steel-frame desk, writing desk with a back gallery.
 */
import { Mesh, type Vec3 } from '../mesh';
import { boxAt, lathe, type ProfilePoint } from '../primitives';
import { rod, roundedPath, tube } from '../sweep';
import { fourLegs } from '../kit';
import { carcass, drawer, BOARD } from '../casework';
import { Model, type Ctx } from '../parts';

/** Round tray top with a raised rim on a slim steel tripod. */
export function trayTable({ w, h, d }: Ctx): Model {
  const m = new Model();
  const R = w / 2,
    rimH = 0.035,
    t = 0.008;
  const prof: ProfilePoint[] = [
    [0, h - rimH],
    [R - 0.01, h - rimH],
    [R, h - rimH + 0.01],
    [R, h, true],
    [R - t, h, true],
    [R - t, h - rimH + t + 0.004],
    [R - t - 0.006, h - rimH + t, true],
    [0, h - rimH + t],
  ];
  m.add('top', 'top', lathe(prof, 56, 1, d / w));
  for (let i = 0; i < 3; i++) {
    const a = Math.PI / 2 + (i * 2 * Math.PI) / 3;
    const foot: Vec3 = [Math.cos(a) * (R - 0.01), 0, Math.sin(a) * (d / 2 - 0.01)];
    const top: Vec3 = [Math.cos(a) * R * 0.55, h - rimH, Math.sin(a) * (d / 2) * 0.55];
    m.add('legs', 'metal', rod(foot, top, 0.006, 0.008, 10));
  }
  return m;
}

/** Nightstand: small case with one drawer above an open niche, on four short legs. */
export function nightstand({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const legH = Math.min(0.16, h * 0.3);
  const hs = rng.pick(['knob', 'tab'] as const);
  const z = d / 2 - BOARD - (hs === 'knob' ? 0.032 : 0.025); // knob or tab stays inside the depth
  carcass(m, -w / 2, w / 2, legH, h, -d / 2, z);
  const mid = h - (h - legH) * 0.42;
  m.add(
    'carcass',
    'frame',
    boxAt(-w / 2 + BOARD, mid - BOARD, -d / 2, w / 2 - BOARD, mid, z, 0.002),
  );
  drawer(m, -w / 2, w / 2, mid, h, z, hs);
  const legs = fourLegs(w / 2 - 0.04, (z + d / 2) / 2 - 0.04, legH, 'round', 0.032, 0.008);
  m.add('legs', 'legs', legs.translate(0, 0, (z - d / 2) / 2));
  return m;
}

/** C-shaped side table: two bent steel tube C-frames holding a top and a base board. */
export function cTable({ w, h, d }: Ctx): Model {
  const m = new Model();
  const tr = 0.01,
    topT = 0.022;
  m.add('top', 'top', boxAt(-w / 2, h - topT, -d / 2, w / 2, h, d / 2, 0.004, 2));
  m.add(
    'base',
    'top',
    boxAt(-w / 2 + 0.01, 0, -d / 2, w / 2 - 0.01, 0.02, (d / 2) * 0.25, 0.004, 2),
  );
  for (const sx of [-1, 1]) {
    const x = sx * (w / 2 - 0.04);
    const path: Vec3[] = [
      [x, h - topT - tr, d / 2 - 0.05],
      [x, h - topT - tr, -d / 2 + tr],
      [x, 0.02 + tr, -d / 2 + tr],
      [x, 0.02 + tr, (d / 2) * 0.2],
    ];
    m.add('frame', 'metal', tube(roundedPath(path, 0.05, 6), tr, { sides: 12, caps: 'round' }));
  }
  return m;
}

/** Desk with a three-drawer pedestal on the right and two legs on the left. */
export function pedestalDesk({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const topT = 0.03;
  m.add('top', 'top', boxAt(-w / 2, h - topT, -d / 2, w / 2, h, d / 2, 0.004, 2));
  const pw = Math.min(0.42, w * 0.32);
  const px0 = w / 2 - pw - 0.01;
  const zf = d / 2 - 0.035 - BOARD; // drawer fronts plus handles end at the top's edge
  carcass(m, px0, w / 2 - 0.01, 0.02, h - topT, -d / 2 + 0.02, zf);
  m.add(
    'carcass',
    'frame',
    boxAt(px0 + 0.01, 0, -d / 2 + 0.04, w / 2 - 0.02, 0.02, d / 2 - 0.06, 0.002),
  );
  const hs = rng.pick(['bar', 'tab', 'knob'] as const);
  const rows = [0.02, 0.3, 0.5, 1].map((t) => 0.02 + (h - topT - 0.02) * (t === 0.02 ? 0 : t));
  for (let i = 0; i < 3; i++) drawer(m, px0, w / 2 - 0.01, rows[i]!, rows[i + 1]!, zf, hs);
  const leg = 0.05;
  for (const sz of [-1, 1]) {
    const z = sz * (d / 2 - 0.05);
    m.add(
      'legs',
      'frame',
      boxAt(-w / 2 + 0.03, 0, z - leg / 2, -w / 2 + 0.03 + leg, h - topT, z + leg / 2, 0.004),
    );
  }
  m.add(
    'legs',
    'frame',
    boxAt(-w / 2 + 0.04, h - topT - 0.28, -d / 2 + 0.035, px0, h - topT, -d / 2 + 0.05, 0.002),
  );
  return m;
}

/** Desk with a steel frame: rectangular tube end loops joined by a rail, wooden top. */
export function frameDesk({ w, h, d }: Ctx): Model {
  const m = new Model();
  const topT = 0.025;
  m.add('top', 'top', boxAt(-w / 2, h - topT, -d / 2, w / 2, h, d / 2, 0.004, 2));
  const s = 0.02;
  const frame = new Mesh();
  for (const sx of [-1, 1]) {
    const x = sx * (w / 2 - 0.06);
    const y1 = h - topT - s / 2;
    const loop: Vec3[] = [
      [x, s / 2, d / 2 - 0.05],
      [x, y1, d / 2 - 0.05],
      [x, y1, -d / 2 + 0.05],
      [x, s / 2, -d / 2 + 0.05],
    ];
    frame.append(tube(roundedPath(loop, 0.03, 5, true), s / 2, { closed: true, sides: 12 }));
  }
  frame.append(
    rod(
      [-(w / 2 - 0.06), h - topT - 0.1, -d / 2 + 0.05],
      [w / 2 - 0.06, h - topT - 0.1, -d / 2 + 0.05],
      s / 2,
      s / 2,
      12,
    ),
  );
  m.add('frame', 'metal', frame);
  return m;
}

/** Writing desk: tapered legs, apron drawer, small gallery with a shelf at the back. */
export function writingDesk({ w, h, d, rng }: Ctx): Model {
  const m = new Model();
  const deskH = Math.min(0.76, h * 0.82);
  const topT = 0.025;
  m.add('top', 'top', boxAt(-w / 2, deskH - topT, -d / 2, w / 2, deskH, d / 2, 0.004, 2));
  const hw = w / 2 - 0.05,
    hd = d / 2 - 0.05;
  m.add(
    'legs',
    'frame',
    fourLegs(hw, hd, deskH - topT, rng.next() < 0.5 ? 'round' : 'square', 0.045, 0.012),
  );
  m.add(
    'aprons',
    'frame',
    boxAt(-hw, deskH - topT - 0.09, -hd - 0.01, hw, deskH - topT, -hd + 0.01, 0.002),
  );
  for (const sx of [-1, 1])
    m.add(
      'aprons',
      'frame',
      boxAt(sx * hw - 0.01, deskH - topT - 0.09, -hd, sx * hw + 0.01, deskH - topT, hd, 0.002),
    );
  drawer(m, -hw + 0.03, hw - 0.03, deskH - topT - 0.095, deskH - topT, hd - 0.005, 'knob');
  // gallery at the back
  const gd = Math.min(0.2, d * 0.35),
    gz0 = -d / 2 + 0.01;
  const gy = deskH;
  const gw = w / 2 - 0.02;
  m.add('gallery', 'frame', boxAt(-gw, gy, gz0, -gw + 0.016, h, gz0 + gd, 0.003));
  m.add('gallery', 'frame', boxAt(gw - 0.016, gy, gz0, gw, h, gz0 + gd, 0.003));
  m.add('gallery', 'frame', boxAt(-gw, h - 0.016, gz0, gw, h, gz0 + gd, 0.003));
  m.add(
    'gallery',
    'frame',
    boxAt(
      -gw + 0.016,
      gy + (h - gy) * 0.5,
      gz0,
      gw - 0.016,
      gy + (h - gy) * 0.5 + 0.014,
      gz0 + gd - 0.01,
      0.002,
    ),
  );
  m.add('gallery', 'frame', boxAt(-gw + 0.016, gy, gz0, gw - 0.016, h - 0.016, gz0 + 0.008, 0.001));
  return m;
}
