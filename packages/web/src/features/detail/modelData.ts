/**
 * What the detail dialog reads from a model document: its slides (images, and a material's
 * maps), whether it can be configured, which file feeds the 3D view, its collections.
 */
import type { CadEntry, DataportEntry } from '@vitrine/contracts';
import type { ModelDoc } from '../../api/models';
import { preferredFile } from '../../downloads/formats';

export interface Slide {
  dataport: string;
  /** A material map's category (basecolor, normal, ...); none for a picture. */
  map?: string;
}

const MAPS = ['basecolor', 'normal', 'roughness', 'metallic'];

/** Pictures first (preview favoured, then by score), then a material's maps. */
export function slidesOf(model: ModelDoc): Slide[] {
  const images = (model.images ?? [])
    .filter((i) => i.category !== 'icon' && i.category !== 'logo')
    .sort(
      (a, b) =>
        Number(b.category === 'preview') - Number(a.category === 'preview') || b.score - a.score,
    )
    .map((i) => ({ dataport: i.dataport }));
  const maps = (model.materials ?? [])
    .filter((m) => m.dataport && MAPS.includes(m.category))
    .sort((a, b) => MAPS.indexOf(a.category) - MAPS.indexOf(b.category))
    .map((m) => ({ dataport: m.dataport!, map: m.category }));
  return [...images, ...maps];
}

/** Formats a configurator reads, in its order of preference (spec 02 s.4). */
export const CONFIGURATION_FORMATS = ['pec', 'peclight', 'obx'];

/**
 * A model with a configuration file can be opened in the configurator: a cad in one of
 * those formats, or a binary of category configuration (our vcfg, docs/CONFIGURATOR.md).
 */
export function isConfigurable(model: Pick<ModelDoc, 'cads' | 'binaries'>): boolean {
  return (
    (model.cads ?? []).some((c) => CONFIGURATION_FORMATS.includes(c.format)) ||
    (model.binaries ?? []).some((b) => b.category === 'configuration')
  );
}

/**
 * The file the 3D view and AR convert with cadify: the preferred file among those cadify can
 * turn into glb (and usdz). Undefined while meta loads or when none can.
 */
export function viewableCad(
  cads: readonly CadEntry[],
  meta: Readonly<Record<string, DataportEntry | undefined>>,
): CadEntry | undefined {
  return preferredFile(
    cads.filter((c) => meta[c.dataport]?.features?.cadify?.includes('glb')),
    ['glb', 'gltf', 'fbx', 'obj', 'step', 'stp', 'dae', '3ds', 'stl', 'ply'],
  );
}

export const isDeprecated = (model: Pick<ModelDoc, 'state'>) => model.state === 'deprecated';
