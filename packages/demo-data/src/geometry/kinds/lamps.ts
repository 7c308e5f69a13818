/**
 * Lamps: drum-shade floor lamp, arc lamp, wooden tripod lamp; ceramic table lamp,
 * mushroom lamp, articulated desk lamp; dome, glass globe and cone pendants (cord and
 * ceiling canopy included, so pendants stand on y = 0 with the canopy at the top).
 */
import type { Mesh } from '../mesh';
import { type Vec3 } from '../mesh';
import { cylinder, lathe, ovalDisc, sphere, type ProfilePoint } from '../primitives';
import { rod, roundedPath, tube } from '../sweep';
import { bulb, shellLathe } from '../kit';
import { Model, type Ctx } from '../parts';

/** Outer profile of a shade from bottom rim to top rim. */
function shadeProfile(
  kind: 'drum' | 'cone' | 'dome' | 'bell',
  r: number,
  hgt: number,
  y0: number,
): Array<[number, number]> {
  if (kind === 'drum')
    return [
      [r, y0],
      [r, y0 + hgt],
    ];
  if (kind === 'cone')
    return [
      [r, y0],
      [r * 0.55, y0 + hgt],
    ];
  const pts: Array<[number, number]> = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    const a = (t * Math.PI) / 2;
    const rr = kind === 'dome' ? r * Math.cos(a) : r * (1 - 0.82 * Math.pow(Math.sin(a), 0.8));
    pts.push([Math.max(rr, 0.012), y0 + hgt * Math.sin(a)]);
  }
  return pts;
}

/** Shade (thin wall) with sx/sz stretch for non-round footprints. */
function shade(
  kind: Parameters<typeof shadeProfile>[0],
  rx: number,
  rz: number,
  hgt: number,
  y0: number,
): Mesh {
  return shellLathe(
    shadeProfile(kind, rx, hgt, y0),
    kind === 'dome' || kind === 'bell' ? 0.004 : 0.003,
    48,
  ).scale(1, 1, rz / rx);
}

/** Classic floor lamp: weighted disc base, straight stem, fabric drum shade. */
export function drumFloorLamp({ w, h, d }: Ctx): Model {
  const m = new Model();
  const shadeH = Math.min(0.38, h * 0.24);
  m.add('shade', 'shade', shade('drum', w / 2, d / 2, shadeH, h - shadeH));
  m.add('base', 'metal', ovalDisc(Math.min(w, d) * 0.33, Math.min(w, d) * 0.33, 0.025, 0.01, 40));
  m.add('base', 'metal', cylinder(0.011, h - shadeH * 0.45, 16, 0.011, 0.02));
  for (let i = 0; i < 3; i++) {
    const a = (i * 2 * Math.PI) / 3;
    m.add(
      'base',
      'metal',
      rod(
        [0, h - shadeH * 0.3, 0],
        [Math.cos(a) * (w / 2 - 0.004), h - shadeH * 0.12, Math.sin(a) * (d / 2 - 0.004)],
        0.003,
        0.003,
        6,
      ),
    );
  }
  m.add('bulb', 'bulb', bulb(0, h - shadeH * 0.45, 0, 0.035, false));
  return m;
}

/** Arc lamp: marble block base, arched steel tube, dome shade hanging at the far end. */
export function arcFloorLamp({ w, h, d }: Ctx): Model {
  const m = new Model();
  const sr = Math.min(d / 2, 0.22),
    sh = sr * 0.75;
  const bx = -w / 2 + 0.15;
  m.add(
    'base',
    'base',
    ovalDisc(0.15, Math.min(0.15, d / 2), 0.07, 0.02, 40).translate(bx + 0.0, 0, 0),
  );
  const sx = w / 2 - sr;
  const path = roundedPath(
    [
      [bx, 0.06, 0],
      [bx, h * 0.72, 0],
      [bx + (sx - bx) * 0.45, h - 0.01, 0],
      [sx, h - 0.1, 0],
      [sx, h - 0.16 - sh * 0.2, 0],
    ],
    Math.min(0.5, w * 0.3),
    12,
  );
  m.add('arc', 'metal', tube(path, 0.012, { sides: 12 }));
  const y0 = Math.max(0.9, h - 0.16 - sh * 1.1);
  m.add('shade', 'metal', shade('dome', sr, Math.min(sr, d / 2), sh, y0).translate(sx, 0, 0));
  m.add('bulb', 'bulb', bulb(sx, y0 + sh * 0.45, 0, 0.035));
  return m;
}

/** Tripod floor lamp: three splayed wooden legs, brass hub, conical fabric shade. */
export function tripodFloorLamp({ w, h, d }: Ctx): Model {
  const m = new Model();
  const shadeH = Math.min(0.34, h * 0.22);
  const hub = h - shadeH * 1.3;
  for (let i = 0; i < 3; i++) {
    const a = Math.PI / 2 + (i * 2 * Math.PI) / 3;
    // a tripod's footprint is 0.866 R wide and 1.5 R deep: stretch and centre it to w × d
    const rxF = (w / 2 - 0.015) / 0.866,
      rzF = (d / 2 - 0.015) / 0.75;
    const foot: Vec3 = [Math.cos(a) * rxF, 0, Math.sin(a) * rzF - 0.25 * rzF];
    m.add(
      'legs',
      'frame',
      rod(foot, [Math.cos(a) * 0.03, hub, Math.sin(a) * 0.03], 0.012, 0.017, 12),
    );
  }
  m.add(
    'hub',
    'metal',
    cylinder(0.03, 0.06, 16, 0.026, hub - 0.04),
    cylinder(0.008, shadeH * 0.8, 10, 0.008, hub),
  );
  const sr = Math.min(w, d) * 0.34;
  m.add('shade', 'shade', shade('cone', sr, sr, shadeH, h - shadeH));
  m.add('bulb', 'bulb', bulb(0, hub + shadeH * 0.5, 0, 0.03, false));
  return m;
}

/** Table lamp with a glazed ceramic gourd base and a tapered fabric shade. */
export function ceramicTableLamp({ w, h, d }: Ctx): Model {
  const m = new Model();
  const shadeH = h * 0.42;
  const baseH = h - shadeH * 0.85;
  const br = Math.min(w, d) * 0.3;
  const prof: ProfilePoint[] = [
    [0, 0],
    [br * 0.6, 0, true],
  ];
  for (let i = 1; i <= 12; i++) {
    const t = i / 12;
    const r = br * (0.6 + 0.45 * Math.sin(t * Math.PI * 0.95)) * (1 - 0.55 * t * t) + 0.012;
    prof.push([r, baseH * 0.8 * t]);
  }
  prof.push([0.02, baseH * 0.8 + 0.01, true], [0.012, baseH * 0.82], [0.008, baseH], [0, baseH]);
  m.add('base', 'base', lathe(prof, 40));
  m.add('shade', 'shade', shade('cone', w / 2, d / 2, shadeH, h - shadeH));
  m.add('bulb', 'bulb', bulb(0, baseH - 0.03, 0, 0.03, false));
  return m;
}

/** Mushroom lamp: a domed shade on a slim stem and a round foot, all one material. */
export function mushroomLamp({ w, h, d }: Ctx): Model {
  const m = new Model();
  const R = w / 2,
    domeH = Math.min(h * 0.4, R * 0.8);
  m.add('shade', 'shade', shade('dome', R, d / 2, domeH, h - domeH));
  const foot = Math.min(w, d) * 0.32;
  m.add(
    'base',
    'base',
    lathe(
      [
        [0, 0],
        [foot, 0, true],
        [foot, 0.01],
        [foot * 0.6, 0.03],
        [0.018, 0.045],
        [0.016, h - domeH * 0.5],
        [0, h - domeH * 0.5],
      ],
      40,
    ),
  );
  m.add('bulb', 'bulb', bulb(0, h - domeH * 0.5 - 0.005, 0, 0.03));
  return m;
}

/** Articulated desk lamp: round base, two arm sections with joints, conical head. */
export function deskLamp({ w, h, d }: Ctx): Model {
  const m = new Model();
  const br = w / 2;
  const bz = -d / 2 + br;
  m.add('base', 'metal', ovalDisc(br, br, 0.025, 0.008, 32).translate(0, 0, bz));
  const j1: Vec3 = [0, 0.045, bz],
    j2: Vec3 = [0, h * 0.62, bz + (d - 2 * br) * 0.1],
    j3: Vec3 = [0, h - 0.015, d / 2 - 0.14];
  m.add('arm', 'metal', rod(j1, j2, 0.007, 0.007, 10), rod(j2, j3, 0.007, 0.007, 10));
  for (const j of [j1, j2, j3]) m.add('arm', 'metal', sphere(0.014, 12, 6).translate(...j));
  // cone head: narrow end at the top joint, opening facing down and forward
  const a = -0.75;
  const axis: Vec3 = [0, Math.cos(a), Math.sin(a)];
  const tip: Vec3 = [0, j3[1] - 0.13 * axis[1], j3[2] - 0.13 * axis[2]];
  m.add(
    'shade',
    'metal',
    shellLathe(
      [
        [0.07, 0],
        [0.03, 0.11],
        [0.018, 0.13],
      ],
      0.003,
      32,
    )
      .rotateX(a)
      .translate(...tip),
  );
  m.add(
    'bulb',
    'bulb',
    sphere(0.022, 12, 6).translate(0, tip[1] + 0.05 * axis[1], tip[2] + 0.05 * axis[2]),
  );
  return m;
}

/** Cord and ceiling canopy shared by the pendants. */
function hanging(m: Model, h: number, cordBottom: number): void {
  m.add('canopy', 'metal', cylinder(0.06, 0.025, 32, 0.055, h - 0.025));
  m.add('cord', 'metal', cylinder(0.003, h - 0.025 - cordBottom, 6, 0.003, cordBottom));
}

/** Dome pendant: spun metal dome with a small socket cap. */
export function domePendant({ w, h, d }: Ctx): Model {
  const m = new Model();
  const domeH = Math.min(w * 0.45, h * 0.4);
  m.add('shade', 'shade', shade('dome', w / 2, d / 2, domeH, 0));
  m.add('shade', 'shade', cylinder(0.025, 0.05, 16, 0.02, domeH - 0.01));
  hanging(m, h, domeH + 0.03);
  m.add('bulb', 'bulb', bulb(0, domeH * 0.55, 0, 0.035));
  return m;
}

/** Glass globe pendant with a metal cap and a visible bulb. */
export function globePendant({ w, h, d }: Ctx): Model {
  const m = new Model();
  const r = Math.min(w, d) / 2;
  m.add(
    'globe',
    'glass',
    sphere(r, 40, 20)
      .scale(w / 2 / r, 1, d / 2 / r)
      .translate(0, r, 0),
  );
  m.add(
    'cap',
    'metal',
    lathe(
      [
        [0, 2 * r + 0.04],
        [0.035, 2 * r + 0.04, true],
        [0.045, 2 * r - 0.02],
        [0, 2 * r - 0.02],
      ],
      24,
    ),
  );
  hanging(m, h, 2 * r + 0.04);
  m.add('bulb', 'bulb', sphere(r * 0.3, 16, 8).translate(0, r, 0));
  return m;
}

/** Tall conical pendant in spun metal or wood, bulb showing below the rim. */
export function conePendant({ w, h, d }: Ctx): Model {
  const m = new Model();
  const coneH = Math.min(h * 0.45, w * 1.1);
  m.add(
    'shade',
    'shade',
    shellLathe(
      [
        [w / 2, 0],
        [0.03, coneH],
      ],
      0.003,
      48,
    ).scale(1, 1, d / w),
  );
  m.add('shade', 'shade', cylinder(0.03, 0.04, 16, 0.025, coneH));
  hanging(m, h, coneH + 0.04);
  m.add('bulb', 'bulb', bulb(0, coneH * 0.35, 0, 0.04));
  return m;
}
