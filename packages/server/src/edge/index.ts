/** What every request passes through at the edge: security headers, CORS, rate limits. */
export { cors } from './cors';
export { rateLimits, type RateLimitOptions } from './rate-limits';
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
