/**
 * IFC (building information models: IFC2x3, IFC4, IFC4x3) through web-ifc, whose WASM
 * ships in its npm package. web-ifc answers each product's geometries in metres (the file's
 * length unit applied), Y up, each with its surface colour and placement. Every product
 * becomes one node with its geometries baked in place, one primitive per colour: products
 * are what a planner picks, and a building of a few thousand products stays a few thousand
 * nodes. Spaces and openings are not drawn (web-ifc leaves them out). The module starts
 * once per worker, and again after a failure.
 */
import { createRequire } from 'node:module';
import { Document, type Material } from '@gltf-transform/core';
import type * as WebIfc from 'web-ifc';
import type { FlatMesh, IfcAPI } from 'web-ifc';
import { CadError, unreadable } from '../types';
import { toLinear } from '../write/color';
import type { ModelSource } from './source';

let api: Promise<IfcAPI> | undefined;

/** Loaded on the first IFC file only: its 6 MB of JavaScript would slow every worker's start. */
function loadIfc(): Promise<IfcAPI> {
  const require = createRequire(import.meta.url);
  api ??= (async () => {
    const webIfc = require('web-ifc') as typeof WebIfc;
    const ifc = new webIfc.IfcAPI();
    await ifc.Init();
    ifc.SetLogLevel(webIfc.LogLevel.LOG_LEVEL_OFF);
    return ifc;
  })();
  return api;
}

/** The triangles of one colour of a product, in model space. */
interface Part {
  color: [number, number, number, number];
  positions: Float32Array[];
  normals: Float32Array[];
  indices: Uint32Array[];
  vertices: number;
}

/**
 * Vertices (x, y, z, nx, ny, nz interleaved) placed by a column-major 4×4 matrix: positions
 * by the matrix, normals by its inverse transpose; a mirroring placement turns the triangles.
 */
function place(part: Part, vertices: Float32Array, indices: Uint32Array, m: number[]) {
  const count = vertices.length / 6;
  const positions = new Float32Array(count * 3);
  const normals = new Float32Array(count * 3);
  // Cofactors of the upper 3×3: the inverse transpose up to the determinant's factor.
  const c = [
    m[5]! * m[10]! - m[6]! * m[9]!,
    m[6]! * m[8]! - m[4]! * m[10]!,
    m[4]! * m[9]! - m[5]! * m[8]!,
    m[9]! * m[2]! - m[10]! * m[1]!,
    m[10]! * m[0]! - m[8]! * m[2]!,
    m[8]! * m[1]! - m[9]! * m[0]!,
    m[1]! * m[6]! - m[2]! * m[5]!,
    m[2]! * m[4]! - m[0]! * m[6]!,
    m[0]! * m[5]! - m[1]! * m[4]!,
  ];
  const det = m[0]! * c[0]! + m[1]! * c[1]! + m[2]! * c[2]!;
  for (let v = 0; v < count; v++) {
    const x = vertices[v * 6]!;
    const y = vertices[v * 6 + 1]!;
    const z = vertices[v * 6 + 2]!;
    const nx = vertices[v * 6 + 3]!;
    const ny = vertices[v * 6 + 4]!;
    const nz = vertices[v * 6 + 5]!;
    for (let k = 0; k < 3; k++) {
      positions[v * 3 + k] = m[k]! * x + m[4 + k]! * y + m[8 + k]! * z + m[12 + k]!;
      normals[v * 3 + k] = c[k]! * nx + c[3 + k]! * ny + c[6 + k]! * nz;
    }
    const n = normals.subarray(v * 3, v * 3 + 3);
    const length = Math.hypot(n[0]!, n[1]!, n[2]!) * Math.sign(det || 1);
    if (length !== 0) for (let k = 0; k < 3; k++) n[k]! /= length;
  }
  const shifted = new Uint32Array(indices.length);
  for (let i = 0; i < indices.length; i += 3) {
    const [a, b, d] = det < 0 ? [0, 2, 1] : [0, 1, 2];
    shifted[i] = indices[i + a]! + part.vertices;
    shifted[i + 1] = indices[i + b]! + part.vertices;
    shifted[i + 2] = indices[i + d]! + part.vertices;
  }
  part.positions.push(positions);
  part.normals.push(normals);
  part.indices.push(shifted);
  part.vertices += count;
}

function concat<T extends Float32Array | Uint32Array>(arrays: T[], make: (n: number) => T): T {
  const out = make(arrays.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
}

/** A product's geometries by colour. */
function partsOf(ifc: IfcAPI, model: number, mesh: FlatMesh): Part[] {
  const parts = new Map<string, Part>();
  for (let i = 0; i < mesh.geometries.size(); i++) {
    const placed = mesh.geometries.get(i);
    const { x, y, z, w } = placed.color;
    const color: Part['color'] = [x, y, z, w].map(
      (v) => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000,
    ) as Part['color'];
    const key = color.join(',');
    let part = parts.get(key);
    if (!part)
      parts.set(key, (part = { color, positions: [], normals: [], indices: [], vertices: 0 }));
    const geometry = ifc.GetGeometry(model, placed.geometryExpressID);
    try {
      const vertices = ifc.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize());
      const indices = ifc.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize());
      if (indices.length >= 3) place(part, vertices, indices, placed.flatTransformation);
    } finally {
      geometry.delete();
    }
  }
  return [...parts.values()].filter((p) => p.vertices > 0);
}

/** The product's name as the file gives it, else its IFC class (IfcWindow, IfcWall, ...). */
function nameOf(ifc: IfcAPI, model: number, id: number): string {
  const line = ifc.GetLine(model, id) as { Name?: { value?: unknown } } | undefined;
  const name = line?.Name?.value;
  return typeof name === 'string' && name.trim()
    ? name
    : ifc.GetNameFromTypeCode(ifc.GetLineType(model, id) as number);
}

export async function readIfc(source: ModelSource): Promise<Document> {
  const ifc = await loadIfc();
  let model: number | undefined;
  try {
    // Georeferenced models sit kilometres from the origin, beyond float precision: move them.
    model = ifc.OpenModel(source.bytes, { COORDINATE_TO_ORIGIN: true });
    if (model < 0) throw new CadError('the IFC file cannot be read');
    return build(ifc, model);
  } catch (error) {
    if (error instanceof CadError) throw error;
    api = undefined; // an aborted WASM instance is not reused
    throw unreadable('ifc', error);
  } finally {
    if (model !== undefined && model >= 0) ifc.CloseModel(model);
  }
}

function build(ifc: IfcAPI, model: number): Document {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const scene = doc.createScene('model');
  const materials = new Map<string, Material>();
  const materialFor = ([r, g, b, a]: Part['color']) => {
    const key = `${r},${g},${b},${a}`;
    let material = materials.get(key);
    if (!material) {
      material = doc
        .createMaterial(`color-${materials.size}`)
        .setBaseColorFactor([toLinear(r), toLinear(g), toLinear(b), a])
        .setAlphaMode(a < 1 ? 'BLEND' : 'OPAQUE')
        .setMetallicFactor(0)
        .setRoughnessFactor(0.8);
      materials.set(key, material);
    }
    return material;
  };
  const accessor = (type: 'VEC3' | 'SCALAR', array: Float32Array | Uint32Array) =>
    doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  ifc.StreamAllMeshes(model, (flat) => {
    const parts = partsOf(ifc, model, flat);
    if (parts.length === 0) return;
    const name = nameOf(ifc, model, flat.expressID);
    const mesh = doc.createMesh(name);
    for (const part of parts)
      mesh.addPrimitive(
        doc
          .createPrimitive()
          .setAttribute(
            'POSITION',
            accessor(
              'VEC3',
              concat(part.positions, (n) => new Float32Array(n)),
            ),
          )
          .setAttribute(
            'NORMAL',
            accessor(
              'VEC3',
              concat(part.normals, (n) => new Float32Array(n)),
            ),
          )
          .setIndices(
            accessor(
              'SCALAR',
              concat(part.indices, (n) => new Uint32Array(n)),
            ),
          )
          .setMaterial(materialFor(part.color)),
      );
    scene.addChild(doc.createNode(name).setMesh(mesh));
  });
  if (scene.listChildren().length === 0)
    throw new CadError('the IFC file holds no product with a body that can be drawn');
  return doc;
}
