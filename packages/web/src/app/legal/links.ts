/** The legal pages, for menus and the router. */
export const LEGAL_LINKS = [
  { page: 'legalNotice', path: '/legal-notice', label: 'legal.legalNotice' },
  { page: 'termsOfUse', path: '/terms-of-use', label: 'legal.termsOfUse' },
  { page: 'dataPrivacy', path: '/data-privacy', label: 'legal.dataPrivacy' },
] as const;

export type LegalPageKind = (typeof LEGAL_LINKS)[number]['page'];
