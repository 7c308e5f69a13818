/** Model, product family and collection documents for the planned products. */
import type { Collection, Model, ReferenceEntry } from '@vitrine/contracts';
import { newCollection, newModel, neutralText } from '../items';
import type { Rng } from '../rng';
import { stableId } from '../rng';
import { fill, localized } from './localize';
import type { ColourwayPlan, ProductPlan, SeriesPlan } from './plan';
import {
  categoryTagId,
  freeformValueId,
  KIND_CATEGORY,
  propertyTagId,
  valueTagId,
} from './taxonomy';

export interface RenderedColourway {
  plan: ColourwayPlan;
  glb: string;
  preview: string;
  slots: string[];
}

const cm = (metres: number) => String(Math.round(metres * 100));

function pimReference(product: ProductPlan, colourway: ColourwayPlan): ReferenceEntry {
  const article = {
    manufacturer: product.brand.key,
    manufacturerId: stableId('mf', product.brand.key),
    manufacturerName: product.brand.name,
    program: product.series.toLowerCase(),
    programId: stableId('pg', `${product.brand.key}/${product.series}`),
    programName: product.series,
    artNo: colourway.articleNumber.split('-').slice(0, 2).join('-'),
    finalArtNo: colourway.articleNumber,
    varCode: `${colourway.main.material.toUpperCase()}=${colourway.main.finish.toUpperCase()};COLOR=${colourway.main.colour.toUpperCase()}`,
    longText: `${product.series} ${product.kind.replace('_', ' ')}, ${colourway.main.material} ${colourway.main.finish}, ${colourway.main.colour}`,
    shortText: `${product.series} ${product.kind.replace('_', ' ')}`,
    language: 'en',
    distributionRegion: 'EU',
  };
  return { category: 'egr_pim', format: 'json', payload: JSON.stringify(article) };
}

/**
 * A product video for about one model in twelve, chosen by id so that the random draws of
 * the rest of the catalogue stay as they were. Demo brands have no videos of their own:
 * Blender Foundation's "Big Buck Bunny" (CC BY 3.0) stands in, as a Youtube reference
 * (spec 01 s.3 reference kinds), shown in the detail dialog with Youtube consent only.
 */
export const DEMO_VIDEO = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const hasDemoVideo = (id: string) =>
  [...id].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 9973, 7) % 12 === 0;

export function buildModel(
  product: ProductPlan,
  rendered: RenderedColourway,
  familyId: string,
  seriesId: string,
  datasheet: string | undefined,
  rng: Rng,
): Model {
  const { plan } = rendered;
  const { brand, kind, series, dims } = product;
  const descriptionIndex = rng.int(0, 5);
  const references: ReferenceEntry[] = [
    { category: 'manufacturer_id', format: 'plain', payload: stableId('mf', brand.key) },
  ];
  if (rng.chance(0.4)) references.push(pimReference(product, plan));
  if (hasDemoVideo(plan.id))
    references.push({ category: 'youtube', format: 'url', payload: DEMO_VIDEO });
  return newModel({
    id: plan.id,
    type: 'cad',
    subtypes: ['product'],
    owner_id: brand.key,
    state: plan.state,
    weight: plan.weight,
    createdAfter: rng.int(0, 600 * 24 * 60),
    texts: [
      ...localized('title', (v) => fill(v.productTitle, { series, kind: v.kinds[kind].singular })),
      ...localized('subtitle', (v) =>
        fill(v.productSubtitle, {
          material: v.materials[plan.main.material],
          colour: v.colours[plan.main.colour],
        }),
      ),
      ...localized('description', (v) =>
        fill(v.productDescriptions[descriptionIndex]!, {
          series,
          kind: v.kinds[kind].singular,
          brand: brand.name,
          material: v.materials[plan.main.material],
          style: v.styles[product.style],
          w: cm(dims.width),
          h: cm(dims.height),
          d: cm(dims.depth),
        }),
      ),
      neutralText('articlenumber', plan.articleNumber),
    ],
    images: [{ category: 'preview', dataport: rendered.preview, score: 1, format: 'jpg' }],
    cads: [
      { format: 'glb', dataport: rendered.glb, category: 'model', features: ['3d'], score: 1 },
    ],
    materials: rendered.slots.map((slot) => ({ category: 'slot', label: slot })),
    documents: datasheet
      ? [{ category: 'datasheet', dataport: datasheet, score: 1, format: 'pdf' }]
      : [],
    references,
    tags: [{ tag_id: categoryTagId(KIND_CATEGORY[kind]), score: 1 }],
    properties: [
      {
        property_tag_id: propertyTagId('colour'),
        value_tag_id: valueTagId('colour', plan.main.colour),
      },
      {
        property_tag_id: propertyTagId('material'),
        value_tag_id: valueTagId('material', plan.main.material),
      },
      { property_tag_id: propertyTagId('style'), value_tag_id: valueTagId('style', product.style) },
      ...(['width', 'height', 'depth'] as const).map((p) => ({
        property_tag_id: propertyTagId(p),
        value_tag_id: freeformValueId(p, cm(dims[p])),
        value_freeform: cm(dims[p]),
      })),
    ],
    collection_ids: [seriesId, familyId],
    structure_inbounds: {
      catalog: [{ source_id: familyId, entity: 'collection', weight: plan.weight }],
      linkage: [
        { source_id: seriesId, entity: 'collection', weight: 1 },
        { source_id: familyId, entity: 'collection', weight: 1 },
      ],
    },
  });
}

/** The product family of a series and kind, from the product key. */
export const familyId = (productKey: string) => stableId('fam', productKey);
export const familyIdOf = (product: ProductPlan) => familyId(product.key);

/**
 * A series becomes a collection; each kind within it a product family. `familyOf` names the
 * families; the scale catalogue passes its own, collision-free ids.
 */
export function buildSeries(
  series: SeriesPlan,
  previews: Map<string, string>,
  rng: Rng,
  familyOf: (product: ProductPlan) => string = familyIdOf,
): Collection[] {
  const { brand, name } = series;
  const styleOf = series.products[0]?.style ?? brand.style;
  const description = rng.int(0, 3);
  const memberIds = series.products.flatMap((p) => p.colourways.map((c) => c.id));
  const image = (id: string | undefined) => {
    const dataport = id && previews.get(id);
    return dataport ? [{ category: 'preview', dataport, score: 1, format: 'jpg' }] : [];
  };
  const collection = newCollection({
    id: series.id,
    type: 'collection',
    owner_id: brand.key,
    weight: rng.int(0, 10),
    texts: [
      ...localized('title', (v) => fill(v.collectionTitle, { name })),
      ...localized('description', (v) =>
        fill(v.collectionDescriptions[description]!, {
          name,
          brand: brand.name,
          style: v.styles[styleOf],
        }),
      ),
    ],
    images: image(memberIds[0]),
    model_ids: memberIds,
    structure_outbounds: {
      catalog: series.products.map((p, i) => ({
        target_id: familyOf(p),
        entity: 'collection',
        weight: 100 - i,
      })),
      linkage: memberIds.map((id) => ({ target_id: id, entity: 'model', weight: 1 })),
    },
  });
  const families = series.products.map((product) =>
    newCollection({
      id: familyOf(product),
      type: 'product_family',
      owner_id: brand.key,
      weight: rng.int(0, 10),
      texts: [
        ...localized('title', (v) =>
          fill(v.familyTitle, { name, kind: v.kinds[product.kind].plural }),
        ),
        ...localized('description', (v) =>
          fill(v.collectionDescriptions[(description + 1) % 4]!, {
            name,
            brand: brand.name,
            style: v.styles[product.style],
          }),
        ),
      ],
      images: image(product.colourways[0]?.id),
      tags: [{ tag_id: categoryTagId(KIND_CATEGORY[product.kind]) }],
      model_ids: product.colourways.map((c) => c.id),
      structure_inbounds: {
        catalog: [{ source_id: series.id, entity: 'collection', weight: 1 }],
        linkage: [],
      },
      structure_outbounds: {
        catalog: product.colourways.map((c, i) => ({
          target_id: c.id,
          entity: 'model',
          weight: 100 - i,
        })),
        linkage: product.colourways.map((c) => ({ target_id: c.id, entity: 'model', weight: 1 })),
      },
    }),
  );
  return [collection, ...families];
}
