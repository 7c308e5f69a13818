import { describe, expect, it } from 'vitest';
import {
  brandItemsRequest,
  firstRequests,
  modelsSearchBody,
  ownerFilter,
  ownerPageBody,
  ownersSearchBody,
  matchLanguages,
  type ItemKind,
} from './requestBodies';

const paths = (pathname: string, search = '') =>
  firstRequests(pathname, search, ['de', 'en']).map(([path]) => path);

describe('firstRequests', () => {
  it("starts the models or materials screen's first search, as the screen asks for it", () => {
    expect(firstRequests('/', '?q=oak', ['de', 'en'])).toEqual([
      [
        '/v1/models/search',
        modelsSearchBody(
          { kind: 'models', query: 'oak', filtering: [], languages: ['de', 'en'] },
          0,
        ),
      ],
    ]);
    const [[, body]] = firstRequests('/materials', '', ['en']) as [[string, { types: string[] }]];
    expect(body.types).toEqual(['material']);
  });

  it('leaves a screen with filters to the app (their labels and orphans need data)', () => {
    expect(paths('/', '?f=%7B%7D')).toEqual([]);
  });

  it("starts the brand list's search and a brand page's brand and item counts", () => {
    expect(firstRequests('/brands', '?q=%20nord%20', ['en'])).toEqual([
      ['/v1/owners/search', ownersSearchBody('nord', ['en'], 0)],
    ]);
    const brand = firstRequests('/brands/a%20b/models', '', ['en']);
    expect(brand[0]).toEqual(['/v1/owners/fetch', ownerPageBody('a b', ['en'])]);
    expect(brand.slice(1).map(([path]) => path)).toEqual([
      '/v1/collections/search',
      '/v1/collections/search',
      '/v1/models/search',
      '/v1/models/search',
    ]);
  });

  it('starts nothing elsewhere or for a malformed brand id', () => {
    expect(paths('/legal-notice')).toEqual([]);
    expect(paths('/brands/%E0%A4%A')).toEqual([]);
  });
});

describe('the date narrowing (embedding `date`)', () => {
  const since = Date.UTC(2026, 10, 12);
  const sinceGroup = {
    operator: 'and',
    filters: [{ algorithm: 'range', scope: 'modified_epochmillis', values: [since, null] }],
  };
  type Body = { filtering: unknown[] };
  const screen = {
    kind: 'models' as const,
    query: '',
    filtering: [ownerFilter('acme')],
    languages: ['en'],
  };

  it('adds one group after the screen filters, and nothing without a date', () => {
    const body = modelsSearchBody({ ...screen, modifiedSince: since }, 64);
    expect(body.filtering).toEqual([ownerFilter('acme'), sinceGroup]);
    expect(modelsSearchBody(screen, 0).filtering).toEqual([ownerFilter('acme')]);
  });

  it("narrows a brand's models and materials, not its collections and families", () => {
    const filteringOf = (kind: ItemKind) =>
      (brandItemsRequest('acme', kind, 0, 16, ['en'], '', since)[1] as Body).filtering;
    expect(filteringOf('models')).toEqual([ownerFilter('acme'), sinceGroup]);
    expect(filteringOf('materials')).toContainEqual(sinceGroup);
    expect(filteringOf('collections')).not.toContainEqual(sinceGroup);
    expect(filteringOf('families')).not.toContainEqual(sinceGroup);
  });

  it("narrows the first page's early requests by the URL's date, as the app will", () => {
    const [[, models]] = firstRequests('/', '?client=pcon.planner&date=2026-11-12', ['en']) as [
      [string, Body],
    ];
    expect(models.filtering).toEqual([sinceGroup]);
    expect(firstRequests('/', '?date=2026-11-12', ['en'])).toEqual([
      [
        '/v1/models/search',
        modelsSearchBody({ ...screen, filtering: [], modifiedSince: since }, 0),
      ],
    ]);
    const brand = firstRequests('/brands/acme', '?date=2026-11-12', ['en']).slice(1);
    expect(brand.map(([, body]) => (body as Body).filtering.length)).toEqual([2, 2, 2, 2]);
    expect((brand[2]![1] as Body).filtering).toContainEqual(sinceGroup);
  });

  it('ignores a date that is not a day', () => {
    for (const date of ['yesterday', '2026-11', '2026-13-45', '']) {
      const [[, body]] = firstRequests('/', `?date=${date}`, ['en']) as [[string, Body]];
      expect(body.filtering).toEqual([]);
    }
  });
});

describe('the languages a query matches in', () => {
  it("are every catalogue language: the UI language, the browser's others, English, the rest", () => {
    expect(matchLanguages(['en'], ['en-GB', 'de-AT', 'fr', 'xx-YY'])).toEqual([
      'en',
      'de',
      'fr',
      'cs',
      'da',
      'es',
      'it',
      'nl',
      'pl',
      'pt',
      'ro',
      'ru',
      'sv',
      'tr',
    ]);
    const german = matchLanguages(['de', 'en'], ['de-DE']);
    expect(german.slice(0, 3)).toEqual(['de', 'en', 'cs']);
    expect(german).toHaveLength(14);
    expect(matchLanguages(['pl', 'en'], ['pl', 'de'])).toEqual(
      expect.arrayContaining(['pl', 'de', 'en']),
    );
    expect(matchLanguages(['pl', 'en'], ['pl', 'de']).slice(0, 3)).toEqual(['pl', 'de', 'en']);
  });

  it("on a brand's page: the UI language, then the brand's, then the browser's others", () => {
    const danish = matchLanguages(['en'], ['en-US', 'de-AT'], ['da', 'en']);
    expect(danish.slice(0, 3)).toEqual(['en', 'da', 'de']);
    expect(danish).toHaveLength(14);
    const screen = { kind: 'models' as const, query: 'stol', filtering: [], languages: ['en'] };
    expect(modelsSearchBody({ ...screen, brandLanguages: ['da'] }, 0).match_languages).toEqual(
      matchLanguages(['en'], undefined, ['da']),
    );
    expect(matchLanguages(['de', 'en'], [], ['sv']).slice(0, 3)).toEqual(['de', 'sv', 'en']);
  });

  it('go with a query, its texts staying in the UI language; a listing stays as the spec has it', () => {
    const every = matchLanguages(['en']);
    expect(every).toHaveLength(14);
    const screen = { kind: 'models' as const, query: 'Stuhl', filtering: [], languages: ['en'] };
    expect(modelsSearchBody(screen, 0)).toMatchObject({
      query_string: 'Stuhl',
      languages: ['en'],
      match_languages: every,
    });
    expect(JSON.stringify(modelsSearchBody({ ...screen, query: '' }, 0))).not.toContain(
      'match_languages',
    );
    expect(ownersSearchBody('nord', ['en'], 0)).toMatchObject({ match_languages: every });
    expect(ownersSearchBody('', ['en'], 0).match_languages).toBeUndefined();
    const [, tab] = brandItemsRequest('acme', 'collections', 0, 64, ['en'], 'eiche');
    expect(tab).toMatchObject({ languages: ['en'], match_languages: every });
    const [, carousel] = brandItemsRequest('acme', 'models', 0, 16, ['en']);
    expect(JSON.stringify(carousel)).not.toContain('match_languages');
  });

  it("are in the inline script's first search as in the app's", () => {
    const [[, body]] = firstRequests('/', '?q=Stuhl', ['en']) as [
      [string, { match_languages: string[] }],
    ];
    expect(body.match_languages).toEqual(matchLanguages(['en']));
  });
});
