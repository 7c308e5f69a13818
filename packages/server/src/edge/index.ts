/**
 * What every request passes through at the edge: security headers, CORS, rate limits, and a
 * lingering close for refused bodies.
 */
export { cors } from './cors';
export { lingeringClose } from './lingering-close';
export { rateLimits, type RateLimitOptions } from './rate-limits';
export {
  inlineScriptHashes,
  securityHeaders,
  type SecurityHeaderOptions,
} from './security-headers';
