/**
 * The image a model card shows: category preview favoured, then by score. Kept free of React
 * and i18n: index.html's inline script (src/boot) preloads the first cards' images with it.
 */
import type { MediaEntry } from '@vitrine/contracts';
import type { ModelDoc } from '../../../api/models';

/** The image a card shows, or undefined (the placeholder shows). */
export function previewImage(model: ModelDoc | undefined): MediaEntry | undefined {
  const images = (model?.images ?? []).filter((i) => i.category !== 'icon');
  return [...images].sort(
    (a, b) =>
      Number(b.category === 'preview') - Number(a.category === 'preview') || b.score - a.score,
  )[0];
}
