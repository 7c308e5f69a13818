import type { LegalTextKey } from '@vitrine/contracts';

/** The legal pages, for menus and the router; `textKey` names the operator's text. */
export const LEGAL_LINKS = [
  {
    page: 'legalNotice',
    path: '/legal-notice',
    label: 'legal.legalNotice',
    textKey: 'legal-notice',
  },
  { page: 'termsOfUse', path: '/terms-of-use', label: 'legal.termsOfUse', textKey: 'terms-of-use' },
  {
    page: 'dataPrivacy',
    path: '/data-privacy',
    label: 'legal.dataPrivacy',
    textKey: 'privacy-policy',
  },
] as const satisfies ReadonlyArray<{
  page: string;
  path: string;
  label: string;
  textKey: LegalTextKey;
}>;

export type LegalPageKind = (typeof LEGAL_LINKS)[number]['page'];

export const LEGAL_LINKS_BY_PAGE = Object.fromEntries(
  LEGAL_LINKS.map((link) => [link.page, link]),
) as Record<LegalPageKind, (typeof LEGAL_LINKS)[number]>;
