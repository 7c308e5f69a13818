/** A slide's accessible name: the title, and the map's name for a material map. */
import type { TFunction } from 'i18next';
import type { Slide } from '../modelData';

export function slideLabel(
  t: TFunction,
  title: string,
  slide: Slide,
  index: number,
  count: number,
) {
  const what = slide.map ? `${title} – ${t(`maps.${slide.map}`, slide.map)}` : title;
  return t('slider.slide', { title: what, index: index + 1, count });
}
