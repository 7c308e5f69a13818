/** Mounted once in the app shell: loads the configurator modal only when it opens. */
import { lazy, Suspense } from 'react';
import { useConfiguration } from './useConfiguration';

const ConfiguratorModal = lazy(() => import('./ConfiguratorModal'));

export function ConfiguratorMount() {
  const { modelId } = useConfiguration();
  if (!modelId) return null;
  return (
    <Suspense fallback={null}>
      <ConfiguratorModal />
    </Suspense>
  );
}
