/** Material items (type material): planned per materials brand, built once their maps exist. */
import type { MaterialEntry, Model } from '@vitrine/contracts';
import { newModel } from '../items';
import { allowedColours, allowedFinishes, MATERIAL_CATEGORY } from '../materials/catalog';
import type { Rng } from '../rng';
import { stableId } from '../rng';
import type { ColourKey, FinishKey, MaterialKey } from '../vocab/types';
import type { BrandSpec } from './brands';
import { fill, localized } from './localize';
import { materialCategoryTagId, propertyTagId, valueTagId } from './taxonomy';

export interface MaterialPlan {
  id: string;
  brand: BrandSpec;
  key: MaterialKey;
  finish: FinishKey;
  colour: ColourKey;
  seed: number;
  articleNumber: string;
}

/** About seven distinct finish/colour combinations per material a brand supplies. */
export function planMaterials(brands: BrandSpec[], rng: Rng): MaterialPlan[] {
  const plans: MaterialPlan[] = [];
  for (const brand of brands) {
    let article = 100;
    for (const key of brand.materials ?? []) {
      const seen = new Set<string>();
      for (let attempt = 0; attempt < 40 && seen.size < 7; attempt++) {
        const finish = rng.pick(allowedFinishes(key));
        const colour = rng.pick(allowedColours(key, finish));
        const combo = `${finish}/${colour}`;
        if (seen.has(combo)) continue;
        seen.add(combo);
        plans.push({
          id: stableId('mat', `${brand.key}/${key}/${combo}`),
          brand,
          key,
          finish,
          colour,
          seed: rng.int(1, 1_000_000),
          articleNumber: `${brand.name.slice(0, 3).toUpperCase()}-M${article++}`,
        });
      }
    }
  }
  return plans;
}

export interface MaterialFiles {
  preview: string;
  maps: Partial<
    Record<'basecolor' | 'normal' | 'roughness' | 'metallic', { dataport: string; format: string }>
  >;
  definition: string;
}

export function buildMaterial(plan: MaterialPlan, files: MaterialFiles, rng: Rng): Model {
  const description = rng.int(0, 3);
  const words = (v: Parameters<Parameters<typeof localized>[1]>[0]) => ({
    material: v.materials[plan.key],
    finish: v.finishes[plan.finish],
    colour: v.colours[plan.colour],
    brand: plan.brand.name,
  });
  const materials: MaterialEntry[] = [
    ...Object.entries(files.maps).map(([category, map]) => ({
      category,
      dataport: map.dataport,
      format: map.format,
    })),
    { category: 'definition', dataport: files.definition, format: 'json' },
  ];
  return newModel({
    id: plan.id,
    type: 'material',
    owner_id: plan.brand.key,
    weight: Math.round(rng.next() * 100) / 10,
    createdAfter: rng.int(0, 600 * 24 * 60),
    texts: [
      ...localized('title', (v) => fill(v.materialTitle, words(v))),
      ...localized('description', (v) => fill(v.materialDescriptions[description]!, words(v))),
      {
        category: 'articlenumber',
        format: 'plain',
        payload: plan.articleNumber,
        language: '',
        score: 1,
      },
    ],
    images: [{ category: 'preview', dataport: files.preview, score: 1, format: 'jpg' }],
    materials,
    tags: [{ tag_id: materialCategoryTagId(MATERIAL_CATEGORY[plan.key]), score: 1 }],
    properties: [
      { property_tag_id: propertyTagId('colour'), value_tag_id: valueTagId('colour', plan.colour) },
      {
        property_tag_id: propertyTagId('material'),
        value_tag_id: valueTagId('material', plan.key),
      },
    ],
  });
}
