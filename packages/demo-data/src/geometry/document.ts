/**
 * Turns built parts into a glTF document (one node per part, one PBR material per slot)
 * and serialises it as GLB, so the demo ships ordinary files any viewer can open.
 */
import { Document, NodeIO, type Material, type Texture } from '@gltf-transform/core';
import type { FurniturePart, SlotMaterial } from './types';

const FALLBACK: SlotMaterial = { baseColor: [0.6, 0.6, 0.6], roughness: 0.6, metallic: 0 };

/**
 * Builds a gltf-transform Document: a root node `name` with one child node per part, PBR
 * materials named by slot (unknown slots get neutral grey), textures embedded once each.
 */
export function furnitureDocument(
  parts: FurniturePart[],
  materials: Record<string, SlotMaterial>,
  name: string,
): Document {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const scene = doc.createScene(name);
  const root = doc.createNode(name);
  scene.addChild(root);
  const mats = new Map<string, Material>();
  const textures = new Map<Uint8Array, Texture>();

  const materialFor = (slot: string): Material => {
    const existing = mats.get(slot);
    if (existing) return existing;
    const spec = materials[slot] ?? FALLBACK;
    const alpha = spec.alpha ?? 1;
    const mat = doc
      .createMaterial(slot)
      .setBaseColorFactor([...spec.baseColor, alpha])
      .setRoughnessFactor(spec.roughness)
      .setMetallicFactor(spec.metallic);
    if (alpha < 1) mat.setAlphaMode('BLEND');
    if (spec.emissive) mat.setEmissiveFactor(spec.emissive);
    if (spec.texture) {
      let tex = textures.get(spec.texture.data);
      if (!tex) {
        const ext = spec.texture.mimeType === 'image/png' ? 'png' : 'jpg';
        tex = doc
          .createTexture(slot)
          .setImage(spec.texture.data)
          .setMimeType(spec.texture.mimeType)
          .setURI(`${slot}.${ext}`);
        textures.set(spec.texture.data, tex);
      }
      mat.setBaseColorTexture(tex);
    }
    mats.set(slot, mat);
    return mat;
  };

  for (const part of parts) {
    const { positions, normals, uvs, indices } = part.mesh;
    const small = positions.length / 3 < 65536;
    const prim = doc
      .createPrimitive()
      .setAttribute(
        'POSITION',
        doc.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer),
      )
      .setAttribute(
        'NORMAL',
        doc.createAccessor().setType('VEC3').setArray(normals).setBuffer(buffer),
      )
      .setAttribute(
        'TEXCOORD_0',
        doc.createAccessor().setType('VEC2').setArray(uvs).setBuffer(buffer),
      )
      .setIndices(
        doc
          .createAccessor()
          .setType('SCALAR')
          .setArray(small ? new Uint16Array(indices) : indices)
          .setBuffer(buffer),
      )
      .setMaterial(materialFor(part.slot));
    const mesh = doc.createMesh(part.name).addPrimitive(prim);
    root.addChild(doc.createNode(part.name).setMesh(mesh));
  }
  return doc;
}

/** Serialises a document as a self-contained GLB. */
export async function toGlb(doc: Document): Promise<Uint8Array> {
  return new NodeIO().writeBinary(doc);
}
