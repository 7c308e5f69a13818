/**
 * Helpers of the statistics and insights e2e tests: watching the requests to our statistics
 * endpoint, and a visit that searches, opens a model, views it in 3D and downloads it.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const ENDPOINT = '/api/insights/matomo.php';

/** Every request to the statistics endpoint, with its body and (once known) its answer. */
export function watchStatistics(page: Page) {
  const sent: Array<{ body: string; status?: number }> = [];
  page.on('request', (request) => {
    if (!request.url().includes(ENDPOINT)) return;
    const entry: { body: string; status?: number } = { body: request.postData() ?? '' };
    sent.push(entry);
    void request.response().then((response) => (entry.status = response?.status()));
  });
  return sent;
}

/** Open the first model found, view it in 3D, download its glb; returns the model's id. */
export async function visit(page: Page): Promise<string> {
  const first = page.getByTestId('model-card').first();
  await first.waitFor({ timeout: 90_000 });
  const id = (await first.getAttribute('data-id')) ?? '';
  await first.click();
  await page.getByTestId('detail-3d-toggle').click({ timeout: 90_000 });
  await page.locator('model-viewer').waitFor({ timeout: 120_000 });
  const menuButton = page.getByTestId('detail-download');
  await expect.poll(() => menuButton.isEnabled(), { timeout: 90_000 }).toBe(true);
  await menuButton.click();
  const glb = page.getByTestId('download-glb');
  await glb.waitFor();
  const downloading = page.waitForEvent('download');
  await glb.click();
  await downloading;
  return id;
}
