/**
 * The demo brands: invented names, real cities, a focus that decides what they make.
 * Everything else (texts, images, series) is generated from these lines.
 */
import type { FurnitureKind, MaterialKey, StyleKey } from '../vocab/types';

export type BrandFocus = 'furniture' | 'seating' | 'tables' | 'storage' | 'lighting' | 'beds' | 'materials';

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

export const BRANDS: BrandSpec[] = [
  { key: 'nordlys', name: 'Nordlys', city: 'Copenhagen', country: 'DK', founded: 1952, style: 'scandinavian', focus: 'furniture', colours: ['#1f3a4d', '#e8dcc8'], highQuality: true },
  { key: 'casavento', name: 'Casa Vento', city: 'Milan', country: 'IT', founded: 1968, style: 'contemporary', focus: 'seating', colours: ['#8c2f1b', '#f2e6d8'], highQuality: true },
  { key: 'holzwerk', name: 'Holzwerk Lindner', city: 'Munich', country: 'DE', founded: 1921, style: 'classic', focus: 'tables', colours: ['#4a3222', '#d9c3a0'], highQuality: true },
  { key: 'atelier-morel', name: 'Atelier Morel', city: 'Lyon', country: 'FR', founded: 1987, style: 'art_deco', focus: 'seating', colours: ['#1c1c1c', '#c9a96e'], highQuality: true },
  { key: 'kvist', name: 'Kvist', city: 'Stockholm', country: 'SE', founded: 2009, style: 'minimalist', focus: 'storage', colours: ['#2d5a3d', '#eef1ea'], highQuality: true },
  { key: 'lumenfabriek', name: 'Lumenfabriek', city: 'Eindhoven', country: 'NL', founded: 1999, style: 'industrial', focus: 'lighting', colours: ['#f0b400', '#1e1e1e'], highQuality: true },
  { key: 'fabbrica-lume', name: 'Fabbrica Lume', city: 'Venice', country: 'IT', founded: 1948, style: 'mid_century', focus: 'lighting', colours: ['#0f4c5c', '#f6e7cb'] },
  { key: 'brno-studio', name: 'Studio Brno', city: 'Brno', country: 'CZ', founded: 2004, style: 'bauhaus', focus: 'furniture', colours: ['#c1121f', '#fdf0d5'], highQuality: true },
  { key: 'wisla', name: 'Wisła Meble', city: 'Kraków', country: 'PL', founded: 1991, style: 'contemporary', focus: 'furniture', colours: ['#003049', '#eae2b7'] },
  { key: 'anatolia', name: 'Anatolia Ev', city: 'Istanbul', country: 'TR', founded: 1979, style: 'classic', focus: 'seating', colours: ['#9b2226', '#e9d8a6'] },
  { key: 'olmo', name: 'Olmo & Pietra', city: 'Florence', country: 'IT', founded: 1933, style: 'rustic', focus: 'tables', colours: ['#5f4b32', '#f1e3c6'], highQuality: true },
  { key: 'sierra', name: 'Sierra Casa', city: 'Valencia', country: 'ES', founded: 1975, style: 'mid_century', focus: 'furniture', colours: ['#bc6c25', '#fefae0'] },
  { key: 'lisboa', name: 'Oficina Lisboa', city: 'Lisbon', country: 'PT', founded: 2012, style: 'japandi', focus: 'storage', colours: ['#264653', '#e9c46a'] },
  { key: 'carpati', name: 'Carpați Lemn', city: 'Cluj-Napoca', country: 'RO', founded: 1996, style: 'rustic', focus: 'beds', colours: ['#3a5a40', '#dad7cd'] },
  { key: 'volga', name: 'Volga Design', city: 'Kazan', country: 'RU', founded: 2007, style: 'minimalist', focus: 'furniture', colours: ['#22223b', '#c9ada7'] },
  { key: 'fjell', name: 'Fjell Møbler', city: 'Aarhus', country: 'DK', founded: 1963, style: 'scandinavian', focus: 'seating', colours: ['#335c67', '#fff3b0'], highQuality: true },
  { key: 'ostwind', name: 'Ostwind Leuchten', city: 'Berlin', country: 'DE', founded: 2001, style: 'bauhaus', focus: 'lighting', colours: ['#111111', '#ffd23f'], highQuality: true },
  { key: 'maison-claire', name: 'Maison Claire', city: 'Paris', country: 'FR', founded: 1958, style: 'classic', focus: 'beds', colours: ['#6d597a', '#f4eee8'] },
  { key: 'tafel', name: 'Tafelwerk', city: 'Vienna', country: 'AT', founded: 1911, style: 'classic', focus: 'tables', colours: ['#283618', '#fefae0'] },
  { key: 'hygge-home', name: 'Hygge Home', city: 'Odense', country: 'DK', founded: 2015, style: 'scandinavian', focus: 'furniture', colours: ['#e07a5f', '#f4f1de'], externalCatalog: true },
  { key: 'bauform', name: 'Bauform', city: 'Dessau', country: 'DE', founded: 1929, style: 'bauhaus', focus: 'seating', colours: ['#d62828', '#eae2b7'], highQuality: true },
  { key: 'kyoto-line', name: 'Kyoto Line', city: 'Basel', country: 'CH', founded: 2010, style: 'japandi', focus: 'furniture', colours: ['#344e41', '#f2e8cf'], highQuality: true },
  { key: 'rotterdam', name: 'Haven Rotterdam', city: 'Rotterdam', country: 'NL', founded: 1994, style: 'industrial', focus: 'storage', colours: ['#403d39', '#eb5e28'] },
  { key: 'gotland', name: 'Gotland Sängar', city: 'Visby', country: 'SE', founded: 1972, style: 'scandinavian', focus: 'beds', colours: ['#4361ee', '#edf2fb'] },
  { key: 'porto-design', name: 'Porto Design', city: 'Porto', country: 'PT', founded: 1983, style: 'contemporary', focus: 'seating', colours: ['#7b2cbf', '#f3e8ff'], externalCatalog: true },
  { key: 'madera', name: 'Madera Viva', city: 'Bilbao', country: 'ES', founded: 1966, style: 'rustic', focus: 'tables', colours: ['#6f1d1b', '#ffe6a7'] },
  { key: 'stara-praha', name: 'Stará Praha', city: 'Prague', country: 'CZ', founded: 1899, style: 'classic', focus: 'storage', colours: ['#2b2d42', '#edf2f4'], deprecated: true },
  { key: 'izmir', name: 'İzmir Aydınlatma', city: 'İzmir', country: 'TR', founded: 2003, style: 'contemporary', focus: 'lighting', colours: ['#0077b6', '#caf0f8'] },
  { key: 'textura', name: 'Textura', city: 'Como', country: 'IT', founded: 1955, style: 'contemporary', focus: 'materials', colours: ['#7f5539', '#ede0d4'], highQuality: true, materials: ['linen', 'cotton', 'wool', 'velvet', 'boucle', 'felt', 'leather', 'suede'] },
  { key: 'steinhaus', name: 'Steinhaus', city: 'Hamburg', country: 'DE', founded: 1978, style: 'minimalist', focus: 'materials', colours: ['#495057', '#f8f9fa'], highQuality: true, materials: ['marble', 'granite', 'travertine', 'slate', 'terrazzo', 'concrete', 'ceramic'] },
  { key: 'veneer-co', name: 'Veneer & Co', city: 'Gdańsk', country: 'PL', founded: 1988, style: 'scandinavian', focus: 'materials', colours: ['#9c6644', '#fdf6ec'], materials: ['oak', 'walnut', 'ash', 'beech', 'birch', 'pine', 'teak', 'plywood', 'rattan'] },
  { key: 'metallum', name: 'Metallum', city: 'Gothenburg', country: 'SE', founded: 1969, style: 'industrial', focus: 'materials', colours: ['#3d5a80', '#e0fbfc'], materials: ['steel', 'stainless_steel', 'aluminium', 'brass', 'copper', 'chrome'] },
  { key: 'klar-glas', name: 'Klar Glas', city: 'Vienna', country: 'AT', founded: 1949, style: 'contemporary', focus: 'materials', colours: ['#48cae4', '#f1faee'], materials: ['glass', 'plastic', 'ceramic'] },
  { key: 'aurora', name: 'Aurora Interiors', city: 'Bucharest', country: 'RO', founded: 2011, style: 'art_deco', focus: 'furniture', colours: ['#5e548e', '#e0b1cb'] },
];

/** What each focus makes. */
export const FOCUS_KINDS: Record<Exclude<BrandFocus, 'materials'>, FurnitureKind[]> = {
  furniture: ['chair', 'armchair', 'sofa', 'dining_table', 'coffee_table', 'shelf', 'sideboard', 'bed', 'floor_lamp', 'desk', 'stool'],
  seating: ['chair', 'armchair', 'sofa', 'stool', 'bench', 'coffee_table', 'side_table'],
  tables: ['dining_table', 'coffee_table', 'side_table', 'desk', 'bench', 'chair', 'stool'],
  storage: ['shelf', 'cabinet', 'sideboard', 'wardrobe', 'desk', 'side_table'],
  lighting: ['floor_lamp', 'table_lamp', 'pendant_lamp', 'side_table'],
  beds: ['bed', 'wardrobe', 'side_table', 'cabinet', 'bench', 'table_lamp'],
};

/** Series names: proper nouns used across languages ("Aalto chair", "Aalto Stuhl"). */
export const SERIES_NAMES = [
  'Aalto', 'Bruma', 'Cirro', 'Dagny', 'Elio', 'Fenna', 'Giro', 'Halden', 'Isola', 'Juna',
  'Kaia', 'Lumo', 'Mira', 'Nuvola', 'Oslo', 'Pala', 'Quadra', 'Runa', 'Saga', 'Tova',
  'Ulla', 'Vela', 'Wren', 'Xeno', 'Yara', 'Zinna', 'Arco', 'Borea', 'Costa', 'Duna',
  'Enzo', 'Fiora', 'Gala', 'Hera', 'Ilse', 'Jolie', 'Kora', 'Lina', 'Maru', 'Nilo',
  'Orla', 'Pino', 'Riva', 'Sola', 'Tiko', 'Umbra', 'Vida', 'Wilma', 'Ymir', 'Zola',
  'Alba', 'Brisa', 'Cala', 'Delta', 'Eira', 'Faro', 'Greta', 'Hugo', 'Ines', 'Jarl',
  'Koa', 'Lago', 'Mesa', 'Nova', 'Onda', 'Perla', 'Roca', 'Selva', 'Terra', 'Vento',
  'Aria', 'Bolo', 'Cora', 'Dolce', 'Etna', 'Fumo', 'Gemma', 'Holm', 'Iris', 'Kiri',
  'Luce', 'Moss', 'Nord', 'Otto', 'Pesto', 'Rho', 'Sten', 'Tindra', 'Udo', 'Vik',
  'Ada', 'Berg', 'Cleo', 'Dune', 'Ember', 'Flint', 'Gust', 'Haze', 'Ivo', 'Jade',
  'Kalk', 'Loft', 'Mika', 'Nest', 'Opal', 'Plaza', 'Quill', 'Rune', 'Sill', 'Teo',
  'Uma', 'Vale', 'Wave', 'Yoko', 'Zeno', 'Adria', 'Bern', 'Capri', 'Dora', 'Elba',
];
