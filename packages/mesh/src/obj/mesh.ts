/**
 * Places OBJ geometry the way SweetHome3D shows a catalogue piece, then welds it into
 * indexed glTF-ready arrays: centre the model, apply modelRotation, stretch it to the
 * declared width × height × depth (cm), convert to metres, stand it on y = 0 and centre it
 * in x and z. Missing normals are generated from smoothing groups, else by crease angle.
 */
import type { ObjData } from './obj';

/** One primitive's worth of welded, transformed geometry. */
export interface MeshPart {
  material: string | undefined;
  positions: Float32Array;
  normals: Float32Array;
  /** glTF orientation (v flipped); null when the OBJ gives this part no texture coordinates. */
  uvs: Float32Array | null;
  indices: Uint32Array;
}

export interface PlacedMesh {
  parts: MeshPart[];
  /** Final size in metres (x, y, z). */
  size: [number, number, number];
  vertexCount: number;
  triangleCount: number;
}

/** Target size of the piece in centimetres, as declared in the catalogue. */
export interface Placement {
  width: number;
  height: number;
  depth: number;
  /** Row-major 3×3 rotation (SweetHome3D modelRotation); identity when absent. */
  rotation?: number[];
}

/** Normals of faces meeting at a vertex are averaged only when closer than this angle. */
const CREASE_WITHOUT_GROUPS = Math.cos((44 * Math.PI) / 180); // Java3D NormalGenerator default
const CREASE_IN_GROUP = Math.cos((80 * Math.PI) / 180);

function bounds(p: Float64Array, used: Uint8Array) {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < used.length; i++) {
    if (!used[i]) continue;
    for (let k = 0; k < 3; k++) {
      const v = p[i * 3 + k]!;
      if (v < min[k]!) min[k] = v;
      if (v > max[k]!) max[k] = v;
    }
  }
  return { min, max };
}

/** Transforms the used OBJ positions; answers them plus the per-axis scale applied. */
function place(obj: ObjData, placement: Placement, used: Uint8Array) {
  const count = obj.positions.length / 3;
  const p = Float64Array.from(obj.positions);
  const first = bounds(p, used);
  const c = [0, 1, 2].map((k) => (first.min[k]! + first.max[k]!) / 2);
  const r = placement.rotation ?? [1, 0, 0, 0, 1, 0, 0, 0, 1];
  for (let i = 0; i < count; i++) {
    const x = p[i * 3]! - c[0]!,
      y = p[i * 3 + 1]! - c[1]!,
      z = p[i * 3 + 2]! - c[2]!;
    p[i * 3] = r[0]! * x + r[1]! * y + r[2]! * z;
    p[i * 3 + 1] = r[3]! * x + r[4]! * y + r[5]! * z;
    p[i * 3 + 2] = r[6]! * x + r[7]! * y + r[8]! * z;
  }
  const rotated = bounds(p, used);
  const declared = [placement.width, placement.height, placement.depth];
  const scale = [0, 1, 2].map((k) => {
    const extent = rotated.max[k]! - rotated.min[k]!;
    return (extent > 1e-9 && declared[k]! > 0 ? declared[k]! / extent : 1) / 100;
  });
  const offset = [
    -((rotated.min[0]! + rotated.max[0]!) / 2) * scale[0]!,
    -rotated.min[1]! * scale[1]!,
    -((rotated.min[2]! + rotated.max[2]!) / 2) * scale[2]!,
  ];
  for (let i = 0; i < count; i++)
    for (let k = 0; k < 3; k++) p[i * 3 + k] = p[i * 3 + k]! * scale[k]! + offset[k]!;
  const size = [0, 1, 2].map((k) => (rotated.max[k]! - rotated.min[k]!) * scale[k]!) as [
    number,
    number,
    number,
  ];
  return { p, r, scale, size };
}

/**
 * Ids that are equal for positions at the same place (to 1e-5 of the model size), so
 * smoothing also crosses duplicated vertices. Sorting quantised coordinates keeps it fast.
 */
function spatialIds(
  p: Float64Array,
  used: Uint8Array,
  size: number[],
): { ids: Int32Array; count: number } {
  const ids = new Int32Array(used.length).fill(-1);
  const step = Math.max(...size, 1e-6) * 1e-5;
  const q = new Float64Array(used.length * 3);
  const order: number[] = [];
  for (let i = 0; i < used.length; i++) {
    if (!used[i]) continue;
    for (let k = 0; k < 3; k++) q[i * 3 + k] = Math.round(p[i * 3 + k]! / step);
    order.push(i);
  }
  order.sort(
    (a, b) =>
      q[a * 3]! - q[b * 3]! || q[a * 3 + 1]! - q[b * 3 + 1]! || q[a * 3 + 2]! - q[b * 3 + 2]!,
  );
  let id = -1;
  let previous = -1;
  for (const i of order) {
    const same =
      previous >= 0 &&
      q[i * 3] === q[previous * 3] &&
      q[i * 3 + 1] === q[previous * 3 + 1] &&
      q[i * 3 + 2] === q[previous * 3 + 2];
    if (!same) id++;
    ids[i] = id;
    previous = i;
  }
  return { ids, count: id + 1 };
}

/** Places and welds an OBJ; throws when it has no usable triangle. */
export function buildMesh(obj: ObjData, placement: Placement): PlacedMesh {
  const used = new Uint8Array(obj.positions.length / 3);
  for (const part of obj.parts)
    for (let i = 0; i < part.corners.length; i += 3) used[part.corners[i]!] = 1;
  if (!used.includes(1)) throw new Error('the model has no faces');
  const { p, r, scale, size } = place(obj, placement, used);
  const { ids: spatial, count: spatialCount } = spatialIds(p, used, size);
  const parts: MeshPart[] = [];
  let vertexCount = 0;
  let triangleCount = 0;

  for (const part of obj.parts) {
    const tris = part.smoothing.length;
    const { corners } = part;
    // Face normals (area-weighted and unit) of the placed triangles.
    const area = new Float64Array(tris * 3);
    const unit = new Float64Array(tris * 3);
    for (let t = 0; t < tris; t++) {
      const [a, b, c] = [corners[t * 9]! * 3, corners[t * 9 + 3]! * 3, corners[t * 9 + 6]! * 3];
      const ux = p[b]! - p[a]!,
        uy = p[b + 1]! - p[a + 1]!,
        uz = p[b + 2]! - p[a + 2]!;
      const vx = p[c]! - p[a]!,
        vy = p[c + 1]! - p[a + 1]!,
        vz = p[c + 2]! - p[a + 2]!;
      const nx = uy * vz - uz * vy,
        ny = uz * vx - ux * vz,
        nz = ux * vy - uy * vx;
      const len = Math.hypot(nx, ny, nz);
      area.set([nx, ny, nz], t * 3);
      unit.set(len > 0 ? [nx / len, ny / len, nz / len] : [0, 1, 0], t * 3);
    }
    // Triangles around each spatial vertex, for smoothing (compressed rows: start[s]..start[s+1]).
    const smooths = (t: number) => !obj.hasSmoothing || part.smoothing[t] !== 0;
    const start = new Int32Array(spatialCount + 1);
    for (let t = 0; t < tris; t++) {
      if (smooths(t)) for (let k = 0; k < 3; k++) start[spatial[corners[t * 9 + k * 3]!]! + 1]!++;
    }
    for (let i = 0; i < spatialCount; i++) start[i + 1]! += start[i]!;
    const around = new Int32Array(start[spatialCount]!);
    const fill = start.slice(0, spatialCount);
    for (let t = 0; t < tris; t++) {
      if (smooths(t))
        for (let k = 0; k < 3; k++) around[fill[spatial[corners[t * 9 + k * 3]!]!]!++] = t;
    }
    const crease = obj.hasSmoothing ? CREASE_IN_GROUP : CREASE_WITHOUT_GROUPS;
    const positions: number[] = [];
    const normals: number[] = [];
    const uvs: number[] = [];
    const indices: number[] = [];
    // Output vertices per OBJ position, to weld corners with equal uv and normal.
    const welded = new Map<number, number[]>();
    const outUv: number[] = [];
    const hasUv = corners.some((value, i) => i % 3 === 1 && value >= 0);
    const n = [0, 0, 0];

    for (let t = 0; t < tris; t++) {
      for (let k = 0; k < 3; k++) {
        const v = corners[t * 9 + k * 3]!;
        const vt = corners[t * 9 + k * 3 + 1]!;
        const vn = corners[t * 9 + k * 3 + 2]!;
        n[0] = n[1] = n[2] = 0;
        if (vn >= 0) {
          // Normals follow the inverse transpose of scale × rotation.
          const [x, y, z] = [
            obj.normals[vn * 3]!,
            obj.normals[vn * 3 + 1]!,
            obj.normals[vn * 3 + 2]!,
          ];
          n[0] = (r[0]! * x + r[1]! * y + r[2]! * z) / scale[0]!;
          n[1] = (r[3]! * x + r[4]! * y + r[5]! * z) / scale[1]!;
          n[2] = (r[6]! * x + r[7]! * y + r[8]! * z) / scale[2]!;
        } else if (smooths(t)) {
          const s = spatial[v]!;
          for (let a = start[s]!; a < start[s + 1]!; a++) {
            const o = around[a]!;
            if (part.smoothing[o] !== part.smoothing[t]) continue;
            if (
              unit[o * 3]! * unit[t * 3]! +
                unit[o * 3 + 1]! * unit[t * 3 + 1]! +
                unit[o * 3 + 2]! * unit[t * 3 + 2]! <
              crease
            )
              continue;
            for (let j = 0; j < 3; j++) n[j] = n[j]! + area[o * 3 + j]!;
          }
        }
        let len = Math.hypot(n[0], n[1], n[2]);
        if (!(len > 1e-12)) {
          n[0] = unit[t * 3]!;
          n[1] = unit[t * 3 + 1]!;
          n[2] = unit[t * 3 + 2]!;
          len = 1;
        }
        const nx = n[0] / len,
          ny = n[1] / len,
          nz = n[2] / len;
        let same = welded.get(v);
        if (!same) welded.set(v, (same = []));
        let index = same.find(
          (i) =>
            outUv[i] === vt &&
            Math.abs(normals[i * 3]! - nx) < 1e-4 &&
            Math.abs(normals[i * 3 + 1]! - ny) < 1e-4 &&
            Math.abs(normals[i * 3 + 2]! - nz) < 1e-4,
        );
        if (index === undefined) {
          index = positions.length / 3;
          same.push(index);
          outUv.push(vt);
          positions.push(p[v * 3]!, p[v * 3 + 1]!, p[v * 3 + 2]!);
          normals.push(nx, ny, nz);
          if (hasUv)
            uvs.push(vt >= 0 ? obj.uvs[vt * 2]! : 0, vt >= 0 ? 1 - obj.uvs[vt * 2 + 1]! : 0);
        }
        indices.push(index);
      }
    }
    vertexCount += positions.length / 3;
    triangleCount += tris;
    parts.push({
      material: part.material,
      positions: Float32Array.from(positions),
      normals: Float32Array.from(normals),
      uvs: hasUv ? Float32Array.from(uvs) : null,
      indices: Uint32Array.from(indices),
    });
  }
  return { parts, size, vertexCount, triangleCount };
}
