/**
 * The words the demo catalogue is written with, one table per language.
 * Each language file is written as a native speaker would write catalogue copy.
 * Templates use {placeholders}; they are placed where the inserted word needs no
 * inflection (after a colon, as a proper noun, in the nominative), so a table can be
 * filled in without grammar code.
 */
import type { Language } from '@vitrine/contracts';

export const FURNITURE_KINDS = [
  'chair',
  'armchair',
  'sofa',
  'stool',
  'bench',
  'dining_table',
  'coffee_table',
  'side_table',
  'desk',
  'shelf',
  'cabinet',
  'sideboard',
  'wardrobe',
  'bed',
  'floor_lamp',
  'table_lamp',
  'pendant_lamp',
] as const;
export type FurnitureKind = (typeof FURNITURE_KINDS)[number];

export const CATEGORY_KEYS = [
  'seating',
  'chairs',
  'armchairs',
  'sofas',
  'stools',
  'benches',
  'tables',
  'dining_tables',
  'coffee_tables',
  'side_tables',
  'desks',
  'storage',
  'shelves',
  'cabinets',
  'sideboards',
  'wardrobes',
  'sleeping',
  'beds',
  'lighting',
  'floor_lamps',
  'table_lamps',
  'pendant_lamps',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export const MATERIAL_CATEGORY_KEYS = [
  'wood',
  'metal',
  'stone',
  'fabric',
  'leather',
  'plastic',
  'glass',
  'ceramic',
  'concrete',
] as const;
export type MaterialCategoryKey = (typeof MATERIAL_CATEGORY_KEYS)[number];

export const COLOUR_KEYS = [
  'white',
  'black',
  'grey',
  'anthracite',
  'beige',
  'sand',
  'brown',
  'cognac',
  'red',
  'terracotta',
  'orange',
  'yellow',
  'mustard',
  'olive',
  'green',
  'sage',
  'petrol',
  'blue',
  'navy',
  'pink',
  'bordeaux',
  'natural',
] as const;
export type ColourKey = (typeof COLOUR_KEYS)[number];

/** Surface materials a product or a material item is made of. */
export const MATERIAL_KEYS = [
  'oak',
  'walnut',
  'ash',
  'beech',
  'birch',
  'pine',
  'teak',
  'plywood',
  'steel',
  'stainless_steel',
  'aluminium',
  'brass',
  'copper',
  'chrome',
  'marble',
  'granite',
  'travertine',
  'slate',
  'terrazzo',
  'concrete',
  'linen',
  'cotton',
  'wool',
  'velvet',
  'boucle',
  'felt',
  'leather',
  'suede',
  'plastic',
  'glass',
  'ceramic',
  'rattan',
] as const;
export type MaterialKey = (typeof MATERIAL_KEYS)[number];

export const FINISH_KEYS = [
  'natural',
  'oiled',
  'lacquered',
  'brushed',
  'polished',
  'matt',
  'glossy',
  'smoked',
  'bleached',
  'stained',
  'honed',
  'woven',
  'aged',
  'powder_coated',
] as const;
export type FinishKey = (typeof FINISH_KEYS)[number];

export const STYLE_KEYS = [
  'scandinavian',
  'industrial',
  'mid_century',
  'classic',
  'minimalist',
  'rustic',
  'contemporary',
  'art_deco',
  'japandi',
  'bauhaus',
] as const;
export type StyleKey = (typeof STYLE_KEYS)[number];

/** What a brand makes: decides its products and what its slogan and description say. */
export const BRAND_FOCI = [
  'furniture',
  'seating',
  'tables',
  'storage',
  'lighting',
  'beds',
  'materials',
] as const;
export type BrandFocus = (typeof BRAND_FOCI)[number];

export const PROPERTY_KEYS = ['colour', 'material', 'style', 'width', 'height', 'depth'] as const;
export type PropertyKey = (typeof PROPERTY_KEYS)[number];

export interface Vocabulary {
  language: Language;
  /** Furniture kinds as a product type noun: singular and plural, capitalised as in a title. */
  kinds: Record<FurnitureKind, { singular: string; plural: string }>;
  /** Category tree labels (plural, as in a shop's navigation). */
  categories: Record<CategoryKey, string>;
  /** Material categories for the materials screen. */
  materialCategories: Record<MaterialCategoryKey, string>;
  /** Colour names as standalone labels (as a filter value or after a dash in a title). */
  colours: Record<ColourKey, string>;
  /** Material names as standalone labels (nominative). */
  materials: Record<MaterialKey, string>;
  /** Finishes as standalone labels, e.g. "oiled", "brushed". */
  finishes: Record<FinishKey, string>;
  /** Styles as standalone labels. */
  styles: Record<StyleKey, string>;
  /** Property labels for the filter panel and the specification. */
  properties: Record<PropertyKey, string>;
  /**
   * Product title: placeholders {series} (a proper noun), {kind} (kinds[k].singular).
   * e.g. en "{series} {kind}", de "{kind} {series}" or "{series} {kind}".
   */
  productTitle: string;
  /** Subtitle: placeholders {material}, {colour}. e.g. "{material}, {colour}". */
  productSubtitle: string;
  /**
   * Product descriptions, 6 different ones; placeholders {series}, {kind}, {brand},
   * {material}, {style}, {w}, {h}, {d} (centimetres as numbers). Two to three sentences each.
   */
  productDescriptions: string[];
  /** Material item title: placeholders {material}, {finish}, {colour}. */
  materialTitle: string;
  /** Material descriptions, 4 different ones; placeholders {material}, {finish}, {colour}, {brand}. */
  materialDescriptions: string[];
  /**
   * Per brand focus: two slogans (no placeholders) that fit what the brand makes (a table
   * maker's is not about light), and one sentence saying what it makes (placeholder {brand}).
   */
  brandFocus: Record<BrandFocus, { slogans: string[]; makes: string }>;
  /**
   * Brand descriptions, 6 different ones, two to four lines separated by \n;
   * placeholders {brand}, {city}, {year}, {style}, and {makes}: the focus's sentence, a line
   * of its own (so no description claims furniture of a lighting or materials brand).
   */
  brandDescriptions: string[];
  /** Collection title: placeholder {name}. e.g. "{name} Collection". */
  collectionTitle: string;
  /** Product family title: placeholder {name}, {kind} (plural). */
  familyTitle: string;
  /** Collection and family descriptions, 4 each; placeholders {name}, {brand}, {style}. */
  collectionDescriptions: string[];
  /** Catalog folder names. */
  folders: {
    catalog: string;
    datasheets: string;
    website: string;
    gallery: string;
    novelties: string;
    bestsellers: string;
    outdoor: string;
    contract: string;
  };
  /** Datasheet document title: placeholder {brand}. */
  datasheetTitle: string;
  /** Banner captions for brand banners, 4, no placeholders. */
  bannerCaptions: string[];
}
