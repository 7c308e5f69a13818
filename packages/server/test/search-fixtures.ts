/**
 * The small hand-made catalogue the search route tests run on: categories and properties in
 * two languages, three brands, models that exercise matching, filters, counters, drafts,
 * boosting and spelling, and their collections.
 */
import {
  newCollection,
  newModel,
  newOwner,
  newTag,
  neutralText,
  textsFor,
} from '@vitrine/demo-data';
const property = (id: string, en: string, de: string) =>
  newTag({
    id,
    type: 'property_tag',
    namespace: `.egr.property.${id}`,
    texts: textsFor('label', { en, de }),
  });
const value = (id: string, parent: string, en: string, de: string) =>
  newTag({
    id,
    type: 'value_tag',
    namespace: `.egr.property.${parent}.${id}`,
    parent_tag_ids: [parent],
    texts: textsFor('label', { en, de }),
  });
export const tags = [
  newTag({
    id: 'cat_seating',
    type: 'category_tag',
    namespace: '.egr.category.seating',
    texts: textsFor('label', { en: 'Seating', de: 'Sitzmöbel' }),
  }),
  newTag({
    id: 'cat_chairs',
    type: 'category_tag',
    namespace: '.egr.category.seating.chairs',
    parent_tag_ids: ['cat_seating'],
    texts: textsFor('label', { en: 'Chairs', de: 'Stühle', pl: 'Krzesła' }),
  }),
  newTag({
    id: 'cat_tables',
    type: 'category_tag',
    namespace: '.egr.category.tables',
    texts: textsFor('label', { en: 'Tables', de: 'Tische' }),
  }),
  property('prop_material', 'Material', 'Material'),
  value('val_oak', 'prop_material', 'Oak', 'Eiche'),
  value('val_walnut', 'prop_material', 'Walnut', 'Nussbaum'),
  property('prop_colour', 'Colour', 'Farbe'),
  value('val_white', 'prop_colour', 'White', 'Weiß'),
  value('val_black', 'prop_colour', 'Black', 'Schwarz'),
];
export const owners = [
  newOwner({ id: 'nordlys', texts: [neutralText('name', 'Nordlys')], is_high_quality: true }),
  newOwner({ id: 'vento', texts: [neutralText('name', 'Casa Vento')] }),
];

let serial = 0;
function model(o: {
  title: { en: string; de?: string; pl?: string };
  owner: string;
  category: string;
  material: string;
  colour: string;
  width: number;
  state?: 'published' | 'suppressed' | 'deprecated';
  article?: string;
  weight?: number;
}) {
  serial++;
  return newModel({
    id: `m${serial}`,
    type: 'cad',
    owner_id: o.owner,
    state: o.state ?? 'published',
    weight: o.weight ?? serial,
    texts: [
      ...textsFor('title', o.title),
      ...(o.article ? [neutralText('articlenumber', o.article)] : []),
    ],
    tags: [{ tag_id: o.category, score: 1 }],
    properties: [
      { property_tag_id: 'prop_material', value_tag_id: o.material },
      { property_tag_id: 'prop_colour', value_tag_id: o.colour },
      {
        property_tag_id: 'prop_width',
        value_tag_id: `prop_width_freeform_${o.width}`,
        value_freeform: String(o.width),
      },
    ],
    collection_ids: o.owner === 'nordlys' ? ['col_aalto', 'fam_aalto_chairs'] : [],
  });
}
export const models = [
  model({
    title: { en: 'Aalto Chair', de: 'Aalto Stuhl', pl: 'Krzesło Aalto' },
    owner: 'nordlys',
    category: 'cat_chairs',
    material: 'val_oak',
    colour: 'val_white',
    width: 45,
    article: 'NRD-1001',
  }),
  model({
    title: { en: 'Aalto Chair', de: 'Aalto Stuhl' },
    owner: 'nordlys',
    category: 'cat_chairs',
    material: 'val_walnut',
    colour: 'val_black',
    width: 45,
  }),
  model({
    title: { en: 'Aalto Chair', de: 'Aalto Stuhl' },
    owner: 'nordlys',
    category: 'cat_chairs',
    material: 'val_oak',
    colour: 'val_black',
    width: 48,
  }),
  model({
    title: { en: 'Vento Chair', de: 'Vento Stuhl' },
    owner: 'vento',
    category: 'cat_chairs',
    material: 'val_walnut',
    colour: 'val_white',
    width: 52,
  }),
  model({
    title: { en: 'Vento Table', de: 'Vento Tisch' },
    owner: 'vento',
    category: 'cat_tables',
    material: 'val_oak',
    colour: 'val_white',
    width: 180,
  }),
  model({
    title: { en: 'Chair cushion for the Vento table', de: 'Kissen' },
    owner: 'vento',
    category: 'cat_tables',
    material: 'val_oak',
    colour: 'val_black',
    width: 40,
  }),
  model({
    title: { en: 'Secret Chair' },
    owner: 'vento',
    category: 'cat_chairs',
    material: 'val_oak',
    colour: 'val_white',
    width: 45,
    state: 'suppressed',
  }),
  model({
    title: { en: 'Old Chair' },
    owner: 'vento',
    category: 'cat_chairs',
    material: 'val_oak',
    colour: 'val_white',
    width: 45,
    state: 'deprecated',
  }),
];
export const collections = [
  newCollection({
    id: 'col_aalto',
    type: 'collection',
    owner_id: 'nordlys',
    texts: textsFor('title', { en: 'Aalto' }),
    model_ids: ['m1', 'm2', 'm3'],
  }),
  newCollection({
    id: 'fam_aalto_chairs',
    type: 'product_family',
    owner_id: 'nordlys',
    texts: textsFor('title', { en: 'Aalto Chairs' }),
    model_ids: ['m1', 'm2', 'm3'],
  }),
];
