/**
 * Inlined into index.html at build time (vite-plugins/earlyRequests.ts): starts the requests
 * the page's first results wait for (api/requestBodies.ts firstRequests) while the app's
 * scripts download; the app takes their responses over (api/earlyResponses.ts).
 */
import { startEarlyRequest } from '../api/earlyResponses';
import { config } from '../config';
import { firstRequests } from '../api/requestBodies';
import { dataLanguages, detectLanguage } from '../i18n/detect';

for (const [path, body] of firstRequests(
  location.pathname,
  location.search,
  dataLanguages(detectLanguage()),
))
  startEarlyRequest(`${config.catalogBase}${path}`, JSON.stringify(body));
