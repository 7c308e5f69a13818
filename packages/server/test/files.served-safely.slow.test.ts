/// <reference lib="dom" />
// (page.evaluate callbacks here run in the browser.)
/**
 * Uploaded files cannot run script on the app's origin, where it could call the API as the
 * visitor (stored cross-site scripting): every dataport answer is a sandboxed document that
 * may load nothing, and SVG, XML and HTML opened directly download unless asked for inline.
 * Chromium opens uploaded files the way a visitor would.
 */
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../../test-support/chromium';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUri, startFilesHarness, type FilesHarness } from './files.harness';
import { STORE_KINDS } from './stores';

const BASE = '/api/dataport/v1';
const CSP = "sandbox; default-src 'none'";
/** What each attack does when it runs: marks the page and calls the API as the visitor. */
const PAYLOAD = `window.__ran = true; fetch('${BASE}/list', { method: 'POST' });`;

const ATTACKS = {
  'evil.svg': `<svg xmlns="http://www.w3.org/2000/svg" onload="${PAYLOAD.replace(/'/g, '&apos;')}"><script>${PAYLOAD}</script><rect width="10" height="10"/></svg>`,
  'evil.xml': `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><script>${PAYLOAD}</script></body></html>`,
  'evil.html': `<!DOCTYPE html><html><body><img src="x" onerror="${PAYLOAD.replace(/'/g, '&apos;')}"><script>${PAYLOAD}</script></body></html>`,
};

describe('files are served safely', () => {
  let h: FilesHarness;
  let base: string;
  let browser: Browser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    h = await startFilesHarness(STORE_KINDS[0]!); // the browser's view does not depend on the store
    base = h.url;
    for (const [name, text] of Object.entries(ATTACKS)) {
      const res = await h.app.inject({
        method: 'POST',
        url: `${BASE}/load`,
        headers: h.uploader.headers,
        payload: { datasource: dataUri(Buffer.from(text)), hints: { filename: name } },
      });
      expect(res.statusCode, res.body).toBe(200);
      ids[name] = res.json().dataport_id;
    }
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#884422' },
    })
      .png()
      .toBuffer();
    const res = await h.app.inject({
      method: 'POST',
      url: `${BASE}/load`,
      headers: h.uploader.headers,
      payload: { datasource: dataUri(png), hints: { filename: 'photo.png' } },
    });
    ids['photo.png'] = res.json().dataport_id;
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await h?.close();
  });

  it('every dataport answer carries the sandbox CSP: files, derived files, JSON, errors', async () => {
    const answers = [
      await h.app.inject({ method: 'GET', url: `${BASE}/${ids['photo.png']}` }),
      await h.app.inject({ method: 'GET', url: `${BASE}/${ids['photo.png']}/imagine?w=20&h=20` }),
      await h.app.inject({ method: 'GET', url: `${BASE}/service` }),
      await h.app.inject({ method: 'POST', url: `${BASE}/list`, payload: { owner_id: 'x' } }),
      await h.app.inject({ method: 'GET', url: `${BASE}/nosuchfile` }),
      await h.app.inject({ method: 'POST', url: `${BASE}/meta`, payload: {} }),
    ];
    for (const res of answers) {
      expect(res.headers['content-security-policy'], res.body.slice(0, 80)).toBe(CSP);
    }
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 404, 400]);
  });

  it('SVG and XML download by default; HTML is plain text; images and inline requests show', async () => {
    for (const name of ['evil.svg', 'evil.xml']) {
      const plain = await h.app.inject({ method: 'GET', url: `${BASE}/${ids[name]}` });
      expect(plain.headers['content-disposition'], name).toMatch(/^attachment; filename=/);
      const inline = await h.app.inject({ method: 'GET', url: `${BASE}/${ids[name]}?cd=inline` });
      expect(inline.headers['content-disposition'], name).toMatch(/^inline; /);
    }
    const html = await h.app.inject({ method: 'GET', url: `${BASE}/${ids['evil.html']}` });
    expect(html.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(html.headers['x-content-type-options']).toBe('nosniff');
    const photo = await h.app.inject({ method: 'GET', url: `${BASE}/${ids['photo.png']}` });
    expect(photo.headers['content-disposition']).toBeUndefined();
  });

  it('opened in Chromium, inline or not, no uploaded file runs script on the origin', async () => {
    for (const name of Object.keys(ATTACKS)) {
      for (const query of ['', '?cd=inline']) {
        const context = await browser.newContext({ acceptDownloads: true });
        const page = await context.newPage();
        const calls: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/list')) calls.push(request.url());
        });
        const url = `${base}${BASE}/${ids[name]}${query}`;
        const download = page.waitForEvent('download', { timeout: 5000 }).catch(() => undefined);
        await page.goto(url).catch(() => undefined); // a download aborts the navigation
        const downloaded = await download;
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => (window as { __ran?: boolean }).__ran), url).toBe(
          undefined,
        );
        expect(calls, url).toEqual([]);
        if (downloaded) {
          expect(query, url).toBe('');
        } else {
          // Shown inline: a sandboxed document with an opaque origin, not the app's.
          expect(page.url(), url).toBe(url);
          expect(await page.evaluate(() => window.origin), url).toBe('null');
        }
        await context.close();
      }
    }
  });

  it('an uploaded image still displays in an <img> on a page of the origin', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/healthz`); // a page of the origin outside the file service
    const size = await page.evaluate(async (src) => {
      const img = document.createElement('img');
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, `${base}${BASE}/${ids['photo.png']}`);
    expect(size).toEqual([40, 30]);
    await page.close();
  });
});
