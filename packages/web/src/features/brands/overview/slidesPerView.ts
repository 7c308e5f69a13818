/** How many slides a carousel shows at a width, and when it needs 'See more' (spec 02 s.9). */

/** [max width, slides]; wider than the last step shows 5. */
const STEPS: Record<CarouselKind, Array<[number, number]>> = {
  cards: [
    [300, 1],
    [550, 2],
    [700, 3],
    [900, 4],
  ],
  models: [
    [300, 1],
    [420, 2],
    [550, 3],
    [700, 4],
  ],
};
const WIDEST = 5;

/** Models and materials have square-ish cards and fit more per row than folder cards. */
export type CarouselKind = 'cards' | 'models';

export function slidesPerView(width: number, kind: CarouselKind): number {
  for (const [max, slides] of STEPS[kind]) if (width <= max) return slides;
  return WIDEST;
}

/** Models and materials link to their tab past 6 items; other carousels past one view. */
export function needsSeeMore(count: number, slides: number, kind: CarouselKind): boolean {
  return kind === 'models' ? count > 6 : count > slides;
}
