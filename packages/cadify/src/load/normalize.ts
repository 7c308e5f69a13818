/**
 * Makes every loaded model look the same to the writers: metres, Y up, normals on every
 * triangle primitive, textures as PNG or JPEG only (what glTF, USDZ and OBJ viewers read).
 */
import { getBounds, Logger, type Document } from '@gltf-transform/core';
import { normals, prune, unpartition } from '@gltf-transform/functions';
import sharp from 'sharp';
import { INPUTS } from '../formats';
import { CadError } from '../types';
import { sanitize, unitNormalsEverywhere } from './sanitize';

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

async function normalizeTextures(doc: Document, warnings: string[]) {
  for (const texture of doc.getRoot().listTextures()) {
    const image = texture.getImage();
    if (image && isPng(image)) texture.setMimeType('image/png');
    else if (image && isJpeg(image)) texture.setMimeType('image/jpeg');
    else {
      try {
        if (!image?.length) throw new Error('no image data');
        texture.setImage(await sharp(image).png().toBuffer()).setMimeType('image/png');
      } catch (error) {
        warnings.push(
          `texture ${texture.getName() || texture.getURI()} dropped (${(error as Error).message})`,
        );
        texture.dispose();
        continue;
      }
    }
    const uri = texture.getURI();
    if (uri && !/\.(png|jpe?g)$/i.test(uri)) texture.setURI('');
  }
}

/** The unit whose metres put the model's largest side nearest 1 m (furniture scale). */
function guessScale(prior: number, largest: number): number {
  if (!(largest > 0)) return prior;
  const size = largest * prior;
  if (size >= 0.02 && size <= 10) return prior;
  const candidates = [1, 0.01, 0.001];
  return candidates.reduce((best, s) =>
    Math.abs(Math.log(largest * s)) < Math.abs(Math.log(largest * best)) ? s : best,
  );
}

const PRIOR = { m: 1, cm: 0.01, mm: 0.001, declared: 1 } as const;

/** Scales to metres and turns Z-up formats to Y-up, with one root node above the model. */
function placeInMetres(doc: Document, filetype: string) {
  const root = doc.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  if (!scene) throw new CadError('the model has no scene');
  root.setDefaultScene(scene);
  const format = INPUTS[filetype]!;
  let scale: number = PRIOR[format.unit];
  if (format.unit !== 'declared') {
    const { min, max } = getBounds(scene);
    const largest = Math.max(max[0] - min[0], max[1] - min[1], max[2] - min[2]);
    scale = guessScale(scale, Number.isFinite(largest) ? largest : 0);
  }
  if (scale === 1 && !format.zUp) return;
  const top = doc.createNode('model');
  for (const child of scene.listChildren()) {
    scene.removeChild(child);
    top.addChild(child);
  }
  scene.addChild(top);
  top.setScale([scale, scale, scale]);
  if (format.zUp) top.setRotation([-Math.SQRT1_2, 0, 0, Math.SQRT1_2]);
}

/** Cleans a freshly read document in place (see the file comment). */
export async function normalizeDocument(doc: Document, filetype: string, warnings: string[]) {
  doc.setLogger(new Logger(Logger.Verbosity.ERROR));
  // assimp marks every material with an empty KHR_materials_volume.
  for (const extension of doc.getRoot().listExtensionsUsed())
    if (extension.extensionName === 'KHR_materials_volume') extension.dispose();
  sanitize(doc);
  await normalizeTextures(doc, warnings);
  placeInMetres(doc, filetype);
  // normals() unwelds every primitive (flat normals): only run it when one lacks normals.
  const needsNormals = doc
    .getRoot()
    .listMeshes()
    .some((mesh) =>
      mesh.listPrimitives().some((p) => p.getMode() >= 4 && !p.getAttribute('NORMAL')),
    );
  if (needsNormals) await doc.transform(normals({ overwrite: false }));
  // One buffer: a GLB holds at most one.
  await doc.transform(prune({ keepLeaves: false }), unpartition());
  if (!doc.getRoot().getDefaultScene()?.listChildren().length)
    throw new CadError('the file holds no geometry');
  unitNormalsEverywhere(doc);
}
