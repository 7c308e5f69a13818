/**
 * A normalised document as world-space triangle lists, one per node primitive, for the
 * writers of formats without a scene graph (OBJ, STL, PLY, DXF, USDZ) and for analysis.
 */
import type { Accessor, Document, Material, Node, Primitive } from '@gltf-transform/core';

export interface FlatTexture {
  name: string;
  image: Uint8Array;
  extension: 'png' | 'jpg';
}

export interface FlatMaterial {
  name: string;
  /** Linear RGBA. */
  color: [number, number, number, number];
  metallic: number;
  roughness: number;
  texture: FlatTexture | null;
}

export interface FlatPart {
  name: string;
  material: FlatMaterial;
  positions: Float32Array;
  normals: Float32Array;
  /** glTF orientation (v down); null without texture coordinates. */
  uvs: Float32Array | null;
  indices: Uint32Array;
}

export interface FlatModel {
  parts: FlatPart[];
  /** Vertices of point and line primitives (they count, but are not written). */
  looseVertices: number;
  min: [number, number, number];
  max: [number, number, number];
}

const TRIANGLES = 4,
  STRIP = 5,
  FAN = 6;

function floats(acc: Accessor | null, size: number): Float32Array | null {
  if (!acc) return null;
  const count = acc.getCount();
  const out = new Float32Array(count * size);
  const element: number[] = [];
  for (let i = 0; i < count; i++) {
    acc.getElement(i, element); // also unpacks normalised integers
    for (let k = 0; k < size; k++) out[i * size + k] = element[k] ?? 0;
  }
  return out;
}

function triangles(prim: Primitive, count: number): Uint32Array {
  const raw = prim.getIndices()?.getArray() as ArrayLike<number> | null | undefined;
  const n = raw ? raw.length : count;
  const at = (i: number) => (raw ? raw[i]! : i);
  const mode = prim.getMode();
  if (mode === TRIANGLES)
    return raw ? Uint32Array.from(raw) : Uint32Array.from({ length: n }, (_, i) => i);
  const out: number[] = [];
  if (mode === STRIP)
    for (let i = 0; i + 2 < n; i++)
      out.push(...(i % 2 ? [at(i + 1), at(i), at(i + 2)] : [at(i), at(i + 1), at(i + 2)]));
  else for (let i = 1; i + 1 < n; i++) out.push(at(0), at(i), at(i + 1));
  return Uint32Array.from(out);
}

/** A texture's own name, else its file name without folder and extension. */
const textureName = (name: string) =>
  name
    .replace(/\\/g, '/')
    .split('/')
    .pop()!
    .replace(/\.[a-z0-9]+$/i, '') || 'texture';

function flatMaterial(material: Material | null, names: Map<Material | null, FlatMaterial>) {
  let flat = names.get(material);
  if (flat) return flat;
  const texture = material?.getBaseColorTexture();
  const image = texture?.getImage();
  const extension = texture?.getMimeType() === 'image/jpeg' ? 'jpg' : 'png';
  flat = {
    name: `${material?.getName() || 'material'}`,
    color: material ? material.getBaseColorFactor() : [0.7, 0.7, 0.7, 1],
    metallic: material?.getMetallicFactor() ?? 0,
    roughness: material?.getRoughnessFactor() ?? 0.6,
    texture: image
      ? { name: textureName(texture!.getName() || texture!.getURI()), image, extension }
      : null,
  };
  names.set(material, flat);
  return flat;
}

export function flatten(doc: Document): FlatModel {
  const parts: FlatPart[] = [];
  const materials = new Map<Material | null, FlatMaterial>();
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  let looseVertices = 0;
  const visit = (node: Node) => {
    const mesh = node.getMesh();
    const m = node.getWorldMatrix();
    // Normals transform by the inverse transpose; the cofactor matrix is that up to scale.
    const cof = [
      m[5] * m[10] - m[6] * m[9],
      m[6] * m[8] - m[4] * m[10],
      m[4] * m[9] - m[5] * m[8],
      m[9] * m[2] - m[10] * m[1],
      m[10] * m[0] - m[8] * m[2],
      m[8] * m[1] - m[9] * m[0],
      m[1] * m[6] - m[2] * m[5],
      m[2] * m[4] - m[0] * m[6],
      m[0] * m[5] - m[1] * m[4],
    ];
    const mirrored = m[0] * cof[0]! + m[4] * cof[3]! + m[8] * cof[6]! < 0;
    for (const prim of mesh?.listPrimitives() ?? []) {
      const positions = floats(prim.getAttribute('POSITION'), 3);
      if (!positions) continue;
      const count = positions.length / 3;
      const mode = prim.getMode();
      if (mode !== TRIANGLES && mode !== STRIP && mode !== FAN) {
        looseVertices += count;
        continue;
      }
      const normals = floats(prim.getAttribute('NORMAL'), 3) ?? new Float32Array(count * 3);
      for (let i = 0; i < count; i++) {
        const x = positions[i * 3]!,
          y = positions[i * 3 + 1]!,
          z = positions[i * 3 + 2]!;
        for (let k = 0; k < 3; k++) {
          const v = m[k]! * x + m[4 + k]! * y + m[8 + k]! * z + m[12 + k]!;
          positions[i * 3 + k] = v;
          if (v < min[k]!) min[k] = v;
          if (v > max[k]!) max[k] = v;
        }
        const nx = normals[i * 3]!,
          ny = normals[i * 3 + 1]!,
          nz = normals[i * 3 + 2]!;
        const tx = cof[0]! * nx + cof[1]! * ny + cof[2]! * nz;
        const ty = cof[3]! * nx + cof[4]! * ny + cof[5]! * nz;
        const tz = cof[6]! * nx + cof[7]! * ny + cof[8]! * nz;
        const length = Math.hypot(tx, ty, tz) || 1;
        normals.set([tx / length, ty / length, tz / length], i * 3);
      }
      const indices = triangles(prim, count);
      // A mirroring transform turns faces inside out: swap two corners to keep them outward.
      if (mirrored)
        for (let t = 0; t + 2 < indices.length; t += 3)
          [indices[t + 1], indices[t + 2]] = [indices[t + 2]!, indices[t + 1]!];
      const material = flatMaterial(prim.getMaterial(), materials);
      const texCoord = prim.getMaterial()?.getBaseColorTextureInfo()?.getTexCoord() ?? 0;
      parts.push({
        name: mesh!.getName() || node.getName() || `part${parts.length}`,
        material,
        positions,
        normals,
        uvs: floats(prim.getAttribute(`TEXCOORD_${texCoord}`), 2),
        indices:
          indices.length % 3 ? indices.slice(0, indices.length - (indices.length % 3)) : indices,
      });
    }
    for (const child of node.listChildren()) visit(child);
  };
  for (const node of doc.getRoot().getDefaultScene()?.listChildren() ?? []) visit(node);
  return { parts, looseVertices, min, max };
}

/** Triangles of all parts. */
export const triangleCount = (model: FlatModel) =>
  model.parts.reduce((sum, part) => sum + part.indices.length / 3, 0);
