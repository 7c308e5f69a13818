/**
 * What the error toast says, in the visitor's words: what failed (by the failed query's key)
 * and why (by the answer), never a library's or the server's wording, which goes to the log.
 */
import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import en from '../i18n/en/common.json';
import enErrors from '../i18n/en/errors.json';
import { errorDetailOf, isSilent, plainErrorMessage, whatFailed } from './errorMessage';

// The other languages are served files (public/i18n), not part of the build.
const read = (file: string) =>
  JSON.parse(
    readFileSync(new URL(`../../public/i18n/de/${file}`, import.meta.url), 'utf8'),
  ) as object;

const LIBRARY_TEXT =
  'The request failed and the interceptors did not return an alternative response';

async function translator(lng: string) {
  const i18n = createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'en',
    resources: {
      en: { common: en, errors: enErrors },
      de: { common: read('common.json'), errors: read('errors.json') },
    },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

const offline = () =>
  new ApiError(LIBRARY_TEXT, 0, undefined, undefined, undefined, {
    cause: new TypeError('Failed to fetch'),
  });

describe('error messages', () => {
  it('says what failed and why, without the library text', async () => {
    const t = await translator('en');
    const message = plainErrorMessage(offline(), t, whatFailed(['catalog', 'models', 'search']));
    expect(message).toBe(
      'The search could not be run: the server could not be reached. Check your connection.',
    );
    expect(message).not.toMatch(/interceptors|Failed to fetch/);
    // The technical account stays available for the log and error reports.
    expect(errorDetailOf(offline())).toBe(`${LIBRARY_TEXT}: Failed to fetch`);
  });

  it('names the reason by the answer, the server’s own words kept out', async () => {
    const t = await translator('en');
    const failed = (status: number, code?: string) =>
      plainErrorMessage(new ApiError('x', status, code, 'pg: relation missing'), t, 'brands');
    expect(failed(500)).toBe(
      'The brands could not be loaded: the server had a problem. Please try again.',
    );
    expect(failed(503)).toMatch(/: the service is not available just now/);
    expect(failed(429)).toMatch(/: the server is busy/);
    expect(failed(429, '_429_contact_limit')).toMatch(/as many messages as an hour allows/);
    expect(failed(404)).toMatch(/: it is not available any more\.$/);
    expect(failed(403)).toMatch(/: you are not allowed to do this\.$/);
    expect(failed(400)).toMatch(/: the request was not accepted\.$/);
    expect(failed(500)).not.toContain('pg:');
    expect(plainErrorMessage(new Error('boom'), t)).toBe(
      'The data could not be loaded: something unexpected happened.',
    );
  });

  it("speaks the visitor's language", async () => {
    const t = await translator('de');
    expect(plainErrorMessage(offline(), t, whatFailed(['owners', 'search']))).toBe(
      'Die Marken konnten nicht geladen werden: Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung.',
    );
  });

  it('keeps cancelled requests and an expired pCon login quiet', () => {
    expect(isSilent(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isSilent(new ApiError('x', 401, '_401_pconlogin_invalid'))).toBe(true);
    expect(isSilent(offline())).toBe(false);
  });
});
