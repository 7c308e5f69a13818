import { INVALID_CLIENT_ERROR } from '@vitrine/contracts/host-messages';
import { describe, expect, it } from 'vitest';
import { catalogueUrl, readEmbedParams } from './params';

describe('embedding URL parameters', () => {
  it('what the host writes, the app reads back', () => {
    const url = catalogueUrl('https://catalogue.example/brands?q=oak', {
      client: 'pcon.roomplanner',
      lang: 'de',
      display: { noHeader: true, hideLanguageChooser: true, externalCatalogs: false },
      autocomplete: false,
      date: '2026-11-01',
      apiSight: true,
    });
    expect(url).toBe(
      'https://catalogue.example/brands?q=oak&client=pcon.roomplanner&lang=de&date=2026-11-01&autocomplete=false&apisight=true&nolanguagechooser=true&noheader=true&externalcatalogs=false',
    );
    expect(readEmbedParams(new URL(url).search)).toEqual({
      client: 'pcon.roomplanner',
      invalidClient: false,
      lang: 'de',
      display: { noHeader: true, hideLanguageChooser: true, externalCatalogs: false },
      autocomplete: false,
      apiSight: true,
      modifiedSince: Date.UTC(2026, 10, 1),
    });
  });

  it(`flags a client outside the four modes (${INVALID_CLIENT_ERROR})`, () => {
    expect(readEmbedParams('?client=autocad')).toMatchObject({ invalidClient: true });
    expect(readEmbedParams('?client=autocad').client).toBeUndefined();
    expect(readEmbedParams('?client=')).toMatchObject({ invalidClient: true });
    expect(readEmbedParams('?q=x')).toMatchObject({
      invalidClient: false,
      autocomplete: true,
      apiSight: false,
    });
  });

  it('takes the first two letters of lang, when a supported language', () => {
    expect(readEmbedParams('?client=p-cat-ac&lang=de-AT').lang).toBe('de');
    expect(readEmbedParams('?lang=FRA').lang).toBe('fr');
    expect(readEmbedParams('?lang=ja').lang).toBeUndefined();
  });

  it('reads a present flag as on, false/0 as off', () => {
    expect(readEmbedParams('?noheader&scrollupbutton=0&snapshotbutton=1').display).toEqual({
      noHeader: true,
      scrollUpButton: false,
      snapshotButton: true,
    });
  });

  it('accepts baseurl only for an allowed origin, and only http(s)', () => {
    const allowed = ['https://api.example'];
    expect(readEmbedParams('?baseurl=https://api.example/', allowed).baseurl).toBe(
      'https://api.example',
    );
    expect(readEmbedParams('?baseurl=https://evil.example', allowed).baseurl).toBeUndefined();
    expect(readEmbedParams('?baseurl=javascript:alert(1)', allowed).baseurl).toBeUndefined();
    expect(readEmbedParams('?baseurl=https://api.example').baseurl).toBeUndefined();
  });

  it('ignores a date that is not a day', () => {
    expect(readEmbedParams('?date=yesterday').modifiedSince).toBeUndefined();
    expect(readEmbedParams('?date=2026-13-45').modifiedSince).toBeUndefined();
  });
});
