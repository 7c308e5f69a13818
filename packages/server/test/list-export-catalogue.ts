/**
 * Catalogue items for the list export tests: a brand, property tags (width, height and depth
 * in cm, colour and material with value labels in two languages), models with article
 * numbers (one only in its egr_pim reference) and a preview image stored in the file service.
 */
import { newModel, newOwner, newTag, neutralText, textsFor } from '@vitrine/demo-data';
import sharp from 'sharp';
import type { Services } from '../src/services';

const dimension = (id: 'width' | 'height' | 'depth', en: string) =>
  newTag({
    id: `prop_${id}`,
    type: 'property_tag',
    namespace: `.egr.property.${id}`,
    texts: textsFor('label', { en }),
    freeform_features: ['numeric', 'unit:cm'],
  });
const enumerated = (id: string, en: string) =>
  newTag({
    id: `prop_${id}`,
    type: 'property_tag',
    namespace: `.egr.property.${id}`,
    texts: textsFor('label', { en }),
  });
const value = (property: string, id: string, en: string, de: string) =>
  newTag({
    id: `val_${id}`,
    type: 'value_tag',
    namespace: `.egr.property.${property}.${id}`,
    parent_tag_ids: [`prop_${property}`],
    texts: textsFor('label', { en, de }),
  });

export const SHEET_TAGS = [
  dimension('width', 'Width'),
  dimension('height', 'Height'),
  dimension('depth', 'Depth'),
  enumerated('colour', 'Colour'),
  enumerated('material', 'Material'),
  value('colour', 'green', 'Green', 'Grün'),
  value('material', 'velvet', 'Velvet', 'Samt'),
  value('material', 'oak', 'Oak', 'Eiche'),
];

export const SHEET_BRAND = newOwner({
  id: 'casavento',
  texts: [neutralText('name', 'Casavento')],
});

/** The preview image every sheet model shows (a 900 × 600 PNG, green). */
export const SHEET_IMAGE = 'dp_sheet_preview';

/** A model with an article number, dimensions, colour and materials, and the preview image. */
export function sheetModel(
  id: string,
  title: string,
  article: string,
  size: { w: string; h: string; d: string } = { w: '220.5', h: '85', d: '95' },
) {
  return newModel({
    id,
    type: 'cad',
    owner_id: SHEET_BRAND.id,
    texts: [...textsFor('title', { en: title }), neutralText('articlenumber', article)],
    images: [{ category: 'preview', dataport: SHEET_IMAGE, score: 1, format: 'png' }],
    properties: [
      { property_tag_id: 'prop_width', value_freeform: size.w },
      { property_tag_id: 'prop_height', value_freeform: size.h },
      { property_tag_id: 'prop_depth', value_freeform: size.d },
      { property_tag_id: 'prop_colour', value_tag_id: 'val_green' },
      { property_tag_id: 'prop_material', value_tag_id: 'val_velvet' },
      { property_tag_id: 'prop_material', value_tag_id: 'val_oak' },
    ],
  });
}

/** A model whose article number is only in its egr_pim reference (finalArtNo). */
export function pimModel(id: string, title: string, finalArtNo: string) {
  return newModel({
    id,
    type: 'cad',
    owner_id: SHEET_BRAND.id,
    texts: textsFor('title', { en: title }),
    references: [
      {
        category: 'egr_pim',
        format: 'json',
        payload: JSON.stringify({ manufacturerId: 'CV', artNo: 'BASE-1', finalArtNo }),
      },
    ],
  });
}

/** Stores the brand, the tags, the models and the preview image. */
export async function storeSheetCatalogue(
  services: Pick<Services, 'catalogue' | 'files'>,
  models: ReturnType<typeof newModel>[],
) {
  const png = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  await services.files.putMany([
    {
      bytes: png,
      filename: 'preview.png',
      mediaType: 'image/png',
      filetype: 'png',
      dataportId: SHEET_IMAGE,
      ownerId: SHEET_BRAND.id,
    },
  ]);
  await services.catalogue.store('owner', [SHEET_BRAND]);
  await services.catalogue.store('tag', SHEET_TAGS);
  await services.catalogue.store('model', models);
}
