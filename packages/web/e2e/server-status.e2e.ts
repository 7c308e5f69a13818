/**
 * The server status end to end (spec 02 s.4, s.7): two servers of this file's own, the first
 * in maintenance (SERVER_STATUS) naming the second as its fallback (SERVER_FALLBACKS; the
 * second lets the first's pages call it, EMBED_ORIGINS). A page of the first reads
 * /server.json at start, moves its calls to the fallback and shows the catalogue from there:
 * searches and images come from the second server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchRequests } from './consent-support';
import { errorsOf, openPage, startOwnServer, type RunningServer } from './harness';
import { freePort } from './harness/mail';

let main: RunningServer;
let fallback: RunningServer;

beforeAll(async () => {
  const [mainPort, fallbackPort] = [await freePort(), await freePort()];
  const mainOrigin = `http://127.0.0.1:${mainPort}`;
  const fallbackOrigin = `http://127.0.0.1:${fallbackPort}`;
  // Both at once: each copies the demo data and starts a server.
  [fallback, main] = await Promise.all([
    startOwnServer({
      PORT: String(fallbackPort),
      PUBLIC_URL: fallbackOrigin,
      EMBED_ORIGINS: mainOrigin,
    }),
    startOwnServer({
      PORT: String(mainPort),
      PUBLIC_URL: mainOrigin,
      SERVER_STATUS: 'maintenance',
      SERVER_FALLBACKS: fallbackOrigin,
    }),
  ]);
}, 1_200_000);

afterAll(async () => {
  await main?.stop();
  await fallback?.stop();
});

describe('a server in maintenance', () => {
  it('tells the app, which moves its calls to the fallback server', async () => {
    const status = (await (await fetch(`${main.base}/server.json`)).json()) as unknown;
    expect(status).toEqual({
      status: { code: 'maintenance' },
      specification: { fallback: [fallback.base] },
    });
    let urls: string[] = [];
    const page = await openPage('/?q=chair', {
      baseURL: main.base,
      beforeLoad: async (p) => {
        urls = watchRequests(p);
      },
    });
    await expect.poll(() => urls.includes(`${main.base}/server.json`)).toBe(true);
    await expect
      .poll(() => urls.some((u) => u.startsWith(`${fallback.base}/api/catalog/v1/models/search`)))
      .toBe(true);
    // The cards show, their images served by the fallback.
    const card = page.getByTestId('model-card').first();
    await card.waitFor();
    await expect
      .poll(() => urls.some((u) => u.startsWith(`${fallback.base}/api/dataport/v1/`)))
      .toBe(true);
    expect(errorsOf(page)).toEqual([]);
  });
});
