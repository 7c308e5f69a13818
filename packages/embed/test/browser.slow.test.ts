/**
 * The built SDK (dist/) in Debian's Chromium: a host page and the app in its iframe on two
 * different origins (127.0.0.1 and localhost ports), proving request/reply and the origin
 * checks where browsers enforce them.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoOrigins, type TwoOrigins } from './browser-harness';

const here = path.dirname(fileURLToPath(import.meta.url));
let origins: TwoOrigins;
let hostOrigin: string;
let appOrigin: string;
let strangerOrigin: string;

beforeAll(async () => {
  execFileSync(process.execPath, [path.resolve(here, '../scripts/build.mjs')], {
    stdio: 'inherit',
  });
  origins = await twoOrigins();
  ({ hostOrigin, appOrigin, strangerOrigin } = origins);
});

afterAll(() => origins?.close());

async function openHost(query: Record<string, string>): Promise<{ page: Page; app: Frame }> {
  const page = await origins.newPage();
  await page.goto(`${query.hostPage ?? hostOrigin}/host.html?${new URLSearchParams(query)}`);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  await frame!.waitForFunction(() => 'host' in window);
  return { page, app: frame! };
}

const appUrl = (allowed: string, extra = '') => `${appOrigin}/app.html?allowed=${allowed}${extra}`;

describe('the built SDK in Chromium, host and app on two origins', () => {
  it('answers configuration, carries messages both ways and replies to checkRevisions', async () => {
    const { page, app } = await openHost({ app: appUrl(hostOrigin) });
    expect(new URL(page.url()).origin).not.toBe(new URL(app.url()).origin);
    expect(await app.evaluate(() => window.configuration)).toEqual({
      language: 'de',
      display: { noHeader: true },
      allowedFormats: { cad: ['skp'] },
    });
    await page.evaluate(() => window.connection.send('pCat.changeLanguage', { language: 'fr' }));
    await app.waitForFunction(() => window.languages.length === 1);
    expect(await app.evaluate(() => window.languages)).toEqual(['fr']);

    const file = {
      format: 'skp',
      dataport: 'd1',
      name: 'chair.skp',
      isGenerated: false,
      kind: 'cad' as const,
      url: `${appOrigin}/api/dataport/v1/d1?cd=attachment`,
    };
    await app.evaluate(
      (f) =>
        window.host.send('pCatHost.download', {
          item: { modelId: 'm1', entity: 'model', dataVersion: 4, title: 'Chair', itemType: 'cad' },
          format: 'skp',
          files: [f],
        }),
      file,
    );
    await page.waitForFunction(() => window.received.length === 1);
    const [download] = await page.evaluate(() => window.received);
    expect(download).toMatchObject({
      type: 'pCatHost.download',
      version: '1.8.0',
      payload: { files: [file] },
    });

    const revisions = await page.evaluate(() =>
      window.connection.checkRevisions([{ id: 'm1', dataVersion: 4 }]),
    );
    expect(revisions).toEqual([
      { id: 'm1', dataVersion: 4, status: 'changed', currentDataVersion: 5 },
    ]);
    expect(await page.evaluate(() => window.hostLog)).toEqual([]);
    expect(await app.evaluate(() => window.appLog)).toEqual([]);
    await page.close();
  });

  it('the app ignores a host page whose origin it does not allow, and times out', async () => {
    const { page, app } = await openHost({
      hostPage: strangerOrigin,
      app: appUrl(hostOrigin, '&configTimeout=1500'),
    });
    // Bypass the SDK: post a valid envelope straight into the frame, to any origin.
    await page.evaluate(() =>
      document
        .querySelector('iframe')!
        .contentWindow!.postMessage(
          { type: 'pCat.changeLanguage', version: '1.8.0', id: 'x1', payload: { language: 'fr' } },
          '*',
        ),
    );
    expect(await app.evaluate(() => window.configuration)).toBe(
      'error: Timeout while waiting for message from integration host',
    );
    expect(await app.evaluate(() => window.languages)).toEqual([]);
    expect(await app.evaluate(() => window.appLog)).toEqual([
      `warn: Ignoring pCat.changeLanguage from ${strangerOrigin}: origin not allowed`,
    ]);
    // The app sent its request only to the allowed origin, so the stranger never heard it.
    expect(await page.evaluate(() => window.hostLog)).toEqual([]);
    await page.close();
  });

  it('the host ignores an app on another origin than it expects', async () => {
    const { page, app } = await openHost({
      app: appUrl(hostOrigin, '&configTimeout=1500'),
      appOrigin: strangerOrigin,
    });
    expect(await app.evaluate(() => window.configuration)).toBe(
      'error: Timeout while waiting for message from integration host',
    );
    expect(await page.evaluate(() => window.hostLog)).toEqual([
      `warn: Ignoring pCatHost.getConfiguration from ${appOrigin}: origin not allowed`,
    ]);
    await page.close();
  });

  it('drops a malformed message from the allowed host with a warning and keeps going', async () => {
    const { page, app } = await openHost({ app: appUrl(hostOrigin) });
    await app.waitForFunction(() => window.host.peerVersion === '1.8.0');
    await page.evaluate(() => {
      const target = document.querySelector('iframe')!.contentWindow!;
      const origin = new URL(document.querySelector('iframe')!.src).origin;
      target.postMessage(
        { type: 'pCat.changeLanguage', version: '1.8.0', id: 'b', payload: { language: 'xx' } },
        origin,
      );
      window.connection.send('pCat.changeLanguage', { language: 'it' });
    });
    await app.waitForFunction(() => window.languages.length === 1);
    expect(await app.evaluate(() => window.languages)).toEqual(['it']);
    expect(await app.evaluate(() => window.appLog)).toEqual([
      'warn: Dropping malformed pCat.changeLanguage: payload.language: not an allowed value',
    ]);
    await page.close();
  });
});
