/**
 * Link previews for shared links (Open Graph and Twitter tags): a chat app or social site
 * that fetches a link to a model, a material or a brand reads the item's title, brand,
 * description and image from the page itself, since it runs no script. The server puts the
 * tags in place of the page's <title> for those links: `?m={model id}` on any page, and
 * `/brands/{id}` (and its tabs).
 */
import type { LinkPreview } from '@vitrine/contracts';
import { LANGUAGES } from '@vitrine/contracts/languages';
import { escapeHtml } from './html';

/** The catalogue's side of previews (services.ts hands the catalogue in). */
export interface LinkPreviews {
  linkPreview(
    entity: 'model' | 'owner',
    id: string,
    languages: readonly string[],
  ): Promise<LinkPreview | undefined>;
}

/** What a page request is a link to, if anything the catalogue can preview. */
export type LinkTarget = { entity: 'model' | 'owner'; id: string };

const ID = /^[A-Za-z0-9_.:~@+-]{1,200}$/;

export function linkTarget(pathname: string, query: URLSearchParams): LinkTarget | undefined {
  const model = query.get('m');
  if (model && ID.test(model)) return { entity: 'model', id: model };
  const brand = /^\/brands\/([^/]+)/.exec(pathname)?.[1];
  if (!brand) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(brand);
  } catch {
    return undefined;
  }
  return ID.test(id) ? { entity: 'owner', id } : undefined;
}

/** The reader's languages: the first of Accept-Language the catalogue speaks, then English. */
export function readerLanguages(acceptLanguage: string | undefined): string[] {
  const first = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().slice(0, 2).toLowerCase())
    .find((code) => (LANGUAGES as readonly string[]).includes(code));
  return first && first !== 'en' ? [first, 'en'] : ['en'];
}

/** Preview images: the spec's imagine scaler, sized for Open Graph (1.91:1), the whole item shown. */
export const PREVIEW_IMAGE = { width: 1200, height: 630 } as const;

/** A page's head for a preview: the <title> element and the meta tags, apart (pages.ts withHead). */
export interface PreviewHead {
  title: string;
  meta: string;
}

/** The title and meta tags of a preview; `url` is the page's address, `imageBase` the file service's. */
export function previewHead(preview: LinkPreview, url: string, imageBase: string): PreviewHead {
  const title = preview.brand ? `${preview.title} · ${preview.brand}` : preview.title;
  const image = preview.image
    ? `${imageBase}/v1/${encodeURIComponent(preview.image)}/imagine?w=${PREVIEW_IMAGE.width}&h=${PREVIEW_IMAGE.height}&t=pad,jpg`
    : undefined;
  const meta = (key: 'property' | 'name', name: string, content: string | undefined) =>
    content === undefined ? '' : `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    meta('name', 'description', preview.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Vitrine'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    image ? meta('property', 'og:image:width', String(PREVIEW_IMAGE.width)) : '',
    image ? meta('property', 'og:image:height', String(PREVIEW_IMAGE.height)) : '',
    image ? meta('property', 'og:image:alt', title) : '',
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', image),
  ];
  return {
    title: `<title>${escapeHtml(title)} | Vitrine</title>`,
    meta: tags.filter(Boolean).join('\n    '),
  };
}
