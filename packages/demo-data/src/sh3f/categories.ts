/**
 * Which of the catalogue's categories a piece belongs to, read from its English name.
 * SweetHome3D files pieces by room ("Living room", "Exterior"), which is no product
 * category: the room stays the piece's subtitle, and a piece whose name says what it is
 * ("Dining chair", "Coffee table", "Bunk bed") joins that category of the catalogue's tree
 * (the demo taxonomy's ids), so it is found and boosted with the brands' products of its
 * kind. Pieces that are no furniture of the tree (radiators, cars, people) get no category.
 */
import { categoryTagId } from '../catalogue/taxonomy';

/** First match wins; matched against the lower-case name without a trailing number. */
const RULES: Array<[RegExp, string | null]> = [
  // Things named after furniture that are none, or not of the tree.
  [
    /\b(wheel ?chair|pool table|football table|changing table|street (lamp|light)|park light|abdominal bench)$/,
    null,
  ],
  [/\b(floor|standing) lamp$/, 'floor_lamps'],
  [/\b(table|desk|bedside|little) lamp$/, 'table_lamps'],
  [/\b(pendant|hanging|ceiling) (lamp|light)$|\b(pendant|chandelier)$/, 'pendant_lamps'],
  [/\b(lamp|light|lantern)$/, 'lighting'],
  [/\b(arm ?chair)$/, 'armchairs'],
  [/\bchair$|^chair with\b/, 'chairs'],
  [/\b(sofa|couch|settee)\b/, 'sofas'],
  [/\bstool$/, 'stools'],
  [/\bbench$/, 'benches'],
  [/\bcoffee table$/, 'coffee_tables'],
  [/\b(side|bedside|night) table$|\bnightstand$/, 'side_tables'],
  [/\bdining table$/, 'dining_tables'],
  [/\bdesk$/, 'desks'],
  [/\btable$|^table with\b/, 'tables'],
  [/\b(book ?case|bookshelf|shelf|shelves|shelving)$/, 'shelves'],
  [/\b(cabinet|cupboard|dresser|chest of drawers|chest)$/, 'cabinets'],
  [/\b(sideboard|buffet)$/, 'sideboards'],
  [/\b(wardrobe|closet|armoire)$/, 'wardrobes'],
  [/\bbed$/, 'beds'],
];

/** The category tag id of a piece named so in English, or undefined. */
export function productCategoryOf(englishName: string): string | undefined {
  const name = englishName
    .toLowerCase()
    .trim()
    .replace(/\s*\d+$/, '');
  for (const [rule, key] of RULES) if (rule.test(name)) return key ? categoryTagId(key) : undefined;
  return undefined;
}
