/**
 * A brand page's first banner, painted by index.html's inline script as soon as the brand
 * and the image have arrived, before the app's scripts have: on a slow phone the page's
 * largest picture shows seconds earlier. It lies over the place the app's banner takes
 * (index.html's .boot-banner style: under the header, full width; bannerSize.ts's height), out
 * of the app's root so the app's first render does not remove it; the app removes it once
 * its own banner is decoded underneath, or as soon as the page shows no banner.
 */
import { bannerHeight } from '../components/bannerSize';

const CLASS = 'boot-banner';

/**
 * Paints the banner at `src`; false when it cannot: the app has already drawn its first
 * screen (the boot header is in the root until then), or the page is not parsed that far.
 */
export function paintBootBanner(src: string): boolean {
  if (!document.querySelector('#root > .boot') || document.querySelector(`.${CLASS}`)) return false;
  const img = document.createElement('img');
  img.className = CLASS;
  img.style.height = `${bannerHeight()}px`;
  img.src = src;
  // The app's banner carries the brand's name; this copy is decoration.
  img.alt = '';
  img.setAttribute('aria-hidden', 'true');
  img.fetchPriority = 'high';
  document.body.appendChild(img);
  return true;
}

/** Removes the boot banner (nothing when there is none). */
export function removeBootBanner() {
  document.querySelector(`.${CLASS}`)?.remove();
}
