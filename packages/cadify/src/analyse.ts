/** Counts and size of a normalised model, as the file service stores them. */
import type { FlatModel } from './flatten';
import { triangleCount } from './flatten';
import type { CadAnalysis } from './types';

/** A side shorter than this share of the longest makes the model flat (a 2D drawing). */
const FLAT = 1e-6;

export function analyseFlat(model: FlatModel): CadAnalysis {
  const vertices =
    model.parts.reduce((sum, p) => sum + p.positions.length / 3, 0) + model.looseVertices;
  const triangles = triangleCount(model);
  const size = [0, 1, 2].map((k) =>
    Number.isFinite(model.min[k]!) ? Math.max(0, model.max[k]! - model.min[k]!) : 0,
  );
  const longest = Math.max(...size);
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    vertex_count: vertices,
    triangle_count: triangles,
    width: round(size[0]!),
    height: round(size[1]!),
    depth: round(size[2]!),
    is_2d: triangles === 0 || Math.min(...size) <= longest * FLAT,
  };
}
