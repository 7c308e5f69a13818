/** Any supported input → one normalised glTF document (metres, Y up). */
import type { Document } from '@gltf-transform/core';
import { INPUTS } from '../formats';
import { CadError, unreadable, type CadFile } from '../types';
import { normalizeDocument } from './normalize';
import { readAssimp } from './read-assimp';
import { readGltf } from './read-gltf';
import { readIfc } from './read-ifc';
import { readObj } from './read-obj';
import { readOcct } from './read-occt';
import { openSource, type ModelSource } from './source';

export interface LoadedModel {
  doc: Document;
  /** Non-fatal problems (missing textures, dropped faces). */
  warnings: string[];
}

export async function loadModel(file: CadFile): Promise<LoadedModel> {
  if (!INPUTS[file.filetype] && file.filetype !== 'zip')
    throw new CadError(`${file.filetype} files cannot be read as 3D models`);
  const warnings: string[] = [];
  try {
    const source = await openSource(file);
    const doc = await read(source, warnings);
    await normalizeDocument(doc, source.filetype, warnings);
    return { doc, warnings };
  } catch (error) {
    // Whatever a reader throws on a damaged file is the file's fault, not the server's.
    throw unreadable(file.filetype, error);
  }
}

function read(source: ModelSource, warnings: string[]): Promise<Document> {
  const reader = INPUTS[source.filetype]!.reader;
  return reader === 'gltf'
    ? readGltf(source, warnings)
    : reader === 'obj'
      ? readObj(source, warnings)
      : reader === 'occt'
        ? readOcct(source)
        : reader === 'ifc'
          ? readIfc(source)
          : readAssimp(source, warnings);
}
