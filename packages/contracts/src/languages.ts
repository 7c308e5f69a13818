/**
 * The languages of the catalogue and the app (spec 01 s.9). A module of its own, free of the
 * schema library, so the web app's first bundle can import it
 * (`@vitrine/contracts/languages`) without pulling in every schema.
 */
export const LANGUAGES = [
  'en',
  'de',
  'cs',
  'da',
  'es',
  'fr',
  'it',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'sv',
  'tr',
] as const;
export type Language = (typeof LANGUAGES)[number];
