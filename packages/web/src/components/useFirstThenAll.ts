import { useDeferredValue, useMemo } from 'react';

const FIRST_PASS: readonly never[] = [];

/**
 * `items`, but on the component's first render only the first `first` of them; the rest come
 * in a deferred render, which React slices into short tasks, so a long list neither blocks
 * the main thread nor delays the first items' paint (Lighthouse's blocking time on a phone).
 * Later changes of `items` show at once, so the list never lags behind the text around it.
 */
export function useFirstThenAll<T>(items: readonly T[], first: number): readonly T[] {
  const settled = useDeferredValue<readonly T[]>(items, FIRST_PASS);
  const head = useMemo(() => items.slice(0, first), [items, first]);
  return settled === FIRST_PASS ? head : items;
}
