/**
 * The web app and the configurator on a server whose APIs live elsewhere
 * (CATALOG_BASE_PATH=/x/catalog, DATAPORT_BASE_PATH=/x/files): the server writes the paths
 * into the pages it serves (runtime settings), so the same build finds them, from
 * index.html's early requests to the configurator's download link, and nothing asks the
 * default paths. Screenshots: base-paths-{models,detail,configurator}-{desktop,phone}.png.
 */
import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurableSofaId, download, settled, zipEntries } from './detail-helpers';
import { errorsOf, openPage, screenshot, startOwnServer, type RunningServer } from './harness';

const CATALOG = '/x/catalog';
const FILES = '/x/files';
const SLOW = 300_000;

let server: RunningServer;

beforeAll(async () => {
  server = await startOwnServer({ CATALOG_BASE_PATH: CATALOG, DATAPORT_BASE_PATH: FILES });
}, 600_000);

afterAll(async () => {
  await server?.stop();
});

interface Traffic {
  /** 'METHOD /path' of every request to the server. */
  requests: string[];
  /** Requests to the server that failed or answered 4xx/5xx. */
  failed: string[];
}

/** Records the page's (and its frames') requests to the server. */
function watch(page: Page): Traffic {
  const traffic: Traffic = { requests: [], failed: [] };
  const ours = (request: Request) => request.url().startsWith(server.base);
  const name = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;
  page.on('request', (request) => ours(request) && traffic.requests.push(name(request)));
  page.on('requestfailed', (request) => {
    // A request the app cancels (a newer search, a closed dialog) is not a failure.
    if (ours(request) && !/ERR_ABORTED/.test(request.failure()?.errorText ?? '')) {
      traffic.failed.push(`${name(request)}: ${request.failure()?.errorText}`);
    }
  });
  page.on('response', (response) => {
    if (ours(response.request()) && response.status() >= 400) {
      traffic.failed.push(`${name(response.request())}: ${response.status()}`);
    }
  });
  return traffic;
}

/** Opens `path` on the server with the other base paths, recording its traffic. */
async function open(path: string, viewport: 'desktop' | 'phone') {
  let traffic: Traffic | undefined;
  const page = await openPage(path, {
    viewport,
    baseURL: server.base,
    beforeLoad: async (p) => (traffic = watch(p)),
  });
  return { page, traffic: traffic! };
}

/** Waits until the image has loaded from the file service under its new path. */
async function loadedFromFiles(image: Locator) {
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await image.getAttribute('src')).toMatch(new RegExp(`^${FILES}/v1/`));
}

/** Nothing went to the default paths, and nothing failed. */
function expectOnlyNewPaths(traffic: Traffic) {
  expect(traffic.requests.filter((r) => / \/api\/(catalog|dataport)\b/.test(r))).toEqual([]);
  expect(traffic.failed).toEqual([]);
}

describe('custom base paths', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(
      `lists models with images, searches and opens a model (${viewport})`,
      { timeout: SLOW },
      async () => {
        const { page, traffic } = await open('/', viewport);
        const cards = page.getByTestId('model-card');
        await loadedFromFiles(cards.first().locator('img').first());
        // index.html's early search went to the new path, and the app took its answer over.
        const searches = () =>
          traffic.requests.filter((r) => r === `POST ${CATALOG}/v1/models/search`);
        expect(searches()).toHaveLength(1);
        await screenshot(page, 'base-paths-models');

        // A search: the grid shows its results.
        const box = page.getByRole('combobox', { name: 'Search in models' });
        const answered = page.waitForResponse(
          (r) =>
            r.url() === `${server.base}${CATALOG}/v1/models/search` &&
            /"query_string":"sofa"/.test(r.request().postData() ?? '') &&
            /"size":64/.test(r.request().postData() ?? ''),
        );
        await box.fill('sofa');
        await box.press('Enter');
        expect((await answered).status()).toBe(200);
        await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('sofa');
        await expect.poll(() => cards.first().textContent()).toMatch(/sofa/i);

        // The detail dialog, its images, the brand's name and the related items.
        await cards.first().locator('.MuiCardActionArea-root').click();
        const dialog = page.getByTestId('detail-dialog');
        await dialog.getByTestId('detail-specification').waitFor({ timeout: 60_000 });
        await loadedFromFiles(dialog.locator(`img[src^="${FILES}/v1/"]`).first());
        await expect.poll(() => dialog.getByTestId('detail-brand').textContent()).not.toBe('');
        await dialog
          .getByTestId('detail-related')
          .getByTestId('model-card')
          .first()
          .waitFor({ timeout: 60_000 });
        await page.waitForTimeout(500);
        await screenshot(page, 'base-paths-detail');

        expectOnlyNewPaths(traffic);
        expect(traffic.requests.some((r) => r.startsWith(`POST ${FILES}/v1/meta`))).toBe(true);
        expect(errorsOf(page)).toEqual([]);
      },
    );
  }

  for (const viewport of ['desktop', 'phone'] as const) {
    it(
      `configures a model and downloads the variant (${viewport})`,
      { timeout: SLOW },
      async () => {
        // Found through the catalogue under its new path.
        const id = await configurableSofaId(server.base, CATALOG);
        const { page, traffic } = await open(`/?configuration=${id}`, viewport);
        await page.getByRole('dialog', { name: 'Configurator' }).waitFor();
        const frame = page.frameLocator('iframe[title="3D configurator"]');
        await settled(frame, page);

        // The swatches' images and the catalogue's materials come from the new paths.
        const upholstery = frame.getByRole('region', { name: 'Choose a material for Upholstery' });
        const swatch = upholstery.locator('button[aria-pressed=false]:has(img)').first();
        await loadedFromFiles(swatch.locator('img'));
        const material = (await swatch.getAttribute('aria-label'))!;
        await swatch.click();
        await upholstery.getByRole('button', { name: material, pressed: true }).waitFor();
        const viewer = await settled(frame, page);
        // React sets src as the element's property (as given: a path).
        const shown = await viewer.evaluate((el) => (el as unknown as { src: string }).src);
        expect(new URL(shown, server.base).pathname).toMatch(new RegExp(`^${FILES}/v1/`));
        await screenshot(page, 'base-paths-configurator');

        await frame.getByLabel('Format').click();
        await frame.getByRole('option', { name: 'OBJ' }).click();
        const link = frame.getByRole('link', { name: 'Download' });
        expect(await link.getAttribute('href')).toMatch(
          new RegExp(`^${FILES}/v1/.+/cadify\\?f=obj`),
        );
        const file = await download(page, link);
        expect(zipEntries(file.bytes).map(([name]) => name)).toContain('model.obj');

        expectOnlyNewPaths(traffic);
        expect(traffic.requests).toContain(`POST ${CATALOG}/v1/models/search`);
        expect(traffic.requests).toContain(`GET ${FILES}/v1/service`);
        expect(errorsOf(page)).toEqual([]);
      },
    );
  }
});
