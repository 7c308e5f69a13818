import { describe, expect, it } from 'vitest';
import { languageList, otherMatchedLanguages } from './matchedLanguages';

describe('the languages a query matched in', () => {
  it('names them only when no hit matched in the UI language or in neutral text', () => {
    expect(otherMatchedLanguages(['de'], 'en')).toEqual(['de']);
    expect(otherMatchedLanguages(['de', 'nl'], 'en')).toEqual(['de', 'nl']);
    expect(otherMatchedLanguages(['en', 'de'], 'en')).toEqual([]);
    expect(otherMatchedLanguages(['', 'de'], 'en')).toEqual([]);
    expect(otherMatchedLanguages([], 'en')).toEqual([]);
    expect(otherMatchedLanguages(undefined, 'en')).toEqual([]);
  });

  it('writes their names as the UI language does', () => {
    expect(languageList(['de'], 'en')).toBe('German');
    expect(languageList(['de', 'nl'], 'en')).toBe('German and Dutch');
    expect(languageList(['en'], 'de')).toBe('Englisch');
    expect(languageList(['de', 'da'], 'sv')).toBe('tyska och danska');
    expect(languageList(['de'], 'cs')).toBe('němčina');
  });
});
