/**
 * How many card columns fit the grid's width (spec 02 s.9): as many as keep every card at
 * least 150px wide on desktop and 125px on phones, and at least two, also under 340px.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

export const GRID_GAP = 16;
/** Below this width (the theme's md breakpoint) the phone layout applies. */
const MOBILE_BELOW = 700;
/** A card's least width (spec 02 s.9). */
export const CARD_MIN_WIDTH = { desktop: 150, phone: 125 } as const;

export function columnsFor(width: number, viewportWidth: number): number {
  const cardWidth = viewportWidth < MOBILE_BELOW ? CARD_MIN_WIDTH.phone : CARD_MIN_WIDTH.desktop;
  return Math.max(2, Math.floor((width + GRID_GAP) / (cardWidth + GRID_GAP)));
}

/** The column count for the element's current width, updated as it resizes. */
export function useColumns(ref: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(4);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setColumns(columnsFor(element.clientWidth, window.innerWidth));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
}
