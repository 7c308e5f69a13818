/** glTF outputs: GLB as is, and .gltf with its buffer and images in a zip. */
import type { Document } from '@gltf-transform/core';
import { zipSync } from 'fflate';
import { gltfIO } from '../load/io';

export const writeGlb = (doc: Document): Promise<Uint8Array> => gltfIO().writeBinary(doc);

/** model.gltf + model.bin + textures/<name>.<ext>, names made unique. */
export async function writeGltfZip(doc: Document): Promise<Uint8Array> {
  const used = new Set<string>();
  for (const texture of doc.getRoot().listTextures()) {
    const ext = texture.getMimeType() === 'image/jpeg' ? 'jpg' : 'png';
    const base = (texture.getName() || 'texture').replace(/[^\w.-]+/g, '_').slice(0, 60);
    let name = `textures/${base}.${ext}`;
    for (let i = 2; used.has(name); i++) name = `textures/${base}-${i}.${ext}`;
    used.add(name);
    texture.setURI(name);
  }
  const buffers = doc.getRoot().listBuffers();
  buffers.forEach((buffer, i) =>
    buffer.setURI(buffers.length > 1 ? `model-${i}.bin` : 'model.bin'),
  );
  const { json, resources } = await gltfIO().writeJSON(doc, { basename: 'model' });
  const files: Record<string, Uint8Array> = {
    'model.gltf': Buffer.from(JSON.stringify(json, null, 1)),
  };
  for (const [uri, bytes] of Object.entries(resources)) files[uri] = bytes;
  return zipSync(files, { level: 6 });
}
