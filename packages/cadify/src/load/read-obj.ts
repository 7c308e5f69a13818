/**
 * Wavefront OBJ input through the SweetHome3D importer's reader (smoothing groups, MTL
 * dialects, forgiving texture lookup). Its placement step centres the model on the floor;
 * a node translation puts it back where the file has it.
 */
import path from 'node:path';
import { Document } from '@gltf-transform/core';
import {
  buildMesh,
  createMaterials,
  parseMtl,
  parseObj,
  type FileSource,
  type MtlMaterial,
  type ObjData,
} from '@vitrine/mesh/obj';
import { CadError } from '../types';
import { decodeText } from './prepare';
import type { ModelSource } from './source';

/** Bounds of the positions faces use (what buildMesh centres on). */
function usedBounds(obj: ObjData) {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const part of obj.parts)
    for (let i = 0; i < part.corners.length; i += 3) {
      const v = part.corners[i]! * 3;
      for (let k = 0; k < 3; k++) {
        min[k] = Math.min(min[k]!, obj.positions[v + k]!);
        max[k] = Math.max(max[k]!, obj.positions[v + k]!);
      }
    }
  return { min, max };
}

/** The upload's files as the SweetHome3D reader's file source. */
function fileSource(source: ModelSource): FileSource {
  return {
    paths: () => [...source.files.keys()],
    find: (wanted) => (source.files.has(wanted) ? wanted : source.locate(wanted)),
    read: (p) => Promise.resolve(source.files.get(p) ?? new Uint8Array(0)),
  };
}

export async function readObj(source: ModelSource, warnings: string[]): Promise<Document> {
  const obj = parseObj(decodeText(source.bytes));
  if (obj.badFaces > 0) warnings.push(`${obj.badFaces} faces with unknown vertices dropped`);
  if (!obj.parts.some((p) => p.corners.length > 0)) throw new CadError('the OBJ file has no faces');
  const mtl = new Map<string, MtlMaterial>();
  let mtlDir = path.posix.dirname(source.name);
  for (const lib of obj.mtllibs) {
    // A name with blanks is one file more often than a list; try whole first.
    const names = source.locate(lib) ? [lib] : lib.split(/\s+/);
    for (const name of names) {
      const found = source.locate(name);
      if (!found) {
        warnings.push(`material library ${name} missing`);
        continue;
      }
      mtlDir = path.posix.dirname(found);
      for (const [key, value] of parseMtl(decodeText(source.files.get(found)!)))
        mtl.set(key, value);
    }
  }
  const { min, max } = usedBounds(obj);
  // Declared size = own size × 100 makes buildMesh keep the scale (it converts cm to m).
  const mesh = buildMesh(obj, {
    width: (max[0]! - min[0]!) * 100,
    height: (max[1]! - min[1]!) * 100,
    depth: (max[2]! - min[2]!) * 100,
  });
  const doc = new Document();
  const buffer = doc.createBuffer();
  const name = path.posix.basename(source.name).replace(/\.[^.]+$/, '');
  const node = doc
    .createNode(name)
    .setTranslation([(min[0]! + max[0]!) / 2, min[1]!, (min[2]! + max[2]!) / 2]);
  doc.createScene(name).addChild(node);
  const dir = mtlDir === '.' ? '' : mtlDir;
  const materials = await createMaterials(
    doc,
    fileSource(source),
    dir,
    mtl,
    mesh.parts.map((p) => p.material),
  );
  warnings.push(...materials.missing.map((m) => `texture ${m}`));
  const gltfMesh = doc.createMesh(name);
  for (const part of mesh.parts) {
    const accessor = (type: 'VEC2' | 'VEC3' | 'SCALAR', array: Float32Array | Uint32Array) =>
      doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
    const prim = doc
      .createPrimitive()
      .setAttribute('POSITION', accessor('VEC3', part.positions))
      .setAttribute('NORMAL', accessor('VEC3', part.normals))
      .setIndices(accessor('SCALAR', part.indices))
      .setMaterial(materials.materialFor(part.material));
    if (part.uvs) prim.setAttribute('TEXCOORD_0', accessor('VEC2', part.uvs));
    gltfMesh.addPrimitive(prim);
  }
  node.setMesh(gltfMesh);
  return doc;
}
