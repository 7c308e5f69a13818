/**
 * What a list export's product sheet shows of an item (docs/FAVORITES.md "Export"): title,
 * brand, article number, dimensions with their units, colour and material, and its preview
 * image, as anonymous visitors see the item. Read from the documents alone, for many items at
 * once: the article number is the neutral `articlenumber` text, else the egr_pim reference's
 * article (finalArtNo, else artNo); dimensions, colour and material are the properties whose
 * property tag's namespace ends in width, height, depth, colour (color) or material, a
 * free-form value with the tag's unit ('unit:cm'), or the value tag's label.
 */
import type { AnyItem, Tag } from '@vitrine/contracts';
import { textIn } from './link-preview';
import { articleOf } from './pim-article';

/** A free-form number and its unit (`80`, `cm`), or a label. */
export interface Measure {
  value: string;
  unit?: string;
}

export interface ProductSheet {
  title: string;
  brand?: string;
  articleNumber?: string;
  width?: Measure;
  height?: Measure;
  depth?: Measure;
  colour?: string;
  material?: string;
  /** The dataport id of the item's preview image (a brand's logo or banner). */
  image?: string;
}

const SHEET_PROPERTIES = {
  width: 'width',
  height: 'height',
  depth: 'depth',
  colour: 'colour',
  color: 'colour',
  material: 'material',
} as const;
type SheetProperty = (typeof SHEET_PROPERTIES)[keyof typeof SHEET_PROPERTIES];

/** The property a tag stands for on a sheet, from its namespace's last part. */
function sheetPropertyOf(tag: Tag | undefined): SheetProperty | undefined {
  const last = tag?.namespace.split('.').at(-1)?.toLowerCase();
  return last && Object.hasOwn(SHEET_PROPERTIES, last)
    ? SHEET_PROPERTIES[last as keyof typeof SHEET_PROPERTIES]
    : undefined;
}

/** The tag ids a sheet of these documents reads (property tags and value tags). */
export function sheetTagIds(docs: readonly AnyItem[]): string[] {
  const ids = new Set<string>();
  for (const doc of docs) {
    for (const p of 'properties' in doc ? doc.properties : []) {
      ids.add(p.property_tag_id);
      if (p.value_tag_id) ids.add(p.value_tag_id);
    }
  }
  return [...ids];
}

function bestImage(doc: AnyItem, favoured: readonly string[]) {
  const images = 'images' in doc ? [...doc.images].sort((a, b) => b.score - a.score) : [];
  for (const category of favoured) {
    const found = images.find((image) => image.category === category);
    if (found) return found.dataport;
  }
  return images.find((image) => image.category !== 'icon')?.dataport;
}

/** The sheet of a model, material or collection (`owner`: its brand), or of a brand (owner undefined). */
export function productSheetOf(
  doc: AnyItem,
  owner: AnyItem | undefined,
  tags: ReadonlyMap<string, Tag>,
  languages: readonly string[],
  isBrand = false,
): ProductSheet {
  const texts = 'texts' in doc ? doc.texts : [];
  const sheet: ProductSheet = {
    title: textIn(texts, isBrand ? 'name' : 'title', languages) ?? doc.id,
    image: bestImage(doc, isBrand ? ['logo', 'banner', 'preview'] : ['preview']),
  };
  const brand = owner && textIn('texts' in owner ? owner.texts : [], 'name', languages);
  if (brand && !isBrand) sheet.brand = brand;
  const pim = 'references' in doc ? articleOf(doc) : undefined;
  const articleNumber = textIn(texts, 'articlenumber', languages) ?? pim?.finalArtNo ?? pim?.artNo;
  if (articleNumber) sheet.articleNumber = articleNumber;
  for (const p of 'properties' in doc ? doc.properties : []) {
    const propertyTag = tags.get(p.property_tag_id);
    const key = sheetPropertyOf(propertyTag);
    if (!key) continue;
    const unit = propertyTag?.freeform_features.find((f) => f.startsWith('unit:'))?.slice(5);
    const freeform = p.value_freeform?.trim();
    const label = p.value_tag_id
      ? textIn(tags.get(p.value_tag_id)?.texts, 'label', languages)
      : undefined;
    const value = freeform || label;
    if (!value) continue;
    if (key === 'colour' || key === 'material') {
      // Several values of one property share its cell.
      sheet[key] = sheet[key] ? `${sheet[key]}, ${value}` : value;
    } else if (!sheet[key]) {
      sheet[key] = freeform && unit ? { value: freeform, unit } : { value };
    }
  }
  return sheet;
}
