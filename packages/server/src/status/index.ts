/** The status service's public face: health, readiness and metrics. */
export { createMetrics, type Metrics } from './metrics';
export { statusRoutes, type Readiness, type StatusDeps } from './status.routes';
