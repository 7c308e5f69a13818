/**
 * One catalogue piece → a self-contained GLB: finds its OBJ (directly in the library or in a
 * zip inside it), reads the MTL files it names, places the geometry as SweetHome3D does and
 * checks that the written GLB reads back before the importer keeps it.
 */
import path from 'node:path';
import { Document, NodeIO } from '@gltf-transform/core';
import { memoryArchive, normalizePath } from './archive';
import type { Sh3fPiece } from './catalog';
import {
  buildMesh,
  createMaterials,
  findReferenced,
  parseMtl,
  parseObj,
  type FileSource,
  type MtlMaterial,
} from '@vitrine/mesh/obj';

export interface ConvertedPiece {
  doc: Document;
  glb: Uint8Array;
  /** Size of the placed model in metres (x, y, z). */
  size: [number, number, number];
  vertices: number;
  triangles: number;
  textures: number;
  /** Non-fatal problems: missing textures, dropped faces, missing MTL. */
  warnings: string[];
}

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const decoder = new TextDecoder('utf-8');

/** The OBJ of a piece and the file source its MTL and textures are relative to. */
async function locateModel(
  source: FileSource,
  piece: Sh3fPiece,
): Promise<{ source: FileSource; obj: string }> {
  const wanted = normalizePath(piece.model);
  const found = source.find(wanted);
  if (!found) throw new Error(`model file ${piece.model} is not in the library`);
  const bytes = found.toLowerCase().endsWith('.obj') ? undefined : await source.read(found);
  if (!bytes || !isZip(bytes)) {
    if (!found.toLowerCase().endsWith('.obj')) {
      throw new Error(
        `model ${piece.model} is not OBJ (${path.posix.extname(found) || 'no extension'} is not supported)`,
      );
    }
    return { source, obj: found };
  }
  // SweetHome3D opens a zipped model and takes its first OBJ entry.
  const inner = memoryArchive(bytes, `${piece.model}`);
  const obj = inner.paths().find((p) => p.toLowerCase().endsWith('.obj'));
  if (!obj) throw new Error(`model zip ${piece.model} holds no OBJ file`);
  return { source: inner, obj };
}

/** Serialises to GLB and reads it back: the importer keeps only files a viewer can open. */
async function checkedGlb(doc: Document): Promise<Uint8Array> {
  const io = new NodeIO();
  const glb = await io.writeBinary(doc);
  const back = await io.readBinary(glb);
  const primitives = back
    .getRoot()
    .listMeshes()
    .flatMap((m) => m.listPrimitives());
  const triangles = primitives.reduce((sum, p) => sum + (p.getIndices()?.getCount() ?? 0) / 3, 0);
  if (primitives.length === 0 || !(triangles > 0))
    throw new Error('the written GLB has no triangles');
  if (back.getRoot().listTextures().length !== doc.getRoot().listTextures().length) {
    throw new Error('the written GLB lost textures');
  }
  return glb;
}

/** Converts one piece; throws an Error saying what is wrong when its model is unusable. */
export async function convertPiece(library: FileSource, piece: Sh3fPiece): Promise<ConvertedPiece> {
  const { source, obj: objPath } = await locateModel(library, piece);
  const warnings: string[] = [];
  const obj = parseObj(decoder.decode(await source.read(objPath)));
  if (obj.badFaces > 0) warnings.push(`${obj.badFaces} faces with unknown vertices dropped`);
  const objDir = path.posix.dirname(objPath) === '.' ? '' : path.posix.dirname(objPath);

  const mtl = new Map<string, MtlMaterial>();
  let mtlDir = objDir;
  for (const lib of obj.mtllibs) {
    // A name with blanks is one file more often than a list; try whole first.
    const names = findReferenced(source, objDir, lib) ? [lib] : lib.split(/\s+/);
    for (const name of names) {
      const file = findReferenced(source, objDir, name);
      if (!file) {
        warnings.push(`material library ${name} missing`);
        continue;
      }
      mtlDir = path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file);
      for (const [key, value] of parseMtl(decoder.decode(await source.read(file))))
        mtl.set(key, value);
    }
  }

  const mesh = buildMesh(obj, {
    width: piece.width,
    height: piece.height,
    depth: piece.depth,
    rotation: piece.modelRotation,
  });

  const doc = new Document();
  const buffer = doc.createBuffer();
  const name = piece.id;
  const scene = doc.createScene(name);
  const node = doc.createNode(name);
  scene.addChild(node);
  doc.getRoot().setDefaultScene(scene);
  const materials = await createMaterials(
    doc,
    source,
    mtlDir,
    mtl,
    mesh.parts.map((p) => p.material),
  );
  warnings.push(...materials.missing.map((m) => `texture ${m}`));
  const gltfMesh = doc.createMesh(name);
  for (const part of mesh.parts) {
    const vertexCount = part.positions.length / 3;
    const indices = vertexCount < 65536 ? Uint16Array.from(part.indices) : part.indices;
    const prim = doc
      .createPrimitive()
      .setAttribute(
        'POSITION',
        doc.createAccessor().setType('VEC3').setArray(part.positions).setBuffer(buffer),
      )
      .setAttribute(
        'NORMAL',
        doc.createAccessor().setType('VEC3').setArray(part.normals).setBuffer(buffer),
      )
      .setIndices(doc.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer))
      .setMaterial(materials.materialFor(part.material));
    if (part.uvs) {
      prim.setAttribute(
        'TEXCOORD_0',
        doc.createAccessor().setType('VEC2').setArray(part.uvs).setBuffer(buffer),
      );
    }
    gltfMesh.addPrimitive(prim);
  }
  node.setMesh(gltfMesh);
  const glb = await checkedGlb(doc);
  return {
    doc,
    glb,
    size: mesh.size,
    vertices: mesh.vertexCount,
    triangles: mesh.triangleCount,
    textures: materials.textures,
    warnings,
  };
}
