/**
 * Inlined into index.html at build time (vite-plugins/inlineScript.ts): starts the requests
 * the page's first results wait for (api/requestBodies.ts firstRequests) while the app's
 * scripts download; the app takes their responses over (api/earlyResponses.ts). When a
 * brand page's brand comes, it preloads the first banner (the page's largest paint) at the
 * address the banner will ask for. (The first cards' previews are not preloaded: on a slow
 * connection they would share it with the scripts, which the cards wait for anyway.)
 */
import type { Owner } from '@vitrine/contracts';
import { startEarlyRequest } from '../api/earlyResponses';
import { firstRequests } from '../api/requestBodies';
import { imageUrl } from '../components/imageUrl';
import { config } from '../config';
import { bannerSize } from '../features/brands/overview/bannerSize';
import { imagesOf } from '../features/brands/images';
import { dataLanguages, detectLanguage } from '../i18n/detect';

function preloadImage(href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}

interface OwnersAnswer {
  owners?: Array<Partial<Owner>>;
}

function firstBanner(answer: OwnersAnswer): string[] {
  const banner = imagesOf(answer.owners?.[0]?.images, 'banner')[0];
  return banner ? [imageUrl(banner, bannerSize(), 'crop')] : [];
}

const overview = /^\/brands\/[^/]+\/?$/.test(location.pathname);

for (const [path, body] of firstRequests(
  location.pathname,
  location.search,
  dataLanguages(detectLanguage()),
)) {
  const answer = startEarlyRequest(`${config.catalogBase}${path}`, JSON.stringify(body));
  if (overview && path === '/v1/owners/fetch')
    void answer.then((json) => json && firstBanner(json as OwnersAnswer).forEach(preloadImage));
}
