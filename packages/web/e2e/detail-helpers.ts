/**
 * Helpers of the detail dialog's, the configurator's and the cards' e2e tests: finding
 * models through the real catalogue API, reading screenshots' pixels and QR codes, opening
 * downloaded zips, and waiting for the configurator's 3D view.
 */
import { strFromU8, unzipSync } from 'fflate';
import jsQR from 'jsqr';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { baseUrl, downloadedBytes } from './harness';

interface Hit {
  id: string;
  is_deprecated?: boolean;
}

/**
 * Model ids from the real search: the first published one, or deprecated ones; `base` and
 * `catalogBase` name another server or base path than the global setup's.
 */
export async function searchIds(
  body: object,
  base = baseUrl(),
  catalogBase = '/api/catalog',
): Promise<Hit[]> {
  const response = await fetch(`${base}${catalogBase}/v1/models/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: 0, size: 64, ...body }),
  });
  if (!response.ok) throw new Error(`search failed: ${response.status}`);
  return ((await response.json()) as { hits: Hit[] }).hits;
}

/** The demo's configurable sofa (nordlys "Fleks" series). */
export async function configurableSofaId(
  base = baseUrl(),
  catalogBase = '/api/catalog',
): Promise<string> {
  const hits = await searchIds(
    {
      query_string: 'Fleks sofa',
      types: ['cad'],
      filtering: [
        {
          operator: 'and',
          filters: [{ algorithm: 'exact_or', scope: 'owner_ids', values: ['nordlys'] }],
        },
      ],
    },
    base,
    catalogBase,
  );
  for (const hit of hits) {
    const answer = await fetch(`${base}/api/configurator/v1/models/${hit.id}`);
    if (!answer.ok) continue;
    const { configuration } = (await answer.json()) as {
      configuration?: { slots: { id: string }[] };
    };
    if (configuration?.slots.some((s) => s.id === 'upholstery')) return hit.id;
  }
  throw new Error('no configurable sofa in the demo');
}

/** Raw RGBA pixels of an element's screenshot. */
export async function pixelsOf(locator: Locator) {
  const png = await locator.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
}

/** The share of pixels that differ clearly from the given background colour. */
export async function nonBackgroundShare(locator: Locator, background: [number, number, number]) {
  const { data, width, height } = await pixelsOf(locator);
  let differing = 0;
  for (let i = 0; i < data.length; i += 4) {
    const distance =
      Math.abs(data[i]! - background[0]) +
      Math.abs(data[i + 1]! - background[1]) +
      Math.abs(data[i + 2]! - background[2]);
    if (distance > 40) differing += 1;
  }
  return differing / (width * height);
}

/** The text a QR code on screen encodes, read from its pixels. */
export async function readQr(locator: Locator): Promise<string | null> {
  const { data, width, height } = await pixelsOf(locator);
  return jsQR(data, width, height)?.data ?? null;
}

/** Clicks a download link and returns the downloaded bytes and suggested file name. */
export async function download(page: Page, link: Locator) {
  const [event] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    link.click(),
  ]);
  return { name: event.suggestedFilename(), bytes: await downloadedBytes(event) };
}

/** Zip entries in their stored order (usdz requires its first entry to be the scene). */
export function zipEntries(bytes: Uint8Array): Array<[string, Uint8Array]> {
  return Object.entries(unzipSync(bytes));
}

/** The OBJ text of a downloaded OBJ zip, checked to hold vertices and faces. */
export function objOfZip(bytes: Uint8Array): string {
  const files = zipEntries(bytes);
  const obj = files.find(([name]) => name.endsWith('.obj'));
  expect(obj, files.map(([name]) => name).join()).toBeDefined();
  const text = strFromU8(obj![1]);
  expect(text).toMatch(/^v -?\d/m);
  expect(text).toMatch(/^f \d/m);
  return text;
}

/** Waits until the configurator's 3D view shows the file of the current choices, drawn. */
export async function settled(frame: FrameLocator, page: Page) {
  const viewer = frame.getByTestId('configurator-3d');
  await viewer.waitFor({ timeout: 60_000 });
  await expect.poll(() => frame.locator('[role=progressbar]').count(), { timeout: 60_000 }).toBe(0);
  await viewer.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        if ((el as unknown as { loaded: boolean }).loaded) resolve();
        else el.addEventListener('load', () => resolve(), { once: true });
      }),
  );
  await page.waitForTimeout(800); // a few frames after load
  return viewer;
}
