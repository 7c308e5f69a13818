/**
 * The web app's pages as a chat app, a crawler or a monitor sees them, on both stores: a
 * path that is no page of the app answers 404 (with the app, which says Page Not Found); a
 * link to a model, a material or a brand carries Open Graph and Twitter tags with the item's
 * title, brand, description and image, in the reader's language; a brand that does not exist
 * is a missing page; a hidden item gets no preview.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { newModel, newOwner, neutralText } from '@vitrine/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import { STORE_KINDS } from './stores';

// As the web build's index.html: the title (the build puts its early script right after it)
// and the default tags in a block the server replaces for a preview.
const INDEX = `<!doctype html><html><head><meta charset="UTF-8" />
    <title>Vitrine</title>
    <script>window.early = 1</script>
    <!-- preview: replaced for shared items -->
    <meta property="og:title" content="Vitrine" />
    <!-- /preview -->
    </head><body><div id="root"></div></body></html>`;

const text = (category: string, payload: string, language: string) => ({
  category,
  format: 'plain',
  payload,
  language,
  score: 1,
});

describe.each(STORE_KINDS)('pages and link previews on $name', (kind) => {
  let h: Harness;
  let web: string;

  beforeAll(async () => {
    web = await mkdtemp(path.join(tmpdir(), 'vitrine-web-'));
    await mkdir(web, { recursive: true });
    await writeFile(path.join(web, 'index.html'), INDEX);
    await writeFile(path.join(web, 'configurator.html'), INDEX);
    h = await startHarness(kind, { WEB_DIST: web, PUBLIC_URL: 'https://vitrine.example' });
    await h.services.catalogue.store('owner', [
      newOwner({
        id: 'owner_birk',
        texts: [
          neutralText('name', 'Birk & Sons'),
          text('slogan', 'Chairs for "long" dinners', 'en'),
        ],
        images: [{ category: 'banner', dataport: 'dp_banner', score: 1 }],
      }),
      newOwner({ id: 'owner_gone', state: 'suppressed', texts: [neutralText('name', 'Gone')] }),
    ]);
    await h.services.catalogue.store('model', [
      newModel({
        id: 'model_stool',
        type: 'cad',
        owner_id: 'owner_birk',
        texts: [
          text('title', 'Oak stool', 'en'),
          text('title', 'Eichenhocker', 'de'),
          text('subtitle', 'Solid oak, 45 cm', 'en'),
        ],
        images: [
          { category: 'detail', dataport: 'dp_detail', score: 9 },
          { category: 'preview', dataport: 'dp_preview', score: 1 },
        ],
      }),
      newModel({ id: 'model_draft', type: 'cad', owner_id: 'owner_birk', state: 'suppressed' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await rm(web, { recursive: true, force: true });
  });

  // Pages answer on PUBLIC_URL's host only (others are sent there).
  const get = (url: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url, headers: { host: 'vitrine.example', ...headers } });
  const meta = (html: string, name: string) =>
    new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1];

  it('answers 404 with the app for a path that is no page, 200 for the pages', async () => {
    for (const url of ['/no-such-page', '/brandz', '/favorites-old/x', '/account/x']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.body).toContain('<div id="root">');
      expect(answer.body).toContain('id="vitrine-runtime"');
    }
    for (const url of [
      '/',
      '/materials?q=oak',
      '/brands',
      '/favorites/default_list/models',
      '/account',
      '/data-privacy',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    // Under another host name a page, missing or not, moves to PUBLIC_URL first.
    const elsewhere = await get('/no-such-page?x=1', { host: '127.0.0.1' });
    expect([elsewhere.statusCode, elsewhere.headers.location]).toEqual([
      302,
      'https://vitrine.example/no-such-page?x=1',
    ]);
    const zipped = await get('/nowhere', { 'accept-encoding': 'gzip' });
    expect(zipped.statusCode).toBe(404);
    expect(gunzipSync(zipped.rawPayload).toString()).toContain('<div id="root">');
    expect((await get('/api/catalog/v1/nothing')).json()).toMatchObject({
      error_code: '_404_not_found',
    });
  });

  it("previews a model with its title, brand, description and image, in the reader's language", async () => {
    const answer = await get('/?m=model_stool', { 'accept-language': 'en-GB,en;q=0.8' });
    expect(answer.statusCode).toBe(200);
    const html = answer.body;
    expect(html).toContain('<title>Oak stool · Birk &amp; Sons | Vitrine</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toBe('Oak stool · Birk &amp; Sons');
    expect(meta(html, 'og:description')).toBe('Solid oak, 45 cm');
    expect(meta(html, 'og:url')).toBe('https://vitrine.example/?m=model_stool');
    expect(meta(html, 'og:image')).toBe(
      'https://vitrine.example/api/dataport/v1/dp_preview/imagine?w=1200&amp;h=630&amp;t=pad,jpg',
    );
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe('Oak stool · Birk &amp; Sons');
    expect(html).toContain('<div id="root">');
    // The app still gets its runtime settings (the login provider, the API paths) and the
    // build's early script (the first requests, the boot banner).
    expect(html).toContain('id="vitrine-runtime"');
    expect(html).toContain('<script>window.early = 1</script>');
    // The page's own default tags give way: one og:title, the item's.
    expect(html.match(/og:title/g)).toHaveLength(1);
    const german = await get('/materials?m=model_stool', { 'accept-language': 'de-DE' });
    expect(meta(german.body, 'og:title')).toBe('Eichenhocker · Birk &amp; Sons');
  });

  it('previews a brand on its page and tabs; a brand that does not exist is a missing page', async () => {
    const brand = await get('/brands/owner_birk/models');
    expect(brand.statusCode).toBe(200);
    expect(meta(brand.body, 'og:title')).toBe('Birk &amp; Sons');
    expect(meta(brand.body, 'og:description')).toBe('Chairs for &quot;long&quot; dinners');
    expect(meta(brand.body, 'og:image')).toContain('/v1/dp_banner/imagine?');
    expect(brand.body).toContain('id="vitrine-runtime"');
    expect(brand.body).toContain('<script>window.early = 1</script>');
    // Its overview names the first banner for the page's inline script (it paints it in
    // the first frame); a tab, a search in the brand or a model link does not.
    const overview = await get('/brands/owner_birk');
    const boot = /<script type="application\/json" id="vitrine-boot">([^<]*)<\/script>/.exec(
      overview.body,
    );
    expect(JSON.parse(boot![1]!)).toEqual({ banner: 'dp_banner' });
    expect(overview.body.indexOf('id="vitrine-boot"')).toBeLessThan(
      overview.body.indexOf('<script>window.early = 1</script>'),
    );
    for (const path of ['/brands/owner_birk/models', '/brands/owner_birk?q=oak'])
      expect((await get(path)).body, path).not.toContain('id="vitrine-boot"');
    expect((await get('/brands/owner_nobody')).statusCode).toBe(404);
    // Hidden items preview nothing and do not tell they exist.
    expect((await get('/brands/owner_gone')).statusCode).toBe(404);
    const draft = await get('/?m=model_draft');
    expect(draft.statusCode).toBe(200);
    expect(draft.body).toContain('<title>Vitrine</title>');
    expect(meta(draft.body, 'og:title')).toBe('Vitrine');
  });
});
