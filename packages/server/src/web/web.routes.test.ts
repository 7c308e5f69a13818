/**
 * The web app's serving on a small build on disk, with the API under other base paths: the
 * pages carry those paths as runtime settings in every encoding, deep links get the app,
 * unknown API paths the JSON 404, and the build's other files come precompressed.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { APP_VERSION, RUNTIME_SETTINGS_ELEMENT_ID } from '@vitrine/contracts';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { errorHandler } from '../error-handler';
import { webRoutes } from './index';
import { htmlSafeJson } from './runtime';

const INDEX = `<!doctype html><html><head><meta charset="UTF-8" />
    <title>Vitrine</title>
    <script>window.started = true</script></head><body><div id="root"></div></body></html>`;
const CONFIGURATOR = `<!doctype html><html><head><title>Vitrine configurator</title></head></html>`;
const HOST_PAGE = `<!doctype html><html><head><title>Vitrine host example</title></head></html>`;

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vitrine-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  // The build's own compressed copy of the page, without settings: never to be served.
  await writeFile(path.join(dir, 'index.html.gz'), gzipSync(INDEX));
  await writeFile(path.join(dir, 'configurator.html'), CONFIGURATOR);
  const script = 'console.log("app");'.repeat(100);
  await writeFile(path.join(dir, 'assets/app-1.js'), script);
  await writeFile(path.join(dir, 'assets/app-1.js.br'), 'brotli bytes');
  // A built demo host page (examples/host/dist).
  await mkdir(path.join(dir, 'host/assets'), { recursive: true });
  await writeFile(path.join(dir, 'host/index.html'), HOST_PAGE);
  await writeFile(path.join(dir, 'host/assets/host-1.js'), 'console.log("host");');
  const config = loadConfig({
    WEB_DIST: dir,
    DATA_DIR: dir,
    CATALOG_BASE_PATH: '/x/catalog',
    DATAPORT_BASE_PATH: '/x/files',
    USERS_BASE_PATH: '/x/users',
    PIM_BASE_PATH: '/x/pim',
    PUBLIC_URL: 'https://shop.example',
    EMBED_ORIGINS: 'https://planner.example',
    HOST_REPLY_TIMEOUT_MS: '1500',
    EXAMPLE_HOST_DIST: path.join(dir, 'host'),
  });
  app = Fastify();
  app.setErrorHandler(errorHandler);
  await app.register(webRoutes({ config, configuratorBase: '/api/configurator' }));
  await app.ready();
});

/** A browser at PUBLIC_URL (https://shop.example): its requests name that host. */
const inject = (options: InjectOptions) =>
  app.inject({ ...options, headers: { host: 'shop.example', ...options.headers } });

afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

const EXPECTED = {
  catalogBase: '/x/catalog',
  dataportBase: '/x/files',
  configuratorBase: '/api/configurator',
  userBase: '/x/users',
  pimBase: '/x/pim',
  siteBase: '/api/site',
  reportsBase: '/api/reports',
  insightsBase: '/api/insights',
  insightsSiteId: '1',
  login: { issuer: 'https://shop.example/auth', clientId: 'vitrine-catalogue' },
  appVersion: APP_VERSION,
  hostOrigins: ['https://planner.example'],
  hostReplyTimeoutMs: 1500,
};

/** The runtime settings a page carries, and what stands before and after them. */
function settingsIn(html: string) {
  const match = new RegExp(
    `<script type="application/json" id="${RUNTIME_SETTINGS_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match) throw new Error(`no runtime settings in ${html}`);
  return {
    settings: JSON.parse(match[1]!) as unknown,
    before: html.slice(0, match.index),
    after: html.slice(match.index + match[0].length),
  };
}

async function page(url: string, encoding?: string) {
  const response = await inject({
    url,
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });
  const body = response.rawPayload;
  const html =
    response.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(body)
      : response.headers['content-encoding'] === 'gzip'
        ? gunzipSync(body)
        : body;
  return { response, html: html.toString('utf8') };
}

describe('web app serving', () => {
  it('puts the runtime settings into the page ahead of its title, in every encoding', async () => {
    const plain = await page('/', 'identity');
    for (const encoding of ['br', 'gzip', 'gzip, deflate, br']) {
      const { response, html } = await page('/', encoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : 'br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.response.rawPayload.length);
      expect(html).toBe(plain.html);
    }
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    const { settings, before, after } = settingsIn(plain.html);
    expect(settings).toEqual(EXPECTED);
    // Before the inline script, which reads them, and inside <head>.
    expect(before).toContain('<meta charset="UTF-8" />');
    expect(after.indexOf('<title>')).toBeLessThan(after.indexOf('window.started'));
  });

  it('fills the configurator page too', async () => {
    const { response, html } = await page('/configurator.html', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(settingsIn(html).settings).toEqual(EXPECTED);
    expect(html).toContain('<title>Vitrine configurator</title>');
  });

  it('answers a revalidation of an unchanged page with 304', async () => {
    const first = await page('/index.html', 'br');
    const etag = first.response.headers.etag as string;
    expect(etag).toMatch(/^".+-br"$/);
    const again = await inject({
      url: '/brands/nordlys',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another encoding is another representation.
    const gzip = await inject({
      url: '/',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(gzip.statusCode).toBe(200);
  });

  it('gives deep links the app and unknown API paths the JSON 404', async () => {
    const deep = await page('/brands/nordlys/catalog?c=x', 'identity');
    expect(deep.response.statusCode).toBe(200);
    expect(settingsIn(deep.html).settings).toEqual(EXPECTED);
    const head = await inject({ method: 'HEAD', url: '/materials' });
    expect(head.statusCode).toBe(200);

    for (const url of [
      '/x/catalog/v1/nothing',
      '/x/files/v1/abc',
      '/x/files',
      '/api/configurator/v1/nothing',
      '/api/anything',
      '/missing.png',
      '/index.html.gz',
    ]) {
      const response = await inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error_code: '_404_not_found' });
    }
    const post = await inject({ method: 'POST', url: '/brands' });
    expect(post.statusCode).toBe(404);
  });

  it("serves the build's other files, precompressed where it has a copy", async () => {
    const response = await inject({
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('brotli bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('htmlSafeJson', () => {
  it('serves the demo host page at /examples/host/ (enabled outside production)', async () => {
    const redirect = await inject({ url: '/examples/host' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/examples/host/');
    const page = await inject({ url: '/examples/host/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Vitrine host example</title>');
    const script = await inject({ url: '/examples/host/assets/host-1.js' });
    expect(script.body).toBe('console.log("host");');
  });

  it('moves a page asked for under another host name to PUBLIC_URL, keeping path and query', async () => {
    const elsewhere = (url: string, host = '127.0.0.1:8080', method: 'GET' | 'HEAD' = 'GET') =>
      app.inject({ method, url, headers: { host } });
    for (const [url, target] of [
      ['/', 'https://shop.example/'],
      [
        '/brands/b1/catalog?q=chair&f=%7B%7D#x',
        'https://shop.example/brands/b1/catalog?q=chair&f=%7B%7D',
      ],
      ['/index.html', 'https://shop.example/index.html'],
      ['/configurator.html?model=m1', 'https://shop.example/configurator.html?model=m1'],
      ['/login-redirect?code=c&state=s', 'https://shop.example/login-redirect?code=c&state=s'],
    ]) {
      const moved = await elsewhere(url!);
      expect(moved.statusCode, url).toBe(302);
      expect(moved.headers.location, url).toBe(target);
    }
    expect((await elsewhere('/materials', 'localhost', 'HEAD')).headers.location).toBe(
      'https://shop.example/materials',
    );
    // Never another origin, whatever the path or the Host header says.
    for (const [url, host] of [
      ['//evil.example/x', '127.0.0.1'],
      ['/%2F%2Fevil', 'evil.example'],
      ['/\\evil/x', 'evil.example'],
    ]) {
      const moved = await elsewhere(url!, host);
      expect(moved.statusCode, url).toBe(302);
      expect(new URL(moved.headers.location as string).origin, url).toBe('https://shop.example');
    }
    // The host name is compared without regard to case.
    expect((await elsewhere('/', 'SHOP.example')).statusCode).toBe(200);
    // Files and the API answer on any name.
    expect((await elsewhere('/assets/app-1.js')).statusCode).toBe(200);
    expect((await elsewhere('/x/catalog/v1/nothing')).statusCode).toBe(404);
  });

  it('cannot close the script element or open a comment, and reads back the same', () => {
    const value = { issuer: 'https://x/</script><script>alert(1)</script><!--', n: 'a&b>c\u2028' };
    const json = htmlSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
