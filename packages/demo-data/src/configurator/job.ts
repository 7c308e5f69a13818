/**
 * The heavy part of a configurable product, run on a worker thread: every part as a glb
 * (the configuration's geometry), the default configuration as a glb and its preview.
 */
import type { Palette } from '../catalogue/plan';
import { furnitureDocument, toGlb, type SlotMaterial } from '../geometry';
import { Rng } from '../geometry/parts';
import { renderPreviewJpeg } from '@vitrine/mesh/render';
import { appearanceOf, slotRole } from '../workers/appearance';
import { defaultParts } from './definitions';
import { SHAPES, type ConfigurableKind } from './shapes';

export interface ConfigurableJob {
  type: 'configurable';
  name: string;
  kind: ConfigurableKind;
  dims: { width: number; height: number; depth: number };
  palette: Palette;
  preview: { width: number; height: number };
}

export interface ConfigurableResult {
  /** Every part, one node each, wearing its slot's default look. */
  parts: Uint8Array;
  /** The default configuration, as the model's own 3D file. */
  glb: Uint8Array;
  preview: Uint8Array;
  slots: string[];
}

/** The default look of each slot, from the product's palette (plain colours). */
function looks(slots: string[], palette: Palette): Record<string, SlotMaterial> {
  const out: Record<string, SlotMaterial> = {};
  for (const slot of slots) {
    const role = slotRole(slot);
    const look = appearanceOf(role === 'light' ? palette.shade : palette[role], role);
    out[slot] = { baseColor: look.baseColor, roughness: look.roughness, metallic: look.metallic };
  }
  return out;
}

export async function runConfigurableJob(job: ConfigurableJob): Promise<ConfigurableResult> {
  const { width: w, height: h, depth: d } = job.dims;
  const { parts, slots } = SHAPES[job.kind]({ w, h, d, rng: new Rng(1) }).finish(w, h, d);
  const materials = looks(slots, job.palette);
  const shown = new Set(
    defaultParts(
      job.kind,
      parts.map((p) => p.name),
    ),
  );
  const all = furnitureDocument(parts, materials, job.name);
  const configured = furnitureDocument(
    parts.filter((p) => shown.has(p.name)),
    materials,
    job.name,
  );
  const [partsGlb, glb, preview] = await Promise.all([
    toGlb(all),
    toGlb(configured),
    renderPreviewJpeg(configured, { ...job.preview, quality: 84 }),
  ]);
  return { parts: partsGlb, glb, preview: new Uint8Array(preview), slots };
}
