/**
 * The host conversation's rules, on a server of its own with a short reply wait
 * (HOST_REPLY_TIMEOUT_MS=1500): a host that never answers gets the spec's timeout text,
 * malformed messages and messages from a foreign origin change nothing, and a host token
 * goes with the app's API calls as Authorization (a refused one makes the app ask the host
 * for a new one).
 */
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostLog, openHost } from './embedding-support';
import { openPage, startOwnServer, type RunningServer } from './harness';

let server: RunningServer;

beforeAll(async () => {
  server = await startOwnServer({ HOST_REPLY_TIMEOUT_MS: '1500' });
});
afterAll(() => server?.stop());

/** A page at `origin` that frames the app at `appUrl`; the frame once it has rendered. */
async function frameApp(page: Page, appUrl: string, waitForHeader = true): Promise<Frame> {
  await page.evaluate((src) => {
    const frame = Object.assign(document.createElement('iframe'), { src, id: 'app' });
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:9999';
    document.body.append(frame);
  }, appUrl);
  const frame = await (await page.waitForSelector('#app')).contentFrame();
  if (waitForHeader) await frame!.locator('header').first().waitFor();
  return frame!;
}

const envelope = (type: string, payload: unknown, id: string) => ({
  type,
  version: '1.8.0',
  id,
  payload,
});

/** Posts each message from the page to its app frame. */
const post = (page: Page, messages: unknown[]) =>
  page.evaluate((all) => {
    const target = document.querySelector<HTMLIFrameElement>('#app')!.contentWindow!;
    for (const message of all) target.postMessage(message, '*');
  }, messages);

describe('a host that never answers', () => {
  it("shows 'Timeout while waiting for message from integration host'", async () => {
    // The parent is a page of the app's own origin (allowed) that does not speak the protocol.
    const page = await openPage('/legal-notice', { baseURL: server.base });
    // Watched from the frame's start: the error toast shows 1.5 s after the app asks and goes
    // 4 s later, which on a busy machine can be before the header has rendered.
    const app = await frameApp(page, `${server.base}/?client=sketchup`, false);
    const toast = app.getByRole('alert');
    await toast.waitFor({ timeout: 30_000 });
    expect(await toast.textContent()).toContain(
      'Timeout while waiting for message from integration host',
    );
  });
});

describe('messages the app must not act on', () => {
  it('drops malformed ones and acts on the valid one after them', async () => {
    const page = await openPage('/legal-notice', { baseURL: server.base });
    const app = await frameApp(page, `${server.base}/?client=sketchup`);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await post(page, [
      'hello',
      { type: 'pCat.navigate', payload: { page: '/brands' } },
      envelope('pCat.navigate', { page: '//evil.example/x' }, 'h-1'),
      envelope('pCat.navigate', { page: 'https://evil.example/' }, 'h-2'),
      envelope('pCat.changeLanguage', { language: 'xx' }, 'h-3'),
      envelope('pCat.navigate', { page: 42 }, 'h-4'),
    ]);
    await page.waitForTimeout(1000);
    expect(await app.evaluate(() => location.pathname)).toBe('/');
    expect(await app.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(warnings.join('\n')).toMatch(/Dropping malformed pCat\.navigate/);

    await post(page, [envelope('pCat.navigate', { page: '/brands' }, 'h-5')]);
    await app.waitForFunction(
      () => location.pathname === '/brands' && location.search === '?client=sketchup',
    );
  });

  it('ignores a foreign origin and sends it nothing', async () => {
    const own = new URL(server.base);
    // The same server under another name is another origin, not in the allowed list.
    const foreign = `http://localhost:${own.port}`;
    const page = await openPage('/legal-notice', {
      baseURL: foreign,
      // Let the foreign page frame the app (its CSP allows only its own origin), so the
      // app's own check is what is tested.
      // The foreign page's own CSP (the app's) would not let it frame another origin either.
      beforeLoad: async (p) => {
        for (const url of [`${server.base}/?client=sketchup`, `${foreign}/legal-notice`]) {
          await p.route(url, async (route) => {
            // Pages answer only on PUBLIC_URL's host (the others are sent there): the foreign
            // page is the app's page fetched there and shown under the other name.
            const response = await route.fetch({ url: url.replace(foreign, server.base) });
            const headers = { ...response.headers() };
            delete headers['content-security-policy'];
            await route.fulfill({ response, headers });
          });
        }
      },
    });
    await page.evaluate(() => {
      (window as unknown as { received: unknown[] }).received = [];
      addEventListener('message', (e) =>
        (window as unknown as { received: unknown[] }).received.push(e.data),
      );
    });
    const app = await frameApp(page, `${server.base}/?client=sketchup`);
    await post(page, [envelope('pCat.navigate', { page: '/brands' }, 'h-1')]);
    await page.waitForTimeout(2500);
    expect(await app.evaluate(() => location.pathname)).toBe('/');
    expect(
      await page.evaluate(() => (window as unknown as { received: unknown[] }).received),
    ).toEqual([]);
  });
});

describe('a host token', () => {
  it('goes with API calls as Authorization; a refused one is asked for anew', async () => {
    const { page, app } = await openHost('/?client=sketchup', server.base);
    await app.locator('[data-testid=model-card]').first().waitFor();
    const authorized: string[] = [];
    page.on('request', (request) => {
      const header = request.headers().authorization;
      if (request.url().includes('/api/catalog/') && header) authorized.push(header);
    });
    await page.locator('#token input').fill('e2e-host-token');
    await page.getByRole('button', { name: 'pCat.updateUserAccessToken' }).click();
    await page.locator('#navigate input').fill('/materials');
    await page.getByRole('button', { name: 'pCat.navigate' }).click();
    await expect.poll(() => authorized).toContain('Bearer e2e-host-token');
    // Not a token of this catalogue: the server refuses it and the app asks the host.
    await expect.poll(() => hostLog(page)).toContain('pCatHost.invalidUserAccessToken');
  });
});
