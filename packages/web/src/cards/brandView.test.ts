import type { Owner } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { brandTarget, brandView, withScheme } from './brandView';

const owner = (extra: Partial<Owner>): Partial<Owner> & { id: string } => ({
  id: 'nordlys',
  state: 'published',
  subtypes: [],
  texts: [
    { category: 'name', format: 'plain', payload: 'Nordlys', language: '', score: 1 },
    { category: 'slogan', format: 'plain', payload: 'Aus Liebe', language: 'de', score: 1 },
    { category: 'slogan', format: 'plain', payload: 'A love', language: 'en', score: 1 },
    {
      category: 'description',
      format: 'plain',
      payload: 'First line.\n\n  Second line.  \n',
      language: 'en',
      score: 1,
    },
  ],
  images: [
    { category: 'banner', dataport: 'b2', score: 0.5 },
    { category: 'logo', dataport: 'logo', score: 1 },
    { category: 'banner', dataport: 'b1', score: 1 },
  ],
  references: [
    { category: 'website', format: 'url', payload: 'www.nordlys.example' },
    { category: 'youtube', format: 'url', payload: 'https://youtube.com/nordlys' },
    { category: 'email', format: 'plain', payload: 'info@nordlys.example' },
    { category: 'twitter', format: 'url', payload: 'x.com/nordlys' },
    { category: 'city', format: 'plain', payload: 'Copenhagen' },
    { category: 'country', format: 'iso3166', payload: 'dk' },
  ],
  ...extra,
});

describe('brandView', () => {
  it('picks texts in the UI language and splits the description by lines', () => {
    const view = brandView(owner({}), ['de', 'en']);
    expect(view.name).toBe('Nordlys');
    expect(view.slogan).toBe('Aus Liebe');
    expect(view.description).toEqual(['First line.', 'Second line.']);
  });

  it('sorts banners by score and finds the logo and location', () => {
    const view = brandView(owner({}), ['en']);
    expect(view.banners).toEqual(['b1', 'b2']);
    expect(view.logo).toBe('logo');
    expect([view.city, view.country]).toEqual(['Copenhagen', 'DK']);
  });

  it('lists socials in page order with schemes and mailto', () => {
    expect(brandView(owner({}), ['en']).socials).toEqual([
      { kind: 'website', href: 'https://www.nordlys.example' },
      { kind: 'email', href: 'mailto:info@nordlys.example' },
      { kind: 'twitter', href: 'https://x.com/nordlys' },
      { kind: 'youtube', href: 'https://youtube.com/nordlys' },
    ]);
  });

  it('marks deprecated brands', () => {
    expect(brandView(owner({ state: 'deprecated' }), ['en']).deprecated).toBe(true);
  });
});

describe('brandTarget', () => {
  it('sends a brand with an external catalogue there', () => {
    const view = brandView(
      owner({
        subtypes: ['exclude_from_search'],
        references: [
          { category: 'external_catalog', format: 'url', payload: 'catalogue.hygge.example' },
        ],
      }),
      ['en'],
    );
    expect(brandTarget(view)).toEqual({ external: true, href: 'https://catalogue.hygge.example' });
  });

  it('sends the owner of such a brand to the brand page', () => {
    expect(
      brandTarget({ id: 'hygge home', externalCatalogLink: 'https://x', isOwnedByUser: true }),
    ).toEqual({ external: false, href: '/brands/hygge%20home' });
  });
});

describe('withScheme', () => {
  it('keeps schemes and adds https:// otherwise', () => {
    expect(withScheme('http://a.example')).toBe('http://a.example');
    expect(withScheme(' mailto:a@b ')).toBe('mailto:a@b');
    expect(withScheme('a.example/x')).toBe('https://a.example/x');
  });
});
