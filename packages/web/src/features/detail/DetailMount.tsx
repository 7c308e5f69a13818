/**
 * Mounted once in the app shell: the detail dialog's code loads only when a model is
 * expanded (m is set), so the grid pays nothing for it.
 */
import { lazy, Suspense } from 'react';
import { useExpandedModel } from '../../url';

const DetailDialog = lazy(() => import('./DetailDialog'));

export function DetailMount() {
  const [modelId] = useExpandedModel();
  if (!modelId) return null;
  return (
    <Suspense fallback={null}>
      <DetailDialog modelId={modelId} />
    </Suspense>
  );
}
