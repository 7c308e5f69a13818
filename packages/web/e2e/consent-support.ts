/**
 * Helpers of the consent, legal and error e2e tests: the cookie dialog, models with a video,
 * a stand-in for the operator's statistics server, and every request a page makes.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Locator, Page } from 'playwright-core';
import { searchIds } from './detail-helpers';
import { baseUrl } from './harness';

/** The cookie dialog (spec 02 s.2). */
export const consentDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Cookies and privacy' });

/** The stored consent (local storage `cookieConsent`) of a page or frame. */
export async function storedConsent(
  where: Page | Frame,
): Promise<{ version: string; data: Record<string, unknown> }> {
  const raw = await where.evaluate(() => localStorage.getItem('cookieConsent'));
  return JSON.parse(raw ?? 'null') as { version: string; data: Record<string, unknown> };
}

/** Waits until dialogs and menus have faded in (for screenshots). */
export const settled = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiPopover-paper, .MuiDialog-paper')].every(
      (el) => getComputedStyle(el).opacity === '1',
    ),
  );

/** Every request the page makes from its first one, by URL. */
export function watchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** A published demo model with a Youtube reference (demo-data: about one in twelve). */
export async function modelWithVideo(base = baseUrl()): Promise<string> {
  const hits = await searchIds({ types: ['cad'], size: 256 }, base);
  const ids = hits.filter((h) => !h.is_deprecated).map((h) => h.id);
  const answer = await fetch(`${base}/api/catalog/v1/models/fetch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ids, fetch: { references: true } }),
  });
  const { models } = (await answer.json()) as {
    models: Array<{ id: string; references?: Array<{ category: string }> }>;
  };
  const found = models.find((m) => m.references?.some((r) => r.category === 'youtube'));
  if (!found) throw new Error('no demo model with a Youtube video');
  return found.id;
}

/** A stand-in for the operator's Matomo server: records what reaches it. */
export interface FakeAnalytics {
  url: string;
  paths: string[];
  /** The bodies requests carried (the tracker's bulk JSON). */
  bodies: string[];
  close(): Promise<void>;
}

export async function startFakeAnalytics(): Promise<FakeAnalytics> {
  const paths: string[] = [];
  const bodies: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    paths.push(request.url ?? '');
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (body) bodies.push(body);
      response.writeHead(204);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
