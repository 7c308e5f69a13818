/**
 * Inlined into index.html at build time (vite-plugins/inlineScript.ts): starts the requests
 * the page's first results wait for (api/requestBodies.ts firstRequests) while the app's
 * scripts download; the app takes their responses over (api/earlyResponses.ts). As their
 * answers come, it preloads the images the page shows first, at the addresses the app's
 * images will ask for: the first cards' previews of the models and materials screens, a
 * brand page's first banner.
 */
import type { Owner } from '@vitrine/contracts';
import { IMAGE_SIZES } from '@vitrine/contracts';
import { startEarlyRequest } from '../api/earlyResponses';
import type { ModelDoc } from '../api/models';
import { firstRequests } from '../api/requestBodies';
import { imageUrl } from '../components/imageUrl';
import { config } from '../config';
import { previewImage } from '../features/browse/cards/previewImage';
import { bannerSize } from '../features/brands/overview/bannerSize';
import { imagesOf } from '../features/brands/images';
import { dataLanguages, detectLanguage } from '../i18n/detect';

/** The grid's cards that load their images at once (ModelGrid EAGER_CARDS). */
const EAGER_CARDS = 8;

function preloadImage(href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}

interface SearchAnswer {
  hits?: Array<{ id: string }>;
  models?: ModelDoc[];
}

function firstCardImages(answer: SearchAnswer): string[] {
  const models = new Map(answer.models?.map((model) => [model.id, model]));
  return (answer.hits ?? []).slice(0, EAGER_CARDS).flatMap(({ id }) => {
    const dataport = previewImage(models.get(id))?.dataport;
    return dataport ? [imageUrl(dataport, IMAGE_SIZES.card, 'crop')] : [];
  });
}

interface OwnersAnswer {
  owners?: Array<Partial<Owner>>;
}

function firstBanner(answer: OwnersAnswer): string[] {
  const banner = imagesOf(answer.owners?.[0]?.images, 'banner')[0];
  return banner ? [imageUrl(banner, bannerSize(), 'crop')] : [];
}

const screen = /^\/(materials)?$/.test(location.pathname);
const overview = /^\/brands\/[^/]+\/?$/.test(location.pathname);

for (const [path, body] of firstRequests(
  location.pathname,
  location.search,
  dataLanguages(detectLanguage()),
)) {
  const answer = startEarlyRequest(`${config.catalogBase}${path}`, JSON.stringify(body));
  if (screen && path === '/v1/models/search')
    void answer.then((json) => json && firstCardImages(json as SearchAnswer).forEach(preloadImage));
  if (overview && path === '/v1/owners/fetch')
    void answer.then((json) => json && firstBanner(json as OwnersAnswer).forEach(preloadImage));
}
