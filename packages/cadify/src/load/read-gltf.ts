/**
 * glTF and GLB input. A .gltf names its buffers and images by URI; they come from the
 * upload's zip (or data URIs). A missing image loses its texture, a missing buffer fails.
 */
import type { Document } from '@gltf-transform/core';
import { CadError, unreadable } from '../types';
import { gltfIO } from './io';
import type { ModelSource } from './source';

interface GltfJson {
  buffers?: Array<{ uri?: string }>;
  images?: Array<{ uri?: string }>;
}

const MISSING = 'cadify-missing-image-';

/** Reads glTF JSON, resolving external files; images not found become removable markers. */
export async function readGltfJson(
  json: GltfJson,
  resolve: (uri: string) => Uint8Array | undefined,
  warnings: string[],
): Promise<Document> {
  const resources: Record<string, Uint8Array<ArrayBuffer>> = {};
  for (const buffer of json.buffers ?? []) {
    if (!buffer.uri || buffer.uri.startsWith('data:')) continue;
    const bytes = resolve(buffer.uri);
    if (!bytes)
      throw new CadError(
        `the glTF file refers to ${buffer.uri}, which is missing: upload the model as a zip with its files`,
      );
    resources[buffer.uri] = bytes as Uint8Array<ArrayBuffer>;
  }
  (json.images ?? []).forEach((image, i) => {
    if (!image.uri || image.uri.startsWith('data:')) return;
    const bytes = resolve(image.uri);
    if (bytes) resources[image.uri] = bytes as Uint8Array<ArrayBuffer>;
    else {
      warnings.push(`image ${image.uri} is missing`);
      image.uri = `${MISSING}${i}`;
      resources[image.uri] = new Uint8Array(0);
    }
  });
  const doc = await gltfIO().readJSON({ json: json as never, resources });
  for (const texture of doc.getRoot().listTextures())
    if (texture.getURI().startsWith(MISSING)) texture.dispose();
  return doc;
}

export async function readGltf(source: ModelSource, warnings: string[]): Promise<Document> {
  try {
    if (source.filetype === 'glb') return await gltfIO().readBinary(source.bytes);
    const json = JSON.parse(Buffer.from(source.bytes).toString('utf8')) as GltfJson & {
      asset?: { version?: unknown };
    };
    const version = json.asset?.version;
    if (typeof version !== 'string' || !version.startsWith('2'))
      throw new CadError('only glTF 2.0 can be read (this file is an older glTF version)');
    return await readGltfJson(json, (uri) => source.resolve(uri), warnings);
  } catch (error) {
    throw unreadable(source.filetype, error);
  }
}
