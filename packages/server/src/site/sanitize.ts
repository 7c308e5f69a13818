/**
 * The operator's legal texts as safe HTML: Markdown is rendered with marked, and every text,
 * Markdown or HTML, goes through sanitize-html with an allow-list: text, headings, lists,
 * tables, emphasis and links. No script, style, frame, form or event handler comes through,
 * and no resource from elsewhere: images only from this site (relative addresses), links
 * only to http(s), mailto and tel. The web app shows the result as it is.
 */
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // An image loads when shown: only this site's own (relative addresses) may.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links to other sites open beside the catalogue and tell them nothing of it.
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

export type LegalFormat = 'markdown' | 'html';

/** The text as sanitised HTML. */
export function legalHtml(text: string, format: LegalFormat): string {
  const html = format === 'markdown' ? marked.parse(text, { async: false, gfm: true }) : text;
  return sanitizeHtml(html, OPTIONS).trim();
}
