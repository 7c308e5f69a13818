import { describe, expect, it } from 'vitest';
import { firstRequests, modelsSearchBody, ownerPageBody, ownersSearchBody } from './requestBodies';

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
