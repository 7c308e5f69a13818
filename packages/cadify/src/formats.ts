/**
 * What cadify reads and writes. Each input names its reader, the unit its numbers are in
 * (or how to guess it) and its up axis; see docs/FILES.md, "Conversion (cadify)".
 */

/** How a reader turns bytes into a glTF document. */
export type Reader = 'gltf' | 'obj' | 'occt' | 'assimp' | 'ifc';

/**
 * 'declared' when the file states its unit (or its reader converts to metres); otherwise the unit
 * a file of this format most often uses, checked against the model's size (units.ts).
 */
export type UnitPrior = 'm' | 'cm' | 'mm' | 'declared';

export interface InputFormat {
  reader: Reader;
  unit: UnitPrior;
  /** Z-up formats are turned to glTF's Y-up on reading, and back on writing. */
  zUp: boolean;
  /** File name extensions (lower case) that hold this format. */
  extensions: string[];
  /** Always text: a UTF-16 file (with its byte order mark) is read as UTF-8 (load/prepare.ts). */
  text?: true;
}

export const INPUTS: Record<string, InputFormat> = {
  glb: { reader: 'gltf', unit: 'declared', zUp: false, extensions: ['glb'] },
  gltf: { reader: 'gltf', unit: 'declared', zUp: false, extensions: ['gltf'], text: true },
  obj: { reader: 'obj', unit: 'm', zUp: false, extensions: ['obj'], text: true },
  step: { reader: 'occt', unit: 'declared', zUp: true, extensions: ['step', 'stp'], text: true },
  iges: { reader: 'occt', unit: 'declared', zUp: true, extensions: ['iges', 'igs'], text: true },
  fbx: { reader: 'assimp', unit: 'cm', zUp: false, extensions: ['fbx'] },
  dae: { reader: 'assimp', unit: 'declared', zUp: false, extensions: ['dae', 'zae'], text: true },
  '3ds': { reader: 'assimp', unit: 'm', zUp: false, extensions: ['3ds'] },
  stl: { reader: 'assimp', unit: 'mm', zUp: true, extensions: ['stl'] },
  ply: { reader: 'assimp', unit: 'm', zUp: false, extensions: ['ply'] },
  '3mf': { reader: 'assimp', unit: 'mm', zUp: true, extensions: ['3mf'] },
  x: { reader: 'assimp', unit: 'm', zUp: false, extensions: ['x'] },
  off: { reader: 'assimp', unit: 'm', zUp: false, extensions: ['off'], text: true },
  ac: { reader: 'assimp', unit: 'm', zUp: false, extensions: ['ac', 'acc', 'ac3d'], text: true },
  ase: { reader: 'assimp', unit: 'm', zUp: false, extensions: ['ase', 'ask'], text: true },
  lwo: { reader: 'assimp', unit: 'm', zUp: false, extensions: ['lwo', 'lxo'] },
  ms3d: { reader: 'assimp', unit: 'm', zUp: false, extensions: ['ms3d'] },
  dxf: { reader: 'assimp', unit: 'mm', zUp: true, extensions: ['dxf'], text: true },
  blend: { reader: 'assimp', unit: 'm', zUp: false, extensions: ['blend'] },
  // web-ifc answers metres, Y up (it applies the file's length unit and turns Z up to Y up).
  ifc: { reader: 'ifc', unit: 'declared', zUp: false, extensions: ['ifc'], text: true },
};

export interface OutputFormat {
  mediaType: string;
  extension: string;
  /** Written by Debian's assimp command (only offered when it is installed). FBX is written
   * as ASCII: assimp 5.2's binary FBX cannot be read back, even by assimp itself. */
  assimp?: string;
}

export const OUTPUTS: Record<string, OutputFormat> = {
  glb: { mediaType: 'model/gltf-binary', extension: 'glb' },
  gltf: { mediaType: 'application/zip', extension: 'zip' },
  obj: { mediaType: 'application/zip', extension: 'zip' },
  stl: { mediaType: 'model/stl', extension: 'stl' },
  usdz: { mediaType: 'model/vnd.usdz+zip', extension: 'usdz' },
  ply: { mediaType: 'application/vnd.ply', extension: 'ply' },
  dxf: { mediaType: 'image/vnd.dxf', extension: 'dxf' },
  fbx: { mediaType: 'application/octet-stream', extension: 'fbx', assimp: 'fbxa' },
  dae: { mediaType: 'model/vnd.collada+xml', extension: 'dae', assimp: 'collada' },
  '3ds': { mediaType: 'application/x-3ds', extension: '3ds', assimp: '3ds' },
};

/** The input format a file name's extension suggests, if any. */
export function formatOfName(filename: string | undefined): string | undefined {
  const ext = filename?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (!ext) return undefined;
  return Object.keys(INPUTS).find((type) => INPUTS[type]!.extensions.includes(ext));
}
