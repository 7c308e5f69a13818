/**
 * Repairs what real exporters get wrong so the GLB we write passes the Khronos validator:
 * NaN coordinates, zero or unnormalised normals (regenerated), colours and material factors
 * out of range, texture slots pointing at missing texture coordinates, and skins and
 * animations (a catalogue model is shown in its rest pose).
 */
import type { Accessor, Document, Material, Primitive } from '@gltf-transform/core';
import type { Clearcoat } from '@gltf-transform/extensions';
import { CadError } from '../types';

/** Float attribute data, or null (gltf-transform's array union names Float16Array, unknown to ES2023 libs). */
const floatArray = (accessor: Accessor | null): Float32Array | null => {
  const array = accessor?.getArray() as unknown;
  return array instanceof Float32Array ? array : null;
};

const clamp01 = (v: number) => Math.min(1, Math.max(0, Number.isFinite(v) ? v : 0));

function finiteValues(accessor: Accessor) {
  const array = floatArray(accessor);
  if (!array) return;
  for (let i = 0; i < array.length; i++) if (!Number.isFinite(array[i]!)) array[i] = 0;
}

/** True when every normal is finite and of unit length (within the validator's tolerance). */
function unitNormals(accessor: Accessor): boolean {
  const n: number[] = [];
  for (let i = 0; i < accessor.getCount(); i++) {
    accessor.getElement(i, n);
    if (!(Math.abs(Math.hypot(n[0]!, n[1]!, n[2]!) - 1) < 0.0005)) return false;
  }
  return true;
}

/** Triangles (or lines, points) naming vertices that do not exist are dropped. */
function validIndices(prim: Primitive) {
  const indices = prim.getIndices();
  const count = prim.getAttribute('POSITION')?.getCount() ?? 0;
  const array = indices?.getArray() as ArrayLike<number> | null | undefined;
  if (!indices || !array || !Array.prototype.some.call(array, (i: number) => i >= count)) return;
  const corners = prim.getMode() >= 4 ? 3 : prim.getMode() >= 1 ? 2 : 1;
  const kept: number[] = [];
  for (let i = 0; i + corners <= array.length; i += corners) {
    const group = Array.from({ length: corners }, (_, k) => array[i + k]!);
    if (group.every((v) => v < count)) kept.push(...group);
  }
  indices.setArray(count < 65536 ? Uint16Array.from(kept) : Uint32Array.from(kept));
}

function repairPrimitive(prim: Primitive) {
  validIndices(prim);
  for (const semantic of prim.listSemantics())
    if (/^(JOINTS|WEIGHTS)_\d+$/.test(semantic)) prim.setAttribute(semantic, null);
  for (const attribute of prim.listAttributes()) finiteValues(attribute);
  const normal = prim.getAttribute('NORMAL');
  if (normal && !unitNormals(normal)) prim.setAttribute('NORMAL', null);
  for (const semantic of prim.listSemantics()) {
    if (!semantic.startsWith('COLOR_')) continue;
    const array = floatArray(prim.getAttribute(semantic));
    if (array) for (let i = 0; i < array.length; i++) array[i] = clamp01(array[i]!);
  }
  const material = prim.getMaterial();
  if (material) dropMissingTexCoords(material, prim);
}

/** A texture that reads TEXCOORD_n the primitive lacks is removed from the material. */
function dropMissingTexCoords(material: Material, prim: Primitive) {
  const slots = [
    [material.getBaseColorTextureInfo(), () => material.setBaseColorTexture(null)],
    [material.getNormalTextureInfo(), () => material.setNormalTexture(null)],
    [material.getOcclusionTextureInfo(), () => material.setOcclusionTexture(null)],
    [material.getEmissiveTextureInfo(), () => material.setEmissiveTexture(null)],
    [material.getMetallicRoughnessTextureInfo(), () => material.setMetallicRoughnessTexture(null)],
  ] as const;
  for (const [info, drop] of slots)
    if (info && !prim.getAttribute(`TEXCOORD_${info.getTexCoord()}`)) drop();
  // A clearcoat normal map needs tangents, which come from the mesh or the base normal map.
  const clearcoat = material.getExtension<Clearcoat>('KHR_materials_clearcoat');
  if (clearcoat && !prim.getAttribute('TANGENT') && !material.getNormalTexture())
    clearcoat.setClearcoatNormalTexture(null);
}

function repairMaterial(material: Material) {
  material.setBaseColorFactor(
    material.getBaseColorFactor().map(clamp01) as [number, number, number, number],
  );
  material.setEmissiveFactor(material.getEmissiveFactor().map(clamp01) as [number, number, number]);
  material.setRoughnessFactor(clamp01(material.getRoughnessFactor()));
  material.setMetallicFactor(clamp01(material.getMetallicFactor()));
  material.setAlphaCutoff(Math.max(0, material.getAlphaCutoff()));
}

export function sanitize(doc: Document) {
  const root = doc.getRoot();
  for (const animation of root.listAnimations()) {
    for (const sampler of animation.listSamplers()) {
      sampler.getInput()?.dispose();
      sampler.getOutput()?.dispose();
    }
    animation.dispose();
  }
  for (const skin of root.listSkins()) skin.dispose();
  for (const mesh of root.listMeshes())
    for (const prim of mesh.listPrimitives())
      if (!(prim.getAttribute('POSITION')?.getCount() ?? 0)) prim.dispose();
  const primitives = root.listMeshes().flatMap((mesh) => mesh.listPrimitives());
  if (primitives.length === 0) throw new CadError('the file holds no geometry');
  primitives.forEach(repairPrimitive);
  for (const prim of primitives) if (prim.getIndices()?.getCount() === 0) prim.dispose();
  // Names must be strings (some exporters write numbers).
  for (const property of [
    ...root.listScenes(),
    ...root.listNodes(),
    ...root.listMeshes(),
    ...root.listMaterials(),
    ...root.listTextures(),
  ])
    if (typeof (property.getName() as unknown) !== 'string')
      property.setName(String(property.getName()));
  root.listMaterials().forEach(repairMaterial);
}

/** After normals are generated: a degenerate triangle's zero normal becomes "up". */
export function unitNormalsEverywhere(doc: Document) {
  for (const mesh of doc.getRoot().listMeshes())
    for (const prim of mesh.listPrimitives()) {
      const array = floatArray(prim.getAttribute('NORMAL'));
      if (!array) continue;
      for (let i = 0; i < array.length; i += 3) {
        const length = Math.hypot(array[i]!, array[i + 1]!, array[i + 2]!);
        if (Math.abs(length - 1) < 0.0005) continue;
        if (length > 1e-12 && Number.isFinite(length))
          array.set([array[i]! / length, array[i + 1]! / length, array[i + 2]! / length], i);
        else array.set([0, 1, 0], i);
      }
    }
}
