/** The bundles service's public face (README.md): list downloads as one streamed zip. */
export { createBundlesService } from './bundles.service';
export type { BundlesDeps, BundlesService } from './bundles.service';
export { bundlesRoutes } from './bundles.routes';
