/**
 * A brand's workspace (docs/IMPORT.md "The Import page", docs/WORKSPACE.md): the demo editor
 * opens Import from the account menu, checks a product list with a mistake (the report, filtered),
 * checks the corrected list, imports it (drafts), publishes, and finds the new model in
 * search; opens it, replaces its preview image, edits its title in German and French, saves
 * (a new version); a second tab saves a description meanwhile, and this tab's next save is
 * told what changed and keeps both. A visitor (a new browser context, in German) sees the
 * German title and the description.
 * Screenshots: workspace-{brand,report,published,editor,conflict}-{desktop,phone}.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './account-support';
import {
  demoAccount,
  errorsOf,
  openPage,
  screenshot,
  startOwnServer,
  VIEWPORTS,
  type RunningServer,
} from './harness';
import { freePort } from './harness/mail';

const ID = `e2e-kvist-${Date.now().toString(36)}`;
/** A 16×16 red PNG. */
const RED_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4YaNBEmIY1TCqYfhqAAAeBCwQMwPSngAAAABJRU5ErkJggg==';
const csv = (width: string) =>
  `id,title:en,description:en,width,article_number\n${ID},Kvist side table,Birch with a round top.,${width},KV-1\n`;

async function productList(width: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-workspace-'));
  const file = path.join(dir, 'products.csv');
  await writeFile(file, csv(width));
  return file;
}

/** Both widths of the page as it is now. */
async function shots(page: Page, name: string) {
  await screenshot(page, name, true);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.waitForTimeout(300);
  await screenshot(page, name, true);
  await page.setViewportSize(VIEWPORTS.desktop);
}

const jobOf = (page: Page) => new URL(page.url()).searchParams.get('job');

async function check(page: Page, file: string) {
  const before = jobOf(page);
  await page.getByTestId('import-file').setInputFiles(file);
  await page.getByTestId('import-check').click();
  // The new job, not the one shown before.
  await expect.poll(() => jobOf(page)).not.toBe(before);
  // Its panel: until the new job's answer arrives the panel may still show the one before.
  const status = page
    .locator(`[data-testid="import-job"][data-job-id="${jobOf(page)}"]`)
    .getByTestId('import-status');
  await expect.poll(() => status.textContent(), { timeout: 60_000 }).toMatch(/Checked|Failed/);
  return status.textContent();
}

// Imports, publishes and edits: on a server of its own, so the files reading the shared one
// (browse-scroll pages through the catalogue meanwhile) do not see it change.
let server: RunningServer;
beforeAll(async () => {
  const port = await freePort();
  server = await startOwnServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
}, 600_000);
afterAll(async () => server?.stop());

describe('workspace', () => {
  it('imports a product list, publishes it, and edits a title a visitor then sees', async () => {
    const page = await openPage('/brands/nordlys', { baseURL: server.base });
    await logIn(page, demoAccount('brand editor'));
    // The brand page offers Import to its owner; the account menu too.
    await page.getByTestId('brand-import').waitFor();
    await shots(page, 'workspace-brand');
    await page.getByRole('button', { name: /^Logged in as/ }).click();
    await page.getByTestId('import-menu').click();
    await page.getByRole('heading', { name: 'Import', level: 1 }).waitFor();
    // A list of one product: the brand's other items stay as they are.
    await page.getByLabel(/^Keep items/).check();

    // A mistake: the report names row and column; the filters narrow it.
    expect(await check(page, await productList('wide'))).toBe('Failed');
    const report = page.getByTestId('import-report');
    await expect.poll(() => report.getByTestId('import-problem').count()).toBeGreaterThan(0);
    expect(await report.getByTestId('import-problem').first().textContent()).toMatch(
      /products\.csv:2.*width/,
    );
    await report.getByLabel('Field').fill('width');
    await expect.poll(() => report.getByTestId('import-problem').count()).toBe(1);
    await expect.poll(() => page.getByTestId('import-run').isDisabled()).toBe(true);
    await shots(page, 'workspace-report');

    // Corrected: checked, imported as drafts, published.
    expect(await check(page, await productList('45 cm'))).toBe('Checked');
    await page.getByTestId('import-run').click();
    await page.getByTestId('import-publish').click();
    await page.getByTestId('import-published').waitFor();
    // The job is in the address: a reload shows it again.
    await page.reload();
    await page.getByTestId('import-published').waitFor();
    await shots(page, 'workspace-published');

    // Found in search, opened, edited in two languages.
    await page.goto(`/?q=${encodeURIComponent('Kvist side table')}`);
    const card = page.locator(`[data-testid="model-card"][data-id="${ID}"]`);
    await card.getByRole('button').first().click();
    const detail = page.getByTestId('detail-dialog');
    await detail.getByTestId('edit-item').click();
    await page.getByTestId('edit-title-en').waitFor();
    // A new preview image: stored by the file service, saved as a new version at once.
    await page.getByTestId('edit-preview-file').setInputFiles({
      name: 'kvist.png',
      mimeType: 'image/png',
      buffer: Buffer.from(RED_PNG, 'base64'),
    });
    const outcome = page
      .getByTestId('edit-saved')
      .or(page.getByTestId('edit-failed'))
      .or(page.getByTestId('edit-conflict'));
    expect(await outcome.first().textContent()).toMatch(/^Saved as version \d+\.$/);
    await page.getByTestId('edit-preview').waitFor();
    await page.getByTestId('edit-language-de').click();
    await page.getByTestId('edit-title-de').fill('Kvist Beistelltisch');
    await page.getByTestId('edit-language-fr').click();
    await page.getByTestId('edit-title-fr').fill('Table d’appoint Kvist');
    await page.getByTestId('edit-article-number').fill('KV-100');
    await shots(page, 'workspace-editor');
    await page.getByTestId('edit-files').scrollIntoViewIfNeeded();
    await shots(page, 'workspace-editor-files');
    // Save first shows what will change, before and after.
    await page.getByTestId('edit-save').click();
    const review = page.getByTestId('edit-review');
    expect(await review.getByRole('rowheader').allTextContents()).toEqual([
      'Title (Deutsch)',
      'Title (Français)',
      'Article number',
    ]);
    await expect.poll(() => review.getByRole('row').last().textContent()).toContain('KV-100');
    await shots(page, 'workspace-review');
    await page.getByTestId('edit-confirm').click();
    await page.getByTestId('edit-saved').waitFor();

    // Meanwhile a second tab saves a description; this tab's next save is told, keeps both.
    const other = await page.context().newPage();
    await other.goto(`/?m=${ID}`);
    await other.getByTestId('detail-dialog').getByTestId('edit-item').click();
    await other.getByRole('textbox', { name: 'Description' }).first().fill('Solid birch.');
    await other.getByTestId('edit-save').click();
    await other.getByTestId('edit-confirm').click();
    await other.getByTestId('edit-saved').waitFor();
    await other.close();
    await page.getByTestId('edit-language-sv').click();
    await page.getByTestId('edit-title-sv').fill('Kvist sidobord');
    await page.getByTestId('edit-save').click();
    await page.getByTestId('edit-confirm').click();
    expect(await page.getByTestId('edit-conflict').textContent()).toContain(
      'They changed: Description (English).',
    );
    expect(await page.getByTestId('edit-title-sv').inputValue()).toBe('Kvist sidobord');
    // Said in the editor, not as an error toast too.
    expect(await page.getByText(/Something went wrong/).count()).toBe(0);
    await shots(page, 'workspace-conflict');
    await page.getByTestId('edit-save').click();
    await page.getByTestId('edit-confirm').click();
    await page.getByTestId('edit-saved').waitFor();
    expect(errorsOf(page)).toEqual([]);

    // A visitor, in German, sees the new title.
    const visitor = await openPage(`/?m=${ID}`, { locale: 'de-DE', baseURL: server.base });
    await visitor
      .getByTestId('detail-dialog')
      .getByRole('heading', { name: 'Kvist Beistelltisch' })
      .waitFor();
    await visitor.getByText('Solid birch.').first().waitFor();
  });

  it("edits the brand's own page: the slogan in German, reviewed, then on the page", async () => {
    const page = await openPage('/brands/nordlys', { baseURL: server.base });
    await logIn(page, demoAccount('brand editor'));
    await page.getByTestId('brand-edit').click();
    await page.getByTestId('brand-edit-language-de').click();
    await page.getByTestId('brand-edit-slogan-de').fill('Möbel mit Seele');
    await page.getByTestId('brand-edit-save').click();
    const review = page.getByTestId('edit-review');
    expect(await review.getByRole('rowheader').allTextContents()).toEqual(['Slogan (Deutsch)']);
    expect(await review.getByRole('row').last().textContent()).toContain('Möbel mit Seele');
    await shots(page, 'workspace-brand-review');
    await page.getByTestId('brand-edit-confirm').click();
    await page.getByTestId('brand-edit-saved').waitFor();
    expect(errorsOf(page)).toEqual([]);
    const visitor = await openPage('/brands/nordlys', { locale: 'de-DE', baseURL: server.base });
    await visitor.getByText('Möbel mit Seele').first().waitFor();
  });
});
