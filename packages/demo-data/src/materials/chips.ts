/**
 * Random convex "chips" stamped into a wrapping id buffer: terrazzo aggregate, granite
 * crystals, concrete air pores. Stamping costs only the chips' area, which is far cheaper than
 * evaluating cellular noise at every pixel.
 */
import { i32, f32 } from './scratch';

/** Output of stampChips, reusable as input to stamp a second layer on top. */
export interface ChipField {
  /** 1-based chip index per pixel, 0 where no chip. Later chips cover earlier ones. */
  id: Int32Array;
  /** Distance inside the chip's outline, in pixels (for bevels and rims). */
  edge: Float32Array;
}

/** How many chips, how big and how angular. */
export interface ChipOptions {
  count: number;
  /** Radius range in tile units. */
  rMin: number;
  rMax: number;
  /** Number of sides (5-8 gives crushed-stone chips, 12+ gives round pores). */
  sides: number;
  /** Max elongation factor (1 = none). */
  elongate: number;
}

/** Stamps chips into (or on top of) field; chip i uses rand() for its shape and place. */
export function stampChips(
  size: number,
  o: ChipOptions,
  rand: () => number,
  field?: ChipField,
  idBase = 0,
): ChipField {
  const f = field ?? { id: i32(size * size), edge: f32(size * size) };
  const nx = new Float64Array(o.sides);
  const ny = new Float64Array(o.sides);
  const rr = new Float64Array(o.sides);
  for (let c = 0; c < o.count; c++) {
    const cx = rand() * size;
    const cy = rand() * size;
    const t = rand();
    const r = (o.rMin + (o.rMax - o.rMin) * t * t) * size;
    const el = 1 + (o.elongate - 1) * rand();
    const rot = rand() * Math.PI;
    const [cr, sr] = [Math.cos(rot), Math.sin(rot)];
    let reach = 0;
    for (let k = 0; k < o.sides; k++) {
      const a = ((k + 0.6 * (rand() - 0.5)) / o.sides) * Math.PI * 2;
      // Half-plane normal in the chip's frame, stretched along its own x by el.
      let ax = Math.cos(a) / el;
      let ay = Math.sin(a);
      const l = Math.hypot(ax, ay);
      ax /= l;
      ay /= l;
      nx[k] = ax * cr - ay * sr;
      ny[k] = ax * sr + ay * cr;
      rr[k] = (r * (o.sides > 10 ? 1 : 0.75 + 0.25 * rand())) / l;
      reach = Math.max(reach, rr[k]!);
    }
    // Exact reach: the farthest corner, where neighbouring edges (sorted by angle) meet.
    for (let k = 0; k < o.sides; k++) {
      const m = (k + 1) % o.sides;
      const det = nx[k]! * ny[m]! - ny[k]! * nx[m]!;
      if (Math.abs(det) < 1e-6) continue;
      const px = (rr[k]! * ny[m]! - rr[m]! * ny[k]!) / det;
      const py = (nx[k]! * rr[m]! - nx[m]! * rr[k]!) / det;
      reach = Math.max(reach, Math.hypot(px, py));
    }
    reach = Math.ceil(Math.min(reach, r * el * 3)) + 1;
    const id = idBase + c + 1;
    for (let dy = -reach; dy <= reach; dy++) {
      const py = (((Math.floor(cy) + dy) % size) + size) % size;
      const fy = Math.floor(cy) + dy + 0.5 - cy;
      for (let dx = -reach; dx <= reach; dx++) {
        const fx = Math.floor(cx) + dx + 0.5 - cx;
        let d = 1e9;
        for (let k = 0; k < o.sides && d > 0; k++) {
          const e = rr[k]! - (nx[k]! * fx + ny[k]! * fy);
          if (e < d) d = e;
        }
        if (d <= 0) continue;
        const px = (((Math.floor(cx) + dx) % size) + size) % size;
        const p = py * size + px;
        f.id[p] = id;
        f.edge[p] = d;
      }
    }
  }
  return f;
}
