/**
 * Better titles for pieces whose name says little. Libraries name many pieces alike
 * ("Chair" 25 times in Debian's five libraries, "Table" 10 times), while the piece's id
 * often says more ("Blend Swap CC-0#plasticChair", "Scopia#white_kitchen_chair"). Where the
 * id's words are the name with known words before it, they become the English title
 * ("Plastic chair", "White kitchen chair"); an id that is only one of the piece's own tags
 * names a make ("#thonet" tagged Thonet: "Thonet chair"). Ids with words nobody can read
 * ("cafe_set_mota_chair", "ella_chair_f", "ext_chair") keep the name. Other languages keep
 * their name unless the library names the better English title itself (then its
 * translations are taken): the libraries carry no translation of the id's words.
 */
import { VOCABULARIES } from '../vocab';
import type { Sh3fPiece } from './catalog';

/** Qualifiers catalogue copy uses that the demo vocabulary lacks (rooms, uses, ages). */
const QUALIFIERS = [
  'antique',
  'bar',
  'bathroom',
  'bedroom',
  'cafe',
  'children',
  'design',
  'dining',
  'folding',
  'garden',
  'kids',
  'kitchen',
  'modern',
  'office',
  'outdoor',
  'simple',
  'vintage',
  'wooden',
];

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** English words a title may be made of: the demo vocabulary's and the library's own. */
function knownWords(pieces: Sh3fPiece[]): Set<string> {
  const en = VOCABULARIES.en;
  const known = new Set(QUALIFIERS);
  const tables = [en.colours, en.materials, en.finishes, en.styles, en.categories];
  for (const table of tables)
    for (const label of Object.values(table)) wordsOf(label).forEach((w) => known.add(w));
  for (const piece of pieces)
    for (const text of [piece.names.en ?? '', piece.categories.en ?? '', ...(piece.tags.en ?? [])])
      wordsOf(text).forEach((w) => known.add(w));
  return known;
}

/** The words of a piece id after its library prefix: "#white_kitchen_chair2" → white kitchen chair. */
export function idWords(id: string): string[] {
  const own = id.includes('#') ? id.slice(id.lastIndexOf('#') + 1) : id;
  return wordsOf(own.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[\d_-]+/g, ' '));
}

const sameWord = (a: string, b: string) => a === b || a === `${b}s` || b === `${a}s`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The better English title of one piece, or undefined when its id says no more. */
function betterTitle(piece: Sh3fPiece, known: Set<string>, libraryTags: Set<string>) {
  const name = piece.names.en ?? '';
  const nameWords = wordsOf(name);
  const words = idWords(piece.id);
  if (nameWords.length === 0 || words.length === 0) return undefined;
  // "#thonet", tagged Thonet: a make, written as the tag writes it.
  const ownTags = (piece.tags.en ?? []).filter((t) => !libraryTags.has(t.toLowerCase()));
  const make = ownTags.find((t) => wordsOf(t).join(' ') === words.join(' '));
  if (make && !nameWords.some((w) => words.includes(w)))
    return `${make} ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
  // "#white_kitchen_chair": the name's words last, known words before them.
  const tail = words.slice(-nameWords.length);
  const extra = words.slice(0, words.length - nameWords.length);
  if (extra.length === 0 || !tail.every((w, i) => sameWord(w, nameWords[i]!))) return undefined;
  if (!extra.every((w) => w.length >= 3 && known.has(w))) return undefined;
  // "living_lamp" is no "Living lamp"; "living_room_table" is a "Living room table".
  if (extra[extra.length - 1] === 'living') return undefined;
  return capitalised(
    `${extra.join(' ')} ${name.toLowerCase()}`.replace('mid century', 'mid-century'),
  );
}

/**
 * Names per language for each piece (by id), with a better title where the English name is
 * one the library gives several pieces and the piece's id says more.
 */
export function pieceTitles(pieces: Sh3fPiece[]): Map<string, Record<string, string>> {
  const known = knownWords(pieces);
  const count = new Map<string, number>();
  for (const p of pieces) count.set(p.names.en ?? '', (count.get(p.names.en ?? '') ?? 0) + 1);
  // Tags every piece of the library carries (its own name: "Blend Swap") name no make.
  const libraryTags = new Set(
    (pieces[0]?.tags.en ?? [])
      .map((t) => t.toLowerCase())
      .filter((t) => pieces.every((p) => (p.tags.en ?? []).some((x) => x.toLowerCase() === t))),
  );
  const byEnglishName = new Map(pieces.map((p) => [(p.names.en ?? '').toLowerCase(), p]));
  const titles = new Map<string, Record<string, string>>();
  for (const piece of pieces) {
    const generic = (count.get(piece.names.en ?? '') ?? 0) > 1;
    const better = generic ? betterTitle(piece, known, libraryTags) : undefined;
    if (!better) {
      titles.set(piece.id, piece.names);
      continue;
    }
    const named = byEnglishName.get(better.toLowerCase());
    titles.set(piece.id, {
      ...piece.names,
      ...(named && named !== piece ? named.names : {}),
      en: better,
    });
  }
  return titles;
}
