/**
 * The generator's heavy jobs, as plain functions: they run inside worker threads
 * (generate.worker.ts) and directly in tests.
 */
import type { Choice, Palette } from '../catalogue/plan';
import { buildFurniture, furnitureDocument, toGlb, type SlotMaterial } from '../geometry';
import { generateMaterial, type MaterialSpec } from '../materials';
import { renderPreviewJpeg } from '../render';
import type { FurnitureKind } from '../vocab/types';
import { appearanceOf, slotRole, wantsTexture } from './appearance';

export interface ModelJob {
  type: 'model';
  name: string;
  kind: FurnitureKind;
  variant: number;
  dims: { width: number; height: number; depth: number };
  seed: number;
  palette: Palette;
  preview: { width: number; height: number };
}
export interface ModelResult {
  glb: Uint8Array;
  preview: Uint8Array;
  slots: string[];
}

export interface MaterialJob {
  type: 'material';
  spec: MaterialSpec;
  size: number;
}
export type MaterialResult = Awaited<ReturnType<typeof generateMaterial>>;

export type Job = ModelJob | MaterialJob;

const textureCache = new Map<string, Promise<Uint8Array>>();

/** A small basecolor tile for wood and stone parts, shared by every part that uses it. */
function textureFor(choice: Choice): Promise<Uint8Array> {
  const key = `${choice.material}/${choice.finish}/${choice.colour}`;
  let texture = textureCache.get(key);
  if (!texture) {
    texture = generateMaterial({ ...choice, key: choice.material, seed: 7 }, 256).then(
      (m) => new Uint8Array(m.maps.basecolor),
    );
    textureCache.set(key, texture);
  }
  return texture;
}

export async function runModelJob(job: ModelJob): Promise<ModelResult> {
  const { parts, slots } = buildFurniture({
    kind: job.kind,
    variant: job.variant,
    seed: job.seed,
    ...job.dims,
  });
  const materials: Record<string, SlotMaterial> = {};
  for (const slot of slots) {
    const role = slotRole(slot);
    const choice = role === 'light' ? job.palette.shade : job.palette[role];
    const look = appearanceOf(choice, role);
    const material: SlotMaterial = {
      baseColor: look.baseColor,
      roughness: look.roughness,
      metallic: look.metallic,
    };
    if (look.emissive) material.emissive = look.emissive;
    if (wantsTexture(choice, role)) {
      material.baseColor = [1, 1, 1];
      material.texture = { data: await textureFor(choice), mimeType: 'image/jpeg' };
    }
    materials[slot] = material;
  }
  const doc = furnitureDocument(parts, materials, job.name);
  const [glb, preview] = await Promise.all([
    toGlb(doc),
    renderPreviewJpeg(doc, { ...job.preview, quality: 84 }),
  ]);
  return { glb, preview: new Uint8Array(preview), slots };
}

export async function runJob(job: Job): Promise<ModelResult | MaterialResult> {
  return job.type === 'model' ? runModelJob(job) : generateMaterial(job.spec, job.size);
}
