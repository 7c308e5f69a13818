/**
 * Helpers of the embedding e2e tests: the demo host (examples/host, served at
 * /examples/host/) framing the app, the app's frame, and screenshots for people under
 * screens/ at the desktop size hosts are built for (1280x800).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { baseUrl, openPage } from './harness';
import { root } from './harness/server';

export const HOST_VIEWPORT = { width: 1280, height: 800 };
const SCREENS = path.join(root, 'screens');

/** The demo host page framing the app at `appPath` (e.g. '/?client=sketchup'), connected. */
export async function openHost(
  appPath: string,
  base = baseUrl(),
): Promise<{ page: Page; app: Frame }> {
  const app = `${base}${appPath}`;
  const page = await openPage(`/examples/host/?url=${encodeURIComponent(app)}`, {
    baseURL: base,
  });
  await page.setViewportSize(HOST_VIEWPORT);
  await page.getByText('connected, protocol 1.8.0').waitFor();
  const frame = await (await page.waitForSelector('#catalogue')).contentFrame();
  return { page, app: frame! };
}

/** The host's message log as text. */
export const hostLog = (page: Page) => page.locator('#log').textContent();

/** Saves screens/{name}.png (the whole page, or one element). */
export async function screen(page: Page, name: string, selector?: string): Promise<void> {
  await mkdir(SCREENS, { recursive: true });
  const file = path.join(SCREENS, `${name}.png`);
  if (selector) await page.locator(selector).first().screenshot({ path: file });
  else await page.screenshot({ path: file });
}
