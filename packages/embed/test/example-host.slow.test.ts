/**
 * The example host page (examples/host, built) in Chromium on one origin, framing the test
 * app page on another: its log panel, its configuration answer, each inbound message it
 * sends, and the import panel fed by pCatHost.download; its form never overrides the
 * address's display parameters, and a change to it reloads the catalogue at once.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { twoOrigins, type TwoOrigins } from './browser-harness';

const here = path.dirname(fileURLToPath(import.meta.url));
let origins: TwoOrigins;

beforeAll(async () => {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['run', 'build', '-w', '@vitrine/example-host'], {
    cwd: path.resolve(here, '../../..'),
    stdio: 'ignore',
  });
  origins = await twoOrigins();
});

afterAll(() => origins?.close());

async function openExample(params = ''): Promise<{ page: Page; app: Frame }> {
  const page = await origins.newPage();
  const app = `${origins.appOrigin}/app.html?allowed=${origins.hostOrigin}${params}`;
  await page.goto(`${origins.hostOrigin}/example/index.html?url=${encodeURIComponent(app)}`);
  await page.getByText('connected, protocol 1.8.0').waitFor();
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  return { page, app: frame! };
}

it('answers the configuration from its form, sends each message and lists imports', async () => {
  const { page, app } = await openExample();
  // Display settings nobody changed in the form are left to the address.
  expect(await app.evaluate(() => window.configuration)).toEqual({
    display: {},
    hostHandles: { download: true, configure: false, imageClick: false },
    allowedFormats: {},
  });
  const log = page.locator('#log');
  await expect.poll(() => log.textContent()).toContain('pCatHost.getConfiguration');
  await expect.poll(() => log.textContent()).toMatch(/pCat\.configuration\s+#host-\S+ ↩ #app-/);

  await page.locator('#language select').selectOption('fr');
  await page.getByRole('button', { name: 'pCat.changeLanguage' }).click();
  await page.locator('#navigate input').fill('/materials?q=oak');
  await page.getByRole('button', { name: 'pCat.navigate' }).click();
  await page.locator('#token input').fill('secret-token-123');
  await page.getByRole('button', { name: 'pCat.updateUserAccessToken' }).click();
  await app.waitForFunction(() => window.tokens.length === 1);
  expect(await app.evaluate(() => [window.languages, window.pages, window.tokens])).toEqual([
    ['fr'],
    ['/materials?q=oak'],
    ['secret-token-123'],
  ]);
  // The log shows the message but never the token.
  await page
    .locator('#log details')
    .first()
    .evaluate((d) => ((d as HTMLDetailsElement).open = true));
  expect(await log.textContent()).toContain('pCat.updateUserAccessToken');
  expect(await log.textContent()).not.toContain('secret-token-123');

  await app.evaluate((origin) => {
    void window.host.send('pCatHost.download', {
      item: {
        modelId: 'm7',
        entity: 'model',
        dataVersion: 3,
        title: 'Lounge chair',
        itemType: 'cad',
        ownerName: 'Nordform',
      },
      format: 'skp',
      files: [
        {
          format: 'skp',
          dataport: 'd7',
          name: 'lounge-chair.skp',
          size: 204800,
          isGenerated: false,
          kind: 'cad',
          url: `${origin}/api/dataport/v1/d7?cd=attachment`,
        },
      ],
    });
  }, origins.appOrigin);
  const imports = page.locator('#imports');
  await expect.poll(() => imports.textContent()).toContain('Lounge chair (Nordform) as SKP');
  expect(await imports.getByRole('link', { name: 'lounge-chair.skp' }).getAttribute('href')).toBe(
    `${origins.appOrigin}/api/dataport/v1/d7?cd=attachment`,
  );
  await page.getByRole('button', { name: /pCat.checkRevisions/ }).click();
  await expect.poll(() => imports.textContent()).toContain('changed (now 4)');
  await page.screenshot({ path: path.join(here, '../screenshots/example-host-desktop.png') });
  await page.close();
});

it('keeps the address’s display parameters and applies a change of its form at once', async () => {
  const { page, app } = await openExample('&noheader=true');
  expect(await page.locator('#display input[name=noHeader]').isChecked()).toBe(true);
  const display = (frame: Frame) =>
    frame.evaluate(async () => ((await window.configuration) as { display: object }).display);
  expect(await display(app)).toEqual({});
  await page.locator('#display input[name=snapshotButton]').check();
  await page.getByText('Applied: the catalogue reloaded with these settings.').waitFor();
  // A new frame: the catalogue asked again and got the change, and only the change.
  await expect
    .poll(async () => display((await (await page.$('iframe'))!.contentFrame())!))
    .toEqual({ snapshotButton: true });
  await page.close();
});
