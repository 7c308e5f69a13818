/**
 * The ~40 formats assimp reads (FBX, Collada, 3DS, STL, PLY, 3MF, X, ...) through assimpjs
 * (assimp 5.2 as WASM), which answers glTF 2 JSON. Its textures are file names as written
 * by the authoring tool (often absolute Windows paths) or data URIs: they are looked up in
 * the upload by name. The WASM module is loaded once per worker, and again after a crash.
 */
import { createRequire } from 'node:module';
import type { Document } from '@gltf-transform/core';
import { CadError, unreadable } from '../types';
import { readGltfJson } from './read-gltf';
import type { ModelSource } from './source';

interface AjsFile {
  GetPath(): string;
  GetContent(): Uint8Array;
}
interface Ajs {
  FileList: new () => { AddFile(name: string, content: Uint8Array): void };
  ConvertFileList(
    list: { AddFile(name: string, content: Uint8Array): void },
    format: string,
  ): {
    IsSuccess(): boolean;
    GetErrorCode(): string;
    FileCount(): number;
    GetFile(i: number): AjsFile;
  };
}

let assimp: Promise<Ajs> | undefined;

function loadAssimp(): Promise<Ajs> {
  const require = createRequire(import.meta.url);
  assimp ??= (require('assimpjs') as () => Promise<Ajs>)();
  return assimp;
}

function convert(ajs: Ajs, source: ModelSource) {
  const list = new ajs.FileList();
  // The model first: assimp imports the first file it can read.
  list.AddFile(source.name, source.bytes);
  for (const [name, bytes] of source.files) if (name !== source.name) list.AddFile(name, bytes);
  const result = ajs.ConvertFileList(list, 'gltf2');
  if (!result.IsSuccess() || result.FileCount() === 0) return undefined;
  const files = new Map<string, Uint8Array>();
  for (let i = 0; i < result.FileCount(); i++) {
    const file = result.GetFile(i);
    files.set(file.GetPath(), Uint8Array.from(file.GetContent()));
  }
  return files;
}

/**
 * Why assimp refused a file, in words an uploader can act on. A .blend names the Blender
 * version that saved it: assimp reads most files of Blender 2.48 to 2.93, yet not all.
 */
function refusal(source: ModelSource): string {
  const version = /^BLENDER[-_][vV](\d)(\d\d)/.exec(
    Buffer.from(source.bytes.subarray(0, 12)).toString('latin1'),
  );
  if (source.filetype === 'blend' && version)
    return `the blend file (saved by Blender ${version[1]}.${version[2]}) cannot be read: export it from Blender as glTF or FBX and upload that`;
  return `the ${source.filetype} file cannot be read: it is damaged, empty or not ${source.filetype}`;
}

export async function readAssimp(source: ModelSource, warnings: string[]): Promise<Document> {
  let files: Map<string, Uint8Array> | undefined;
  try {
    files = convert(await loadAssimp(), source);
  } catch (error) {
    assimp = undefined; // an aborted WASM instance is not reused
    throw unreadable(source.filetype, error);
  }
  const json = files?.get('result.gltf');
  if (!files || !json) throw new CadError(refusal(source));
  const gltf = JSON.parse(Buffer.from(json).toString('utf8')) as Parameters<typeof readGltfJson>[0];
  try {
    return await readGltfJson(gltf, (uri) => files.get(uri) ?? source.resolve(uri), warnings);
  } catch (error) {
    throw unreadable(source.filetype, error);
  }
}
