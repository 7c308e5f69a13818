/**
 * Case furniture parts shared by cabinets, sideboards, wardrobes, desks and nightstands:
 * carcass boards, doors in several styles, drawer fronts, with handles.
 */
import { boxAt } from './primitives';
import { handle, type HandleStyle } from './kit';
import type { Model } from './parts';

/** Board thickness of carcasses and fronts (18 mm). */
export const BOARD = 0.018;
const GAP = 0.003;

/** Open box: two sides, top, bottom and a back panel inside [x0,x1]×[y0,y1]×[z0,z1]. */
export function carcass(
  m: Model,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  slot = 'frame',
  t = BOARD,
): void {
  m.add('carcass', slot, boxAt(x0, y0, z0, x0 + t, y1, z1, 0.002));
  m.add('carcass', slot, boxAt(x1 - t, y0, z0, x1, y1, z1, 0.002));
  m.add('carcass', slot, boxAt(x0 + t, y1 - t, z0, x1 - t, y1, z1, 0.002));
  m.add('carcass', slot, boxAt(x0 + t, y0, z0, x1 - t, y0 + t, z1, 0.002));
  m.add('carcass', slot, boxAt(x0 + t, y0 + t, z0, x1 - t, y1 - t, z0 + 0.008, 0.001));
}

/** Front styles: plain slab, framed (shaker), glazed, fluted, or with a mirror panel. */
export type DoorStyle = 'flat' | 'shaker' | 'glass' | 'slats' | 'mirror';

/**
 * Door covering [x0,x1]×[y0,y1] with its back face at z. The handle goes on the side
 * given by `hinge` (-1 hinge left → handle right), at height `hy`.
 */
export function door(
  m: Model,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z: number,
  style: DoorStyle,
  hs: HandleStyle | 'none',
  hinge: -1 | 1,
  hy = (y0 + y1) / 2,
): void {
  x0 += GAP;
  x1 -= GAP;
  y0 += GAP;
  y1 -= GAP;
  const t = BOARD;
  if (style === 'flat') m.add('doors', 'door', boxAt(x0, y0, z, x1, y1, z + t, 0.0025));
  else if (style === 'mirror') {
    m.add('doors', 'door', boxAt(x0, y0, z, x1, y1, z + t, 0.0025));
    m.add(
      'mirror',
      'mirror',
      boxAt(x0 + 0.04, y0 + 0.04, z + t, x1 - 0.04, y1 - 0.04, z + t + 0.004, 0.001),
    );
  } else {
    const f = Math.min(0.07, (x1 - x0) * 0.18);
    const frame = style === 'glass' ? 'frame' : 'door';
    m.add('doors', frame, boxAt(x0, y0, z, x0 + f, y1, z + t, 0.003));
    m.add('doors', frame, boxAt(x1 - f, y0, z, x1, y1, z + t, 0.003));
    m.add('doors', frame, boxAt(x0 + f, y0, z, x1 - f, y0 + f, z + t, 0.003));
    m.add('doors', frame, boxAt(x0 + f, y1 - f, z, x1 - f, y1, z + t, 0.003));
    if (style === 'glass')
      m.add(
        'glass',
        'glass',
        boxAt(
          x0 + f - 0.005,
          y0 + f - 0.005,
          z + 0.006,
          x1 - f + 0.005,
          y1 - f + 0.005,
          z + 0.01,
          0,
        ),
      );
    else if (style === 'shaker')
      m.add(
        'doors',
        'door',
        boxAt(
          x0 + f - 0.004,
          y0 + f - 0.004,
          z + 0.002,
          x1 - f + 0.004,
          y1 - f + 0.004,
          z + t * 0.6,
          0.002,
        ),
      );
    else {
      // slatted (fluted) front: backing panel plus vertical rounded ribs
      m.add('doors', 'door', boxAt(x0 + f, y0 + f, z, x1 - f, y1 - f, z + t * 0.5, 0.001));
      const n = Math.max(3, Math.round((x1 - x0 - 2 * f) / 0.028));
      const sw = (x1 - x0 - 2 * f) / n;
      for (let i = 0; i < n; i++) {
        const sx = x0 + f + i * sw;
        m.add(
          'doors',
          'door',
          boxAt(sx + 0.001, y0 + f, z + t * 0.5, sx + sw - 0.001, y1 - f, z + t, 0.0045),
        );
      }
    }
  }
  if (hs !== 'none') {
    const hx = hinge < 0 ? x1 - 0.04 : x0 + 0.04;
    const hl = Math.min(0.4, (y1 - y0) * 0.3);
    const vertical = hs === 'bar' ? 'vbar' : hs === 'tab' ? 'vtab' : hs;
    m.add(
      'handles',
      'handle',
      handle(vertical, hx, hy, z + t, hs === 'tab' ? Math.min(hl, 0.12) : hl),
    );
  }
}

/** Drawer front with a centred handle (two knobs on wide drawers). */
export function drawer(
  m: Model,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z: number,
  hs: HandleStyle | 'none',
): void {
  m.add('drawers', 'door', boxAt(x0 + GAP, y0 + GAP, z, x1 - GAP, y1 - GAP, z + BOARD, 0.0025));
  if (hs === 'none') return;
  const cx = (x0 + x1) / 2,
    cy = (y0 + y1) / 2 + (y1 - y0) * 0.1;
  const w = x1 - x0;
  if (hs === 'knob' && w > 0.6) {
    for (const s of [-1, 1])
      m.add('handles', 'handle', handle('knob', cx + s * w * 0.25, cy, z + BOARD));
  } else {
    const flat = hs === 'vbar' ? 'bar' : hs === 'vtab' ? 'tab' : hs;
    m.add('handles', 'handle', handle(flat, cx, cy, z + BOARD, Math.min(0.18, w * 0.35)));
  }
}
