import type { Language } from '@vitrine/contracts';
import type { Vocabulary } from './types';
import { vocabulary as cs } from './cs';
import { vocabulary as da } from './da';
import { vocabulary as de } from './de';
import { vocabulary as en } from './en';
import { vocabulary as es } from './es';
import { vocabulary as fr } from './fr';
import { vocabulary as it } from './it';
import { vocabulary as nl } from './nl';
import { vocabulary as pl } from './pl';
import { vocabulary as pt } from './pt';
import { vocabulary as ro } from './ro';
import { vocabulary as ru } from './ru';
import { vocabulary as sv } from './sv';
import { vocabulary as tr } from './tr';

export * from './types';

/** The demo catalogue's vocabulary, one table per catalogue language. */
export const VOCABULARIES: Record<Language, Vocabulary> = {
  en,
  de,
  cs,
  da,
  es,
  fr,
  it,
  nl,
  pl,
  pt,
  ro,
  ru,
  sv,
  tr,
};

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * Replaces every {name} placeholder in a vocabulary template with its value.
 * Throws when the template uses a placeholder that has no value, so a missing
 * value never reaches the catalogue as a literal "{name}".
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    if (!Object.hasOwn(values, name)) {
      throw new Error(`fill: no value for placeholder {${name}} in template "${template}"`);
    }
    return String(values[name]);
  });
}
