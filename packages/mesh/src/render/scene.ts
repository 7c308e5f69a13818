/**
 * Flattens a glTF document into world-space triangle soup for the software renderer:
 * one set of typed arrays for all primitives plus a small material table.
 */
import type { Accessor, Document, Material, Node, Primitive, Texture } from '@gltf-transform/core';

/** Material parameters the shader needs (colours linear). */
export interface RMaterial {
  r: number;
  g: number;
  b: number;
  alpha: number;
  blend: boolean;
  metallic: number;
  roughness: number;
  er: number;
  eg: number;
  eb: number;
  texture: Texture | null;
  texCoord: number;
}

/** All triangles of a scene in world space. */
export interface SceneData {
  pos: Float32Array;
  nrm: Float32Array;
  uv: Float32Array;
  idx: Uint32Array;
  triMat: Uint16Array;
  materials: RMaterial[];
  vertexCount: number;
  triangleCount: number;
}

const TRIANGLES = 4,
  STRIP = 5,
  FAN = 6;

/** Accessor data as numbers (gltf-transform's TypedArray union names Float16Array, unknown to ES2023 libs). */
function arrayOf(acc: Accessor | null): ArrayLike<number> | null {
  return acc ? (acc.getArray() as ArrayLike<number> | null) : null;
}

function readAttr(prim: Primitive, name: string, size: number, count: number): Float32Array | null {
  const acc = prim.getAttribute(name);
  if (!acc) return null;
  const arr = arrayOf(acc);
  if (arr instanceof Float32Array && acc.getElementSize() === size) return arr;
  const out = new Float32Array(count * size);
  const el: number[] = [];
  for (let i = 0; i < count; i++) {
    acc.getElement(i, el); // handles normalised integer types
    for (let k = 0; k < size; k++) out[i * size + k] = el[k] ?? 0;
  }
  return out;
}

function triangleIndices(prim: Primitive, count: number): number[] | Uint32Array {
  const ind = arrayOf(prim.getIndices());
  const get = (i: number) => (ind ? ind[i]! : i);
  const n = ind ? ind.length : count;
  const mode = prim.getMode();
  if (mode === TRIANGLES)
    return ind ? Uint32Array.from(ind) : Uint32Array.from({ length: n }, (_, i) => i);
  const out: number[] = [];
  if (mode === STRIP) {
    for (let i = 0; i + 2 < n; i++) {
      if (i % 2 === 0) out.push(get(i), get(i + 1), get(i + 2));
      else out.push(get(i + 1), get(i), get(i + 2));
    }
  } else if (mode === FAN) {
    for (let i = 1; i + 1 < n; i++) out.push(get(0), get(i), get(i + 1));
  }
  return out;
}

function toMaterial(mat: Material | null): RMaterial {
  if (!mat) {
    return {
      ...{ r: 0.7, g: 0.7, b: 0.7, alpha: 1, blend: false, metallic: 0, roughness: 0.6 },
      ...{ er: 0, eg: 0, eb: 0, texture: null, texCoord: 0 },
    };
  }
  const [r, g, b, a] = mat.getBaseColorFactor();
  const [er, eg, eb] = mat.getEmissiveFactor();
  const blend = mat.getAlphaMode() === 'BLEND' && a < 0.999;
  return {
    ...{ r, g, b, alpha: blend ? a : 1, blend, metallic: mat.getMetallicFactor() },
    roughness: mat.getRoughnessFactor(),
    ...{ er, eg, eb, texture: mat.getBaseColorTexture() },
    texCoord: mat.getBaseColorTextureInfo()?.getTexCoord() ?? 0,
  };
}

/** Collects every triangle primitive of the default scene with world transforms applied. */
export function extractScene(doc: Document): SceneData {
  const root = doc.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const tops: Node[] = scene
    ? scene.listChildren()
    : root.listNodes().filter((n) => !n.getParentNode());
  const pos: number[] = [];
  const nrm: number[] = [];
  const uv: number[] = [];
  const idx: number[] = [];
  const triMat: number[] = [];
  const materials: RMaterial[] = [];
  const matIndex = new Map<Material | null, number>();

  const visit = (node: Node) => {
    const mesh = node.getMesh();
    if (mesh) {
      const m = node.getWorldMatrix();
      // cofactor matrix (inverse transpose up to scale) for normals; m is column-major
      const L00 = m[0],
        L10 = m[1],
        L20 = m[2],
        L01 = m[4],
        L11 = m[5],
        L21 = m[6];
      const L02 = m[8],
        L12 = m[9],
        L22 = m[10];
      const A = [L11 * L22 - L12 * L21, L12 * L20 - L10 * L22, L10 * L21 - L11 * L20];
      const B = [L02 * L21 - L01 * L22, L00 * L22 - L02 * L20, L01 * L20 - L00 * L21];
      const C = [L01 * L12 - L02 * L11, L02 * L10 - L00 * L12, L00 * L11 - L01 * L10];
      const det = L00 * A[0]! + L01 * A[1]! + L02 * A[2]!;
      const sgn = det < 0 ? -1 : 1;
      for (const prim of mesh.listPrimitives()) {
        const mode = prim.getMode();
        if (mode !== TRIANGLES && mode !== STRIP && mode !== FAN) continue;
        const pAcc = prim.getAttribute('POSITION');
        if (!pAcc) continue;
        const count = pAcc.getCount();
        const P = readAttr(prim, 'POSITION', 3, count)!;
        const N = readAttr(prim, 'NORMAL', 3, count);
        const mat = prim.getMaterial();
        let mi = matIndex.get(mat);
        if (mi === undefined) {
          mi = materials.length;
          materials.push(toMaterial(mat));
          matIndex.set(mat, mi);
        }
        const T = readAttr(prim, `TEXCOORD_${materials[mi]!.texCoord}`, 2, count);
        const tri = triangleIndices(prim, count);
        // without normals glTF asks for flat shading: unweld so each triangle gets its own
        const verts = N ? null : tri;
        const base = pos.length / 3;
        const n = verts ? verts.length : count;
        for (let k = 0; k < n; k++) {
          const v = verts ? verts[k]! : k;
          const x = P[v * 3]!,
            y = P[v * 3 + 1]!,
            z = P[v * 3 + 2]!;
          pos.push(m[0] * x + m[4] * y + m[8] * z + m[12], m[1] * x + m[5] * y + m[9] * z + m[13]);
          pos.push(m[2] * x + m[6] * y + m[10] * z + m[14]);
          if (N) {
            const nx = N[v * 3]!,
              ny = N[v * 3 + 1]!,
              nz = N[v * 3 + 2]!;
            nrm.push(sgn * (A[0]! * nx + A[1]! * ny + A[2]! * nz));
            nrm.push(sgn * (B[0]! * nx + B[1]! * ny + B[2]! * nz));
            nrm.push(sgn * (C[0]! * nx + C[1]! * ny + C[2]! * nz));
          } else nrm.push(0, 0, 0);
          uv.push(T ? T[v * 2]! : 0, T ? T[v * 2 + 1]! : 0);
        }
        for (let k = 0; k + 2 < tri.length; k += 3) {
          if (verts) idx.push(base + k, base + k + 1, base + k + 2);
          else idx.push(base + tri[k]!, base + tri[k + 1]!, base + tri[k + 2]!);
          triMat.push(mi);
        }
        if (verts) flatNormals(pos, nrm, base, n);
      }
    }
    for (const child of node.listChildren()) visit(child);
  };
  for (const t of tops) visit(t);
  const nr = new Float32Array(nrm);
  for (let k = 0; k < nr.length; k += 3) {
    const l = Math.hypot(nr[k]!, nr[k + 1]!, nr[k + 2]!) || 1;
    nr[k] = nr[k]! / l;
    nr[k + 1] = nr[k + 1]! / l;
    nr[k + 2] = nr[k + 2]! / l;
  }
  return {
    pos: new Float32Array(pos),
    nrm: nr,
    uv: new Float32Array(uv),
    idx: new Uint32Array(idx),
    triMat: new Uint16Array(triMat),
    materials,
    vertexCount: pos.length / 3,
    triangleCount: triMat.length,
  };
}

function flatNormals(pos: number[], nrm: number[], base: number, n: number): void {
  for (let k = base; k + 2 < base + n; k += 3) {
    const ax = pos[k * 3]!,
      ay = pos[k * 3 + 1]!,
      az = pos[k * 3 + 2]!;
    const ux = pos[k * 3 + 3]! - ax,
      uy = pos[k * 3 + 4]! - ay,
      uz = pos[k * 3 + 5]! - az;
    const vx = pos[k * 3 + 6]! - ax,
      vy = pos[k * 3 + 7]! - ay,
      vz = pos[k * 3 + 8]! - az;
    const nx = uy * vz - uz * vy,
      ny = uz * vx - ux * vz,
      nz = ux * vy - uy * vx;
    for (let j = 0; j < 3; j++) {
      nrm[(k + j) * 3] = nx;
      nrm[(k + j) * 3 + 1] = ny;
      nrm[(k + j) * 3 + 2] = nz;
    }
  }
}
