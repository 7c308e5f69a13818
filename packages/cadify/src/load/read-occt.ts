/**
 * STEP and IGES input through OpenCascade (occt-import-js). Its WASM module takes up to
 * 0.6 s to start, so it is loaded once per worker, on the first CAD file. OpenCascade
 * reads the unit the file declares and triangulates in metres.
 */
import { createRequire } from 'node:module';
import { Document, type Material, type Node } from '@gltf-transform/core';
import { CadError } from '../types';
import { toLinear } from '../write/color';
import type { ModelSource } from './source';

interface OcctMesh {
  name?: string;
  color?: [number, number, number];
  brep_faces?: Array<{ first: number; last: number; color: [number, number, number] | null }>;
  attributes: { position: { array: number[] }; normal?: { array: number[] } };
  index: { array: number[] };
}
interface OcctNode {
  name?: string;
  meshes: number[];
  children: OcctNode[];
}
interface OcctResult {
  success: boolean;
  root: OcctNode;
  meshes: OcctMesh[];
}
interface Occt {
  ReadStepFile(content: Uint8Array, params: object | null): OcctResult;
  ReadIgesFile(content: Uint8Array, params: object | null): OcctResult;
}

let occt: Promise<Occt> | undefined;

function loadOcct(): Promise<Occt> {
  const require = createRequire(import.meta.url);
  occt ??= (require('occt-import-js') as () => Promise<Occt>)();
  return occt;
}

export async function readOcct(source: ModelSource): Promise<Document> {
  const lib = await loadOcct();
  const params = { linearUnit: 'meter' };
  const result =
    source.filetype === 'iges'
      ? lib.ReadIgesFile(source.bytes, params)
      : lib.ReadStepFile(source.bytes, params);
  if (!result.success || result.meshes.length === 0)
    throw new CadError(
      `the ${source.filetype.toUpperCase()} file holds no solid or surface that can be read`,
    );
  const doc = new Document();
  const buffer = doc.createBuffer();
  const materials = new Map<string, Material>();
  const materialFor = (color: [number, number, number] | undefined | null) => {
    const [r, g, b] = color ?? [0.7, 0.7, 0.72];
    const key = `${r},${g},${b}`;
    let material = materials.get(key);
    if (!material) {
      material = doc
        .createMaterial(`color-${materials.size}`)
        .setBaseColorFactor([toLinear(r), toLinear(g), toLinear(b), 1])
        .setMetallicFactor(0)
        .setRoughnessFactor(0.5);
      materials.set(key, material);
    }
    return material;
  };
  const meshes = result.meshes.map((m, i) => {
    const mesh = doc.createMesh(m.name || `part-${i}`);
    const position = doc
      .createAccessor()
      .setType('VEC3')
      .setArray(Float32Array.from(m.attributes.position.array))
      .setBuffer(buffer);
    const normal = m.attributes.normal
      ? doc
          .createAccessor()
          .setType('VEC3')
          .setArray(Float32Array.from(m.attributes.normal.array))
          .setBuffer(buffer)
      : null;
    // One primitive per face colour, so coloured faces of a part keep their colour.
    const byColor = new Map<
      string,
      { color: [number, number, number] | undefined; indices: number[] }
    >();
    const faces = m.brep_faces?.length
      ? m.brep_faces
      : [{ first: 0, last: m.index.array.length / 3 - 1, color: null }];
    for (const face of faces) {
      const color = face.color ?? m.color;
      const key = String(color);
      let group = byColor.get(key);
      if (!group) byColor.set(key, (group = { color, indices: [] }));
      for (let t = face.first; t <= face.last; t++)
        group.indices.push(
          m.index.array[t * 3]!,
          m.index.array[t * 3 + 1]!,
          m.index.array[t * 3 + 2]!,
        );
    }
    for (const group of byColor.values()) {
      const prim = doc
        .createPrimitive()
        .setAttribute('POSITION', position)
        .setIndices(
          doc
            .createAccessor()
            .setType('SCALAR')
            .setArray(Uint32Array.from(group.indices))
            .setBuffer(buffer),
        )
        .setMaterial(materialFor(group.color));
      if (normal) prim.setAttribute('NORMAL', normal);
      mesh.addPrimitive(prim);
    }
    return mesh;
  });
  const build = (n: OcctNode): Node => {
    const node = doc.createNode(n.name ?? '');
    for (const i of n.meshes)
      node.addChild(doc.createNode(meshes[i]!.getName()).setMesh(meshes[i]!));
    for (const child of n.children) node.addChild(build(child));
    return node;
  };
  doc.createScene('model').addChild(build(result.root));
  return doc;
}
