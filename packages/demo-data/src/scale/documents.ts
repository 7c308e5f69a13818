/**
 * One scale brand's documents, built by the demo's own builders (buildModel, buildSeries,
 * buildMaterial, brandFolders, buildOwner) with every file reference pointing at the
 * placeholders, so the items have exactly the demo's shape.
 */
import type { Collection, Model, Owner } from '@vitrine/contracts';
import type { BrandSpec } from '../catalogue/brands';
import { buildMaterial, type MaterialFiles } from '../catalogue/material-items';
import { buildModel, buildSeries } from '../catalogue/models';
import { brandFolders, buildOwner, type BrandFiles } from '../catalogue/owners';
import { buildFurniture, defaultDimensions } from '../geometry';
import type { Rng } from '../rng';
import type { FurnitureKind } from '../vocab/types';
import type { PlaceholderFiles } from './files';
import type { IdSource } from './ids';
import type { ScaleBrandPlan } from './plan';

export interface BrandDocuments {
  owner: Owner;
  collections: Collection[];
  models: Model[];
}

const slotCache = new Map<string, string[]>();

/**
 * The material slots a model of this kind and variant has in the real demo. They depend on
 * the shape only, so each of the ~50 shapes is built once (milliseconds) and remembered.
 */
function slotsOf(kind: FurnitureKind, variant: number): string[] {
  const key = `${kind}/${variant}`;
  let slots = slotCache.get(key);
  if (!slots) {
    slots = buildFurniture({ kind, variant, ...defaultDimensions(kind, variant), seed: 1 }).slots;
    slotCache.set(key, slots);
  }
  return slots;
}

export function buildBrandDocuments(
  brand: BrandSpec,
  plan: ScaleBrandPlan,
  files: PlaceholderFiles,
  rng: Rng,
  ids: IdSource,
): BrandDocuments {
  const familyOf = (key: string) => plan.families.get(key)!;
  const collections: Collection[] = [];
  const models: Model[] = [];
  for (const series of plan.series) {
    const members = series.products.flatMap((p) => p.colourways.map((c) => c.id));
    const previews = new Map(members.map((id) => [id, files.preview]));
    collections.push(...buildSeries(series, previews, rng, (p) => familyOf(p.key)));
    for (const product of series.products) {
      const slots = slotsOf(product.kind, product.variant);
      for (const colourway of product.colourways) {
        const rendered = { plan: colourway, glb: files.glb, preview: files.preview, slots };
        const sheet = rng.chance(0.5) ? files.datasheet : undefined;
        models.push(buildModel(product, rendered, familyOf(product.key), series.id, sheet, rng));
      }
    }
  }
  const materialFiles: MaterialFiles = {
    preview: files.preview,
    maps: Object.fromEntries(
      (['basecolor', 'normal', 'roughness'] as const).map((map) => [
        map,
        { dataport: files.preview, format: 'jpg' },
      ]),
    ),
    definition: files.definition,
  };
  for (const material of plan.materials) models.push(buildMaterial(material, materialFiles, rng));

  const novelties = models
    .filter((m) => m.state === 'published')
    .sort((a, b) => b.edit_infos.creation_epochmillis - a.edit_infos.creation_epochmillis)
    .slice(0, 8)
    .map((m) => m.id);
  const brandFiles: BrandFiles = {
    logo: files.logo,
    banners: [files.preview],
    previews: [files.preview],
    datasheet: files.datasheet,
  };
  // The demo names folders by a 32-bit hash of the brand key; thousands of brands need ids
  // that cannot collide.
  const folders = brandFolders(
    brand,
    brandFiles,
    novelties,
    `https://www.${brand.key}.example`,
  ).map((folder) => ({ ...folder, id: ids.next('fold') }));
  collections.push(...folders);
  const owner = buildOwner(brand, brandFiles, plan.series, folders, familyOf, rng);
  return { owner, collections, models };
}
