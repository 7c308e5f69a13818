import { useDeferredValue, useMemo } from 'react';

const FIRST_PASS: readonly never[] = [];

/** A card grid's cards built before the rest: two rows of the widest desktop, six of a phone. */
export const FIRST_PASS_CARDS = 12;

/**
 * `items`, but on the component's first render only the first `first` of them; the rest come
 * in a deferred render, which React slices into short tasks, so a long list neither blocks
 * the main thread nor delays the first items' paint (Lighthouse's blocking time on a phone).
 * Later changes of `items` show at once, so the list never lags behind the text around it:
 * mount the component once the items are there, not while they load.
 */
export function useFirstThenAll<T>(items: readonly T[], first: number): readonly T[] {
  const settled = useDeferredValue<readonly T[]>(items, FIRST_PASS);
  const head = useMemo(() => items.slice(0, first), [items, first]);
  return settled === FIRST_PASS ? head : items;
}
