/**
 * The demo brands: invented names, real cities, a focus that decides what they make.
 * Everything else (texts, images, series) is generated from these lines.
 */
import brandTable from './brands.json';
import seriesNames from './series-names.json';
import type { BrandFocus, FurnitureKind, MaterialKey, StyleKey } from '../vocab/types';

export type { BrandFocus };

export interface BrandSpec {
  key: string;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2; the app shows the localized country name. */
  country: string;
  founded: number;
  style: StyleKey;
  focus: BrandFocus;
  /** Brand colours for logo and banners. */
  colours: [string, string];
  highQuality?: boolean;
  /** A brand with its own online catalogue, linked instead of its products. */
  externalCatalog?: boolean;
  deprecated?: boolean;
  /** Materials brands: which materials they supply. */
  materials?: MaterialKey[];
}

/** The brand table lives in brands.json: one line per brand, kept as data. */
export const BRANDS = brandTable as BrandSpec[];

/** What each focus makes. */
export const FOCUS_KINDS: Record<Exclude<BrandFocus, 'materials'>, FurnitureKind[]> = {
  furniture: [
    'chair',
    'armchair',
    'sofa',
    'dining_table',
    'coffee_table',
    'shelf',
    'sideboard',
    'bed',
    'floor_lamp',
    'desk',
    'stool',
  ],
  seating: ['chair', 'armchair', 'sofa', 'stool', 'bench', 'coffee_table', 'side_table'],
  tables: ['dining_table', 'coffee_table', 'side_table', 'desk', 'bench', 'chair', 'stool'],
  storage: ['shelf', 'cabinet', 'sideboard', 'wardrobe', 'desk', 'side_table'],
  lighting: ['floor_lamp', 'table_lamp', 'pendant_lamp', 'side_table'],
  beds: ['bed', 'wardrobe', 'side_table', 'cabinet', 'bench', 'table_lamp'],
};

/** Series names: proper nouns used across languages ("Aalto chair", "Aalto Stuhl"). */
export const SERIES_NAMES: string[] = seriesNames;
