/**
 * Category tags (.egr.category.*, .egr.material-category.*), property tags and their value
 * tags, labelled in every language from the vocabulary tables.
 */
import { LANGUAGES, type Language, type Tag } from '@vitrine/contracts';
import { newTag, textsFor } from '../items';
import { VOCABULARIES } from '../vocab';
import {
  COLOUR_KEYS,
  MATERIAL_CATEGORY_KEYS,
  MATERIAL_KEYS,
  STYLE_KEYS,
  type CategoryKey,
  type FurnitureKind,
  type PropertyKey,
  type Vocabulary,
} from '../vocab/types';

/** The category tree: group → leaves, and which leaf each furniture kind belongs to. */
export const CATEGORY_TREE: Record<string, CategoryKey[]> = {
  seating: ['chairs', 'armchairs', 'sofas', 'stools', 'benches'],
  tables: ['dining_tables', 'coffee_tables', 'side_tables', 'desks'],
  storage: ['shelves', 'cabinets', 'sideboards', 'wardrobes'],
  sleeping: ['beds'],
  lighting: ['floor_lamps', 'table_lamps', 'pendant_lamps'],
};

export const KIND_CATEGORY: Record<FurnitureKind, CategoryKey> = {
  chair: 'chairs',
  armchair: 'armchairs',
  sofa: 'sofas',
  stool: 'stools',
  bench: 'benches',
  dining_table: 'dining_tables',
  coffee_table: 'coffee_tables',
  side_table: 'side_tables',
  desk: 'desks',
  shelf: 'shelves',
  cabinet: 'cabinets',
  sideboard: 'sideboards',
  wardrobe: 'wardrobes',
  bed: 'beds',
  floor_lamp: 'floor_lamps',
  table_lamp: 'table_lamps',
  pendant_lamp: 'pendant_lamps',
};

export const categoryTagId = (key: string) => `cat_${key}`;
export const materialCategoryTagId = (key: string) => `matcat_${key}`;
export const propertyTagId = (key: PropertyKey) => `prop_${key}`;
export const valueTagId = (property: PropertyKey, value: string) => `val_${property}_${value}`;
/** Free-form numeric values get ids of the form {propertyTag}_freeform_{value}. */
export const freeformValueId = (property: PropertyKey, value: string) =>
  `${propertyTagId(property)}_freeform_${value}`;

const labels = (pick: (v: Vocabulary) => string) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, pick(VOCABULARIES[l])])) as Record<Language, string>;

export function categoryTags(icons: Partial<Record<string, string>>): Tag[] {
  const tags: Tag[] = [];
  let weight = 100;
  for (const [group, leaves] of Object.entries(CATEGORY_TREE)) {
    const groupKey = group as CategoryKey;
    const groupNs = `.egr.category.${group}`;
    tags.push(
      newTag({
        id: categoryTagId(group),
        type: 'category_tag',
        namespace: groupNs,
        weight: weight--,
        texts: textsFor(
          'label',
          labels((v) => v.categories[groupKey]),
        ),
        images: iconImages(icons[group]),
        value_tag_ids: leaves.map(categoryTagId),
      }),
    );
    for (const leaf of leaves) {
      tags.push(
        newTag({
          id: categoryTagId(leaf),
          type: 'category_tag',
          namespace: `${groupNs}.${leaf}`,
          namespaces: [`${groupNs}.${leaf}`, groupNs],
          weight: weight--,
          texts: textsFor(
            'label',
            labels((v) => v.categories[leaf]),
          ),
          images: iconImages(icons[leaf]),
          parent_tag_ids: [categoryTagId(group)],
          parent_namespaces: [groupNs],
          suggested_tag_ids: leaves.filter((l) => l !== leaf).map(categoryTagId),
        }),
      );
    }
  }
  for (const key of MATERIAL_CATEGORY_KEYS) {
    tags.push(
      newTag({
        id: materialCategoryTagId(key),
        type: 'category_tag',
        namespace: `.egr.material-category.${key}`,
        weight: weight--,
        texts: textsFor(
          'label',
          labels((v) => v.materialCategories[key]),
        ),
        images: iconImages(icons[`material:${key}`]),
      }),
    );
  }
  return tags;
}

const iconImages = (dataport: string | undefined) =>
  dataport ? [{ category: 'icon', dataport, score: 1, format: 'png' }] : [];

/** Property tags with their value tags; dimensions are free-form numbers in centimetres. */
export function propertyTags(): Tag[] {
  const tags: Tag[] = [];
  const enumerated: Array<
    [PropertyKey, readonly string[], (v: Vocabulary, key: string) => string]
  > = [
    ['colour', COLOUR_KEYS, (v, k) => v.colours[k as keyof Vocabulary['colours']]],
    ['material', MATERIAL_KEYS, (v, k) => v.materials[k as keyof Vocabulary['materials']]],
    ['style', STYLE_KEYS, (v, k) => v.styles[k as keyof Vocabulary['styles']]],
  ];
  let weight = 50;
  for (const [property, values, label] of enumerated) {
    const ns = `.egr.property.${property}`;
    tags.push(
      newTag({
        id: propertyTagId(property),
        type: 'property_tag',
        namespace: ns,
        weight: weight--,
        texts: textsFor(
          'label',
          labels((v) => v.properties[property]),
        ),
        value_tag_ids: values.map((value) => valueTagId(property, value)),
        value_namespaces: values.map((value) => `${ns}.${value}`),
      }),
    );
    for (const value of values) {
      tags.push(
        newTag({
          id: valueTagId(property, value),
          type: 'value_tag',
          namespace: `${ns}.${value}`,
          texts: textsFor(
            'label',
            labels((v) => label(v, value)),
          ),
          parent_tag_ids: [propertyTagId(property)],
          parent_namespaces: [ns],
        }),
      );
    }
  }
  for (const property of ['width', 'height', 'depth'] as const) {
    tags.push(
      newTag({
        id: propertyTagId(property),
        type: 'property_tag',
        namespace: `.egr.property.${property}`,
        weight: weight--,
        texts: textsFor(
          'label',
          labels((v) => v.properties[property]),
        ),
        freeform_features: ['numeric', 'unit:cm'],
      }),
    );
  }
  return tags;
}
