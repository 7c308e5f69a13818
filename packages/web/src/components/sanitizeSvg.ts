/**
 * Makes an SVG icon safe to inline in the page: DOMPurify's SVG profile keeps shapes, paths
 * and presentation attributes and drops scripts, event handlers, foreignObject and links to
 * anything but the icon itself; attributes that would fetch something from elsewhere
 * (`fill="url(https://…)"`, a `style` with an outside url()) go too, so an icon never makes
 * a request. The icon is then sized by its box. DOMPurify loads with the first SVG icon, so
 * pages without one never pay for it.
 */
import type { DOMPurify } from 'dompurify';

let purifier: Promise<DOMPurify> | undefined;

/** A url() that points anywhere but inside the icon (#gradient). */
const OUTSIDE_URL = /url\s*\(\s*['"]?\s*(?!#)/i;

/** Whether an attribute would make the browser fetch something from outside the icon. */
const reachesOutside = (name: string, value: string) =>
  (/(^|:)href$/i.test(name) && !value.trim().startsWith('#')) || OUTSIDE_URL.test(value);

/** Sanitised markup of one <svg> element, or '' when nothing safe is left. */
export async function sanitizeSvg(text: string): Promise<string> {
  purifier ??= import('dompurify').then((module) => module.default);
  const purify = await purifier;
  const body = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'image', 'use', 'a', 'feImage'],
    RETURN_DOM: true,
  });
  const svg = body.querySelector('svg');
  if (!svg) return '';
  for (const element of [svg, ...svg.querySelectorAll('*')]) {
    for (const { name, value } of [...element.attributes]) {
      if (reachesOutside(name, value)) element.removeAttribute(name);
    }
  }
  // The box decides the size; the icon keeps its proportions inside it.
  if (!svg.getAttribute('viewBox')) {
    const width = parseFloat(svg.getAttribute('width') ?? '');
    const height = parseFloat(svg.getAttribute('height') ?? '');
    if (width > 0 && height > 0) svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  }
  svg.setAttribute('width', '100%');
  svg.setAttribute('height', '100%');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  return svg.outerHTML;
}
