/**
 * Builds the glb of one configured variant from the configuration's parts glb: hidden
 * parts are removed, and each slot with a chosen material wears that material's maps
 * (base colour and normal map, roughness and metallic factors), with texture coordinates
 * scaled to the material's real tile size so the grain has its true scale in every export.
 */
import { NodeIO, type Document, type Material, type Texture } from '@gltf-transform/core';
import { prune } from '@gltf-transform/functions';
import type { ConfigurationFile } from '@vitrine/contracts';

export interface MaterialLook {
  name: string;
  basecolor?: { bytes: Uint8Array; mimeType: string };
  normal?: { bytes: Uint8Array; mimeType: string };
  roughness: number;
  metallic: number;
  /** Real width and height of one texture tile, in metres. */
  tile: [number, number];
}

function texture(doc: Document, name: string, image: { bytes: Uint8Array; mimeType: string }) {
  const ext = image.mimeType === 'image/png' ? 'png' : 'jpg';
  return doc
    .createTexture(name)
    .setImage(image.bytes)
    .setMimeType(image.mimeType)
    .setURI(`${name}.${ext}`);
}

function dress(doc: Document, material: Material, look: MaterialLook, slot: string) {
  const textures: Texture[] = [];
  material
    .setName(`${slot}-${look.name}`)
    .setRoughnessFactor(look.roughness)
    .setMetallicFactor(look.metallic);
  if (look.basecolor) {
    const t = texture(doc, `${slot}-basecolor`, look.basecolor);
    material.setBaseColorFactor([1, 1, 1, 1]).setBaseColorTexture(t);
    textures.push(t);
  }
  if (look.normal) material.setNormalTexture(texture(doc, `${slot}-normal`, look.normal));
  return textures;
}

/** Scales a primitive's UVs (metres in our geometry) to tiles of the given size. */
function scaleUvs(doc: Document, material: Material, tile: [number, number]) {
  const seen = new Set<unknown>();
  for (const mesh of doc.getRoot().listMeshes()) {
    for (const primitive of mesh.listPrimitives()) {
      const uv = primitive.getAttribute('TEXCOORD_0');
      if (primitive.getMaterial() !== material || !uv || seen.has(uv)) continue;
      seen.add(uv);
      const array = Float32Array.from(uv.getArray() as ArrayLike<number>);
      for (let i = 0; i < array.length; i += 2) {
        array[i] = array[i]! / tile[0];
        array[i + 1] = array[i + 1]! / tile[1];
      }
      uv.setArray(array);
    }
  }
}

export async function composeVariant(
  partsGlb: Uint8Array,
  config: ConfigurationFile,
  shown: string[],
  looks: Record<string, MaterialLook>,
): Promise<Uint8Array> {
  const io = new NodeIO();
  const doc = await io.readBinary(partsGlb);
  const visibleNodes = new Set(config.parts.filter((p) => shown.includes(p.id)).map((p) => p.node));
  const slotOfNode = new Map(config.parts.map((p) => [p.node, p.slot]));
  const materials = new Map<string, Material>();
  for (const node of doc.getRoot().listNodes()) {
    const mesh = node.getMesh();
    if (!mesh) continue;
    if (!visibleNodes.has(node.getName())) {
      node.dispose();
      continue;
    }
    const slot = slotOfNode.get(node.getName());
    if (!slot) continue;
    if (!looks[slot]) continue;
    // One material per slot, separate from the original so parts of other slots keep theirs.
    let material = materials.get(slot);
    if (!material) {
      material = doc.createMaterial(slot);
      dress(doc, material, looks[slot], slot);
      materials.set(slot, material);
    }
    for (const primitive of mesh.listPrimitives()) primitive.setMaterial(material);
  }
  for (const [slot, material] of materials) scaleUvs(doc, material, looks[slot]!.tile);
  // Flat-colour maps stay maps: exports (OBJ map_Kd) should carry what the visitor chose.
  await doc.transform(prune({ keepSolidTextures: true }));
  return io.writeBinary(doc);
}
