/**
 * What a shared link to a model, material or brand shows in a chat app or on a social site
 * (Open Graph and Twitter tags the web page carries, rendered by the server because those
 * readers run no script): the item's title, its brand, a line of description and its best
 * image, in the reader's language where the item has it.
 */
import {
  imagesOf,
  type AnyItem,
  type LinkPreview,
  type MediaEntry,
  type TextEntry,
} from '@vitrine/contracts';

export type { LinkPreview };

/** A text of `category` in the first of `languages` that has it, else neutral, else any. */
export function textIn(
  texts: readonly TextEntry[] | undefined,
  category: string,
  languages: readonly string[],
): string | undefined {
  const matching = (texts ?? []).filter((t) => t.category === category && t.payload.trim());
  for (const language of [...languages, '']) {
    const found = matching.find((t) => t.language === language);
    if (found) return found.payload.trim();
  }
  return matching.sort((a, b) => b.score - a.score)[0]?.payload.trim();
}

const byScore = (images: readonly MediaEntry[] | undefined) =>
  [...(images ?? [])].sort((a, b) => b.score - a.score);

/** The best image: the highest-scored of the favoured categories, in order, else any. */
function bestImage(images: readonly MediaEntry[] | undefined, favoured: readonly string[]) {
  for (const category of favoured) {
    const found = imagesOf(images, category)[0];
    if (found) return found;
  }
  return byScore(images).find((image) => image.category !== 'icon')?.dataport;
}

/** A description cut at a word near 200 characters, on one line. */
function snippet(text: string | undefined): string | undefined {
  const line = text?.replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  if (line.length <= 200) return line;
  const cut = line.slice(0, 200);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 150))}…`;
}

export function modelPreview(
  model: AnyItem,
  owner: AnyItem | undefined,
  languages: readonly string[],
): LinkPreview {
  const isMaterial = 'type' in model && model.type === 'material';
  return {
    kind: isMaterial ? 'material' : 'model',
    title: textIn(model.texts, 'title', languages) ?? model.id,
    brand: owner ? textIn(owner.texts, 'name', languages) : undefined,
    description: snippet(
      textIn(model.texts, 'subtitle', languages) ?? textIn(model.texts, 'description', languages),
    ),
    image: bestImage(model.images, ['preview']),
  };
}

export function brandPreview(owner: AnyItem, languages: readonly string[]): LinkPreview {
  return {
    kind: 'brand',
    title: textIn(owner.texts, 'name', languages) ?? owner.id,
    description: snippet(
      textIn(owner.texts, 'slogan', languages) ?? textIn(owner.texts, 'description', languages),
    ),
    image: bestImage(owner.images, ['banner', 'preview', 'logo']),
    // As the brand page orders them (contracts imagesOf): the best scored first.
    banner: owner.state === 'deprecated' ? undefined : imagesOf(owner.images, 'banner')[0],
  };
}
