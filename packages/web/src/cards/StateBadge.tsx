/**
 * The mark of an item that is not public (docs/API.md "Who sees which items"): only its
 * brand's editors see such items, in the draft view, and they must not mistake one for
 * what visitors see. A draft gets a red 'Draft' badge; a suppressed item (never in lists,
 * opened by direct link or from favourites) a grey 'Hidden' one. Public items show nothing,
 * and the badge (a chip with a tooltip) loads in a chunk of its own the first time one
 * shows, so visitors never download it before their first results.
 */
import { lazy, Suspense } from 'react';
import { isMarked } from './stateMarks';

const StateChip = lazy(() => import('./StateChip'));

export function StateBadge({ state, compact = false }: { state?: string; compact?: boolean }) {
  if (!isMarked(state)) return null;
  return (
    <Suspense fallback={null}>
      <StateChip state={state} compact={compact} />
    </Suspense>
  );
}
