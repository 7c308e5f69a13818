/**
 * The page's texts: the app's `configurator` namespace (English bundled, other languages
 * fetched), and the labels the configuration file carries per language.
 */
import type { Label } from '@vitrine/contracts';
import english from '../src/i18n/en/configurator.json';

export type Texts = typeof english;
export type TextKey = keyof Texts;

export async function loadTexts(language: string): Promise<Texts> {
  if (language === 'en') return english;
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}i18n/${language}/configurator.json`);
    if (!response.ok) throw new Error(`${response.status}`);
    return { ...english, ...((await response.json()) as Partial<Texts>) };
  } catch (error) {
    console.error(`Loading the ${language} configurator texts failed`, error);
    return english;
  }
}

/** Fills {{name}} placeholders. */
export const fill = (text: string, values: Record<string, string> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** A configuration label in the language, else English, else the id. */
export const labelOf = (label: Label, language: string, fallback: string) =>
  label[language] ?? label.en ?? fallback;
