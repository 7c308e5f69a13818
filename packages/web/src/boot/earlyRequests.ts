/**
 * Inlined into index.html at build time (vite-plugins/inlineScript.ts): starts the requests
 * the page's first results wait for (api/requestBodies.ts firstRequests) while the app's
 * scripts download; the app takes their responses over (api/earlyResponses.ts). A brand
 * page's first banner (the page's largest paint, see bootBanner.ts), at the address the app's
 * banner will ask for: painted in the first frame when the server named it in the page
 * (BOOT_DATA_ELEMENT_ID), else when the brand comes, or preloaded when it cannot be painted
 * yet. (The first cards' pictures of /, /materials and /brands come in the page itself:
 * bootGrid.ts; this script hides the brands' when recently used brands will push them down.)
 */
import { BOOT_DATA_ELEMENT_ID, imagesOf, type BootData, type Owner } from '@vitrine/contracts';
import { startEarlyRequest } from '../api/earlyResponses';
import { firstRequests } from '../api/requestBodies';
import { imageUrl } from '../components/imageUrl';
import { config } from '../config';
import { bannerSize } from '../components/bannerSize';
import { dataLanguages, detectLanguage } from '../i18n/detect';
import { paintBootBanner } from './bootBanner';
import { recentOwners } from '../storage/recentOwners';

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

/** The first banner's address; none for a deprecated brand (a notice shows above it). */
function firstBanner(answer: OwnersAnswer): string | undefined {
  const owner = answer.owners?.[0];
  const banner = owner && owner.state !== 'deprecated' && imagesOf(owner.images, 'banner')[0];
  return banner ? imageUrl(banner, bannerSize(), 'crop') : undefined;
}

function showBanner(answer: OwnersAnswer) {
  const src = firstBanner(answer);
  if (src && !paintBootBanner(src)) preloadImage(src);
}

// A brand's overview; with a query it shows the Models tab instead (features/brands/BrandPage).
const overview =
  /^\/brands\/[^/]+\/?$/.test(location.pathname) && !new URLSearchParams(location.search).get('q');

/** What the server put into the page for this script (a brand page's first banner). */
function bootData(): BootData {
  try {
    return JSON.parse(
      document.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent ?? '{}',
    ) as BootData;
  } catch {
    return {};
  }
}

// A brand's overview whose first banner the server named: asked for now, while the page is
// read, and painted in the page's first frame (the body is parsed by then), not when the
// brand's answer comes; that paint would race the app's scripts.
const named = overview ? bootData().banner : undefined;
/** Paints at the next frame, or the one after while the body is still being read. */
const paintSoon = (src: string) =>
  requestAnimationFrame(() => {
    if (!paintBootBanner(src) && !document.getElementById('root')) paintSoon(src);
  });
if (named) {
  const src = imageUrl(named, bannerSize(), 'crop');
  preloadImage(src);
  paintSoon(src);
}

// The brand list shows recently used brands above all brands' first cards, whose pictures the
// server put into the page without knowing them (index.html: .boot-recent hides those).
if (/^\/brands\/?$/.test(location.pathname) && recentOwners.read().length > 0)
  document.documentElement.classList.add('boot-recent');

const language = detectLanguage();
for (const [path, body] of firstRequests(
  location.pathname,
  location.search,
  dataLanguages(language),
)) {
  const answer = startEarlyRequest(`${config.catalogBase}${path}`, JSON.stringify(body));
  if (overview && path === '/v1/owners/fetch')
    void answer.then((json) => json && showBanner(json as OwnersAnswer));
}

// The browser loads its formatting data on first use: 10-20 ms of the models and materials
// pages' first render for the result count (numbers), 25 ms of a brand page's for its country
// (region names). Done once the page has painted, while the requests and the scripts are on
// their way, it is off that render's path.
const warmUp = /^\/(materials\/?)?$/.test(location.pathname)
  ? () => new Intl.NumberFormat(language).format(1)
  : /^\/brands\/[^/]+/.test(location.pathname)
    ? () => new Intl.DisplayNames([language, 'en'], { type: 'region' }).of('DE')
    : undefined;
if (warmUp) requestAnimationFrame(() => setTimeout(warmUp));
