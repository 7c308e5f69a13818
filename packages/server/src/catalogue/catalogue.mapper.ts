/** Shapes stored documents into fetch answers: only the asked parts, texts in language order. */
import type { AnyItem, FetchFlags, TextEntry } from '@vitrine/contracts';

/** Parts that come back only when their fetch flag is set. */
const PARTS = [
  'texts',
  'images',
  'videos',
  'audios',
  'documents',
  'binaries',
  'references',
  'tags',
  'properties',
  'materials',
  'cads',
  'collection_ids',
  'model_ids',
  'structure_inbounds',
  'structure_outbounds',
  'edit_infos',
  'raw_layers',
  'origin_infos',
  'backlog',
  'krakencups',
] as const;
const OPTIONAL_KEYS = new Set<string>([...PARTS, 'structures', 'model_counts']);

/**
 * Projects one document. Without fetch flags the whole document comes back; with them, the
 * identity and state fields plus the parts asked for.
 */
export function projectItem(
  doc: AnyItem,
  flags: FetchFlags | undefined,
  favouriteLanguages: string[] | undefined,
): Partial<AnyItem> {
  const everything = !flags || flags.all === true;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (!OPTIONAL_KEYS.has(key)) out[key] = value;
  }
  for (const part of PARTS) {
    if (part in doc && (everything || flags[part] === true)) {
      out[part] = (doc as Record<string, unknown>)[part];
    }
  }
  if ('structures' in doc && (everything || flags.structures?.includes('catalog'))) {
    out.structures = doc.structures;
  }
  if (Array.isArray(out.texts)) {
    out.texts = orderTexts(out.texts as TextEntry[], favouriteLanguages);
  }
  return out;
}

/**
 * Per text category: the texts in the favourite languages, in that order. When a category has
 * none of them, it falls back to English, then to whatever language it has, so a title never
 * goes missing. Language-neutral texts (language "") always stay. Without favourite
 * languages all texts come back, best score first.
 */
export function orderTexts(texts: TextEntry[], favouriteLanguages: string[] | undefined) {
  if (!favouriteLanguages || favouriteLanguages.length === 0) {
    return [...texts].sort((a, b) => b.score - a.score);
  }
  const rank = (language: string) => {
    const i = favouriteLanguages.indexOf(language);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  const byCategory = new Map<string, TextEntry[]>();
  for (const text of texts) {
    const list = byCategory.get(text.category) ?? [];
    list.push(text);
    byCategory.set(text.category, list);
  }
  const result: TextEntry[] = [];
  for (const list of byCategory.values()) {
    const neutral = list.filter((t) => t.language === '');
    const favoured = list
      .filter((t) => t.language !== '' && rank(t.language) !== Number.MAX_SAFE_INTEGER)
      .sort((a, b) => rank(a.language) - rank(b.language) || b.score - a.score);
    let chosen = favoured;
    if (chosen.length === 0 && neutral.length === 0) {
      const fallbackLanguage = list.some((t) => t.language === 'en') ? 'en' : list[0]?.language;
      chosen = list.filter((t) => t.language === fallbackLanguage);
    }
    result.push(...chosen, ...neutral);
  }
  return result;
}
