/**
 * The work done in the conversion worker: load once, then analyse, convert or render.
 * Everything heavy (WASM readers, serialisers, the software renderer) runs here.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderDocument } from '@vitrine/mesh/render';
import sharp from 'sharp';
import { analyseFlat } from './analyse';
import { assimpExport } from './assimp-cli';
import { flatten, triangleCount, type FlatModel } from './flatten';
import { OUTPUTS } from './formats';
import { loadModel } from './load/index';
import { CadError, type CadAnalysis, type CadFile } from './types';
import { writeDxf } from './write/dxf';
import { writeGlb, writeGltfZip } from './write/gltf';
import { writeObjZip } from './write/obj';
import { writePly } from './write/ply';
import { writeStl } from './write/stl';
import { writeUsdz } from './write/usdz';

export type Job =
  | { op: 'analyse'; file: CadFile }
  | {
      op: 'convert';
      file: CadFile;
      format: string;
      outPath: string;
      assimp: string | null;
      timeoutMs: number;
    }
  | { op: 'preview'; file: CadFile; width: number; height: number };

export async function analyse(file: CadFile): Promise<CadAnalysis> {
  const { doc } = await loadModel(file);
  return analyseFlat(flatten(doc));
}

function withTriangles(model: FlatModel, format: string): FlatModel {
  if (triangleCount(model) === 0)
    throw new CadError(`the model has no surfaces to write as ${format}`);
  return model;
}

export async function convert(
  job: Extract<Job, { op: 'convert' }>,
): Promise<{ mediaType: string; extension: string }> {
  const output = OUTPUTS[job.format];
  if (!output || (output.assimp && !job.assimp))
    throw new CadError(`cannot convert to ${job.format}`);
  const { doc } = await loadModel(job.file);
  let bytes: Uint8Array;
  switch (job.format) {
    case 'glb':
      bytes = await writeGlb(doc);
      break;
    case 'gltf':
      bytes = await writeGltfZip(doc);
      break;
    case 'obj':
      bytes = writeObjZip(withTriangles(flatten(doc), 'OBJ'));
      break;
    case 'stl':
      bytes = writeStl(withTriangles(flatten(doc), 'STL'));
      break;
    case 'ply':
      bytes = writePly(withTriangles(flatten(doc), 'PLY'));
      break;
    case 'dxf':
      bytes = writeDxf(withTriangles(flatten(doc), 'DXF'));
      break;
    case 'usdz':
      bytes = writeUsdz(withTriangles(flatten(doc), 'USDZ'));
      break;
    default: {
      // assimp converts from a GLB of the normalised model (textures embedded).
      const dir = await mkdtemp(path.join(tmpdir(), 'cadify-'));
      try {
        const glb = path.join(dir, 'model.glb');
        await writeFile(glb, await writeGlb(doc));
        await assimpExport(job.assimp!, glb, job.outPath, output.assimp!, job.timeoutMs);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      return { mediaType: output.mediaType, extension: output.extension };
    }
  }
  await writeFile(job.outPath, bytes);
  return { mediaType: output.mediaType, extension: output.extension };
}

export async function preview(file: CadFile, width: number, height: number): Promise<Buffer> {
  const { doc } = await loadModel(file);
  const image = await renderDocument(doc, { width, height });
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png()
    .toBuffer();
}
