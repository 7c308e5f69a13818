/**
 * The draft view's marks as the shell renders them: nothing unless the draft view is on
 * (switched on in this tab, or ?preview=true); then the badge and the warning (DraftView.tsx) load in a chunk of their own,
 * so a visit without the draft view does not download them before its first results.
 */
import { lazy, Suspense } from 'react';
import { useDraftView } from '../../session';

const loadDraftView = () => import('./DraftView');
const DraftBadgeNow = lazy(() => loadDraftView().then((m) => ({ default: m.DraftBadge })));
const DraftWarningNow = lazy(() => loadDraftView().then((m) => ({ default: m.DraftWarning })));

/** The red 'Draft view' badge of the header (logged in, draft view on). */
export function DraftBadge({ compact = false }: { compact?: boolean }) {
  if (!useDraftView()) return null;
  return (
    <Suspense fallback={null}>
      <DraftBadgeNow compact={compact} />
    </Suspense>
  );
}

/** The warning for a visitor who is not logged in (draft view asked for). */
export function DraftWarning() {
  if (!useDraftView()) return null;
  return (
    <Suspense fallback={null}>
      <DraftWarningNow />
    </Suspense>
  );
}
