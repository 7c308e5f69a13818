/**
 * What the detail dialog reads from a model document: its slides (images, and a material's
 * maps), which file feeds the 3D view, and which files the menus describe.
 */
import type { CadEntry, DataportEntry } from '@vitrine/contracts';
import type { ModelDoc } from '../../api/models';
import type { ClientImage } from '@vitrine/contracts/host-messages';
import { dataportUrl, IMAGE_SIZES, imagineUrl } from '../../api/client';
import { preferredFile } from '../../downloads/formats';
import { absoluteUrl } from '../../embedding';

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

/** The slides as the embedding host gets them (spec 01 s.3 client image items, absolute URLs). */
export function clientImages(slides: readonly Slide[]): ClientImage[] {
  return slides.map((slide) => ({
    dataport: slide.dataport,
    imageUrl: absoluteUrl(dataportUrl(slide.dataport)),
    imagePreview: absoluteUrl(imagineUrl(slide.dataport, IMAGE_SIZES.preview)),
    imageThumb: absoluteUrl(imagineUrl(slide.dataport, IMAGE_SIZES.thumb)),
    banner: absoluteUrl(imagineUrl(slide.dataport, IMAGE_SIZES.banner)),
    ...(slide.map && { category: slide.map }),
  }));
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
