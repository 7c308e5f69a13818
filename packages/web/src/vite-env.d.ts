/** Set by vite.config.ts: a hash of public/i18n, part of the translation files' ?v=. */
declare const __I18N_HASH__: string;
