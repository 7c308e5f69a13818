/**
 * Every page the router shows is one the server answers with 200 (contracts APP_PAGES):
 * a route added here without its entry there would be served as a missing page (404), and
 * crawlers, chat apps and monitors would take it for one. Read from router.tsx's source,
 * which a test cannot import without the whole app.
 */
import { readFileSync } from 'node:fs';
import { isAppPage } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
const paths = [...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!);

describe('the app pages', () => {
  it('lists every route of the router', () => {
    const pages = paths.filter((page) => page !== '*');
    expect(pages.length).toBeGreaterThan(8);
    for (const page of pages) {
      const concrete = page.replace(/:\w+/g, 'some_id').replace(/\/\*$/, '/models');
      expect(isAppPage(concrete), `${page} is missing from APP_PAGES`).toBe(true);
    }
  });

  it('tells pages from paths that are none', () => {
    expect(isAppPage('/brands/owner_x/')).toBe(true);
    expect(isAppPage('/favorites')).toBe(true);
    for (const path of ['/brandz', '/account/x', '/admin', '/favorites-old'])
      expect(isAppPage(path), path).toBe(false);
  });
});
