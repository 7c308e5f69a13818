/**
 * The generator's heavy jobs, as plain functions: they run inside worker threads
 * (generate.worker.ts) and directly in tests.
 */
import type { BrandSpec } from '../catalogue/brands';
import type { Choice, Palette } from '../catalogue/plan';
import { brandLogo, captionBanner } from '../images/brand-images';
import { datasheetPdf, type DatasheetInput } from '../images/datasheet';
import { buildFurniture, furnitureDocument, toGlb, type SlotMaterial } from '../geometry';
import { generateBaseColor, generateMaterial, type MaterialSpec } from '../materials';
import { renderPreviewsJpeg } from '@vitrine/mesh/render';
import type { FurnitureKind } from '../vocab/types';
import { appearanceOf, slotRole, wantsTexture } from './appearance';
import {
  runConfigurableJob,
  type ConfigurableJob,
  type ConfigurableResult,
} from '../configurator/job';
import type { PimJob, PimJobResult } from '../pim/brand-pim';
import { runPimJob } from '../pim/job';

/** One product in all its colourways: same geometry, one glb and preview per colourway. */
export interface ProductJob {
  type: 'product';
  name: string;
  kind: FurnitureKind;
  variant: number;
  dims: { width: number; height: number; depth: number };
  seed: number;
  preview: { width: number; height: number };
  colourways: Array<{
    palette: Palette;
    /**
     * The basecolor tile of the palette's hard material when it is textured (wood, stone),
     * made once by a texture job; generated here when missing.
     */
    texture?: Uint8Array;
  }>;
}
export interface ProductResult {
  slots: string[];
  colourways: Array<{ glb: Uint8Array; preview: Uint8Array }>;
}

export interface MaterialJob {
  type: 'material';
  spec: MaterialSpec;
  size: number;
}
export type MaterialResult = Awaited<ReturnType<typeof generateMaterial>>;

/** A furniture texture tile for one material choice. */
export interface TextureJob {
  type: 'texture';
  choice: Choice;
}
export interface TextureResult {
  jpeg: Uint8Array;
}

/** A brand's logo, caption banners over product previews and its PDF datasheet. */
export interface BrandJob {
  type: 'brand';
  brand: BrandSpec;
  /** Up to two product or material previews (JPEG) for the banners and the datasheet. */
  previews: Uint8Array[];
  datasheet: Omit<DatasheetInput, 'image'>;
}
export interface BrandResult {
  logo: Uint8Array;
  banners: Uint8Array[];
  datasheet?: Uint8Array;
}

export type Job = ProductJob | MaterialJob | TextureJob | BrandJob | ConfigurableJob | PimJob;
export type JobResult =
  ProductResult | MaterialResult | TextureResult | BrandResult | ConfigurableResult | PimJobResult;

/** Texture tile edge in pixels: enough for a 587 px preview and a light glb. */
const TEXTURE_SIZE = 256;

/** The texture a model job needs for its hard parts, or undefined when they are plain. */
export const texturedChoice = (palette: Palette): Choice | undefined =>
  wantsTexture(palette.hard, 'hard') ? palette.hard : undefined;

export const textureKey = (choice: Choice) =>
  `${choice.material}/${choice.finish}/${choice.colour}`;

export async function runTextureJob(job: TextureJob): Promise<TextureResult> {
  const jpeg = await generateBaseColor(
    { ...job.choice, key: job.choice.material, seed: 7 },
    TEXTURE_SIZE,
  );
  return { jpeg: new Uint8Array(jpeg) };
}

export async function runProductJob(job: ProductJob): Promise<ProductResult> {
  const { parts, slots } = buildFurniture({
    kind: job.kind,
    variant: job.variant,
    seed: job.seed,
    ...job.dims,
  });
  const docs = await Promise.all(
    job.colourways.map(async ({ palette, texture }) => {
      const textured = texturedChoice(palette);
      const tile =
        textured && (texture ?? (await runTextureJob({ type: 'texture', choice: textured })).jpeg);
      return furnitureDocument(parts, slotMaterials(slots, palette, tile), job.name);
    }),
  );
  const [glbs, previews] = await Promise.all([
    Promise.all(docs.map(toGlb)),
    renderPreviewsJpeg(docs, { ...job.preview, quality: 84 }),
  ]);
  return {
    slots,
    colourways: glbs.map((glb, i) => ({ glb, preview: new Uint8Array(previews[i]!) })),
  };
}

/** glTF materials for each slot from the colourway's palette. */
function slotMaterials(
  slots: string[],
  palette: Palette,
  tile: Uint8Array | undefined,
): Record<string, SlotMaterial> {
  const materials: Record<string, SlotMaterial> = {};
  for (const slot of slots) {
    const role = slotRole(slot);
    const choice = role === 'light' ? palette.shade : palette[role];
    const look = appearanceOf(choice, role);
    const material: SlotMaterial = {
      baseColor: look.baseColor,
      roughness: look.roughness,
      metallic: look.metallic,
    };
    if (look.emissive) material.emissive = look.emissive;
    if (tile && wantsTexture(choice, role)) {
      material.baseColor = [1, 1, 1];
      material.texture = { data: tile, mimeType: 'image/jpeg' };
    }
    materials[slot] = material;
  }
  return materials;
}

export async function runBrandJob(job: BrandJob): Promise<BrandResult> {
  const [logo, banners, datasheet] = await Promise.all([
    brandLogo(job.brand),
    Promise.all(job.previews.map((preview) => captionBanner(job.brand, preview))),
    job.previews[0] ? datasheetPdf({ ...job.datasheet, image: job.previews[0] }) : undefined,
  ]);
  return {
    logo: new Uint8Array(logo),
    banners: banners.map((b) => new Uint8Array(b)),
    ...(datasheet ? { datasheet } : {}),
  };
}

export async function runJob(job: Job): Promise<JobResult> {
  switch (job.type) {
    case 'product':
      return runProductJob(job);
    case 'material':
      return generateMaterial(job.spec, job.size);
    case 'texture':
      return runTextureJob(job);
    case 'brand':
      return runBrandJob(job);
    case 'configurable':
      return runConfigurableJob(job);
    case 'pim':
      return runPimJob(job);
  }
}
