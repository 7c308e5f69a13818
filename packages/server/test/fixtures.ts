/** A small hand-made catalogue whose every fact the tests can name. */
import {
  newCollection,
  newModel,
  newOwner,
  newTag,
  neutralText,
  textsFor,
} from '@vitrine/demo-data';

export const owner = newOwner({
  id: 'owner_a',
  texts: [
    neutralText('name', 'Nordlys'),
    ...textsFor('slogan', { en: 'Light for long evenings', de: 'Licht für lange Abende' }),
  ],
  is_high_quality: true,
});
export const otherOwner = newOwner({ id: 'owner_b', texts: [neutralText('name', 'Casa Vento')] });

export const chair = newModel({
  id: 'model_chair',
  type: 'cad',
  owner_id: 'owner_a',
  weight: 5,
  texts: [
    ...textsFor('title', { en: 'Aalto Chair', de: 'Aalto Stuhl', pl: 'Krzesło Aalto' }),
    ...textsFor('description', { en: 'A chair.' }),
    neutralText('articlenumber', 'NRD-1001'),
  ],
  images: [{ category: 'preview', dataport: 'dp_chair', score: 1 }],
  collection_ids: ['coll_aalto'],
});
export const table = newModel({
  id: 'model_table',
  type: 'cad',
  owner_id: 'owner_a',
  weight: 1,
  layer: 'import',
  texts: textsFor('title', { en: 'Aalto Table', fr: 'Table Aalto' }),
  collection_ids: ['coll_aalto'],
  backlog: [{ task: 'render_preview', since_epochmillis: 0 }],
});
export const oak = newModel({
  id: 'model_oak',
  type: 'material',
  owner_id: 'owner_a',
  weight: 3,
  texts: textsFor('title', { en: 'Oak, oiled', de: 'Eiche, geölt' }),
  collection_ids: ['coll_aalto'],
});
export const hidden = newModel({
  id: 'model_hidden',
  type: 'cad',
  owner_id: 'owner_a',
  state: 'suppressed',
  texts: textsFor('title', { en: 'Secret Sofa' }),
  collection_ids: ['coll_aalto'],
});
/** Not released yet: only its brand's owners see it, in their draft view. */
export const draft = newModel({
  id: 'model_draft',
  type: 'cad',
  owner_id: 'owner_a',
  state: 'draft',
  texts: textsFor('title', { en: 'Draft Daybed' }),
});
export const foreign = newModel({
  id: 'model_foreign',
  type: 'cad',
  owner_id: 'owner_b',
  texts: textsFor('title', { en: 'Vento Stool' }),
});
export const collection = newCollection({
  id: 'coll_aalto',
  type: 'collection',
  owner_id: 'owner_a',
  texts: textsFor('title', { en: 'Aalto Collection' }),
  model_ids: ['model_chair', 'model_table', 'model_oak', 'model_hidden'],
});
export const category = newTag({
  id: 'tag_chairs',
  type: 'category_tag',
  namespace: '.egr.category.seating.chairs',
  texts: textsFor('label', { en: 'Chairs', de: 'Stühle' }),
});
