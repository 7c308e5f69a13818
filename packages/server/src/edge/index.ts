/**
 * What every request passes through at the edge: security headers, CORS, rate limits, JSON
 * bodies, overload, a lingering close for refused bodies, and Server-Timing for those who ask.
 */
export { cors } from './cors';
export { checkJsonShape, jsonBodies, JSON_DEPTH_MAX, JSON_VALUES_MAX } from './json-body';
export { lingeringClose } from './lingering-close';
export { overload, OVERLOAD_RETRY_AFTER, type OverloadOptions } from './overload';
export { rateLimits, type RateLimitOptions } from './rate-limits';
export { serverTiming } from './server-timing';
export {
  consentedOrigins,
  YOUTUBE_EMBED_ORIGIN,
  type ConsentedOrigins,
  type ConsentedServices,
} from './consented-origins';
export {
  inlineScriptHashes,
  securityHeaders,
  type SecurityHeaderOptions,
} from './security-headers';
