/**
 * The brand insights page end to end (docs/INSIGHTS.md "The insights page"), on a server of
 * its own so the counts are this test's alone: a visitor with Statistics consent searches a
 * brand's models, opens one, views it in 3D and downloads it; the brand's editor then logs
 * in, adds a model to favourites (the event carries the brand), finds Insights in the
 * account menu and on the brand's page, and sees it all in the totals and in the charts'
 * table view (the format, the model by its title, the search words). Logged out the page
 * asks to log in; another user is told the figures are not theirs (the server's 403). The
 * no-consent case is statistics.e2e.ts's.
 * Screenshots: insights-brand, insights-table.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, startAccountServer, type Account } from './account-support';
import { errorsOf, openPage, screenshot, type RunningServer } from './harness';
import { visit, watchStatistics } from './statistics-support';

const BRAND = 'nordlys';
const WORD = 'oak';

let server: RunningServer;
let visitor: Account;
let editor: Account;

beforeAll(async () => {
  ({ server, visitor, editor } = await startAccountServer());
});
afterAll(() => server?.stop());

/** A figure's table: switched from its chart, its rows as text. */
async function tableRows(page: Page, figure: string): Promise<string[]> {
  const card = page.getByTestId(`insights-${figure}`);
  await card.getByRole('button', { name: 'Table' }).click();
  const rows = card.locator('tbody tr');
  await rows.first().waitFor();
  return rows.allInnerTexts();
}

const total = (page: Page, action: string) =>
  page.getByTestId(`insights-total-${action}`).getByTestId('insights-total-value').textContent();

describe('insights', () => {
  it("shows a brand's editor the visits to its models; refuses others", async () => {
    let sent: ReturnType<typeof watchStatistics> = [];
    const page = await openPage(`/brands/${BRAND}/models?q=${WORD}`, {
      baseURL: server.base,
      consent: { statistics: true },
      beforeLoad: async (p) => void (sent = watchStatistics(p)),
    });
    const itemId = await visit(page);
    const all = () => decodeURIComponent(sent.map((s) => s.body).join('\n'));
    await expect.poll(() => all().includes('e_a=download'), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => sent.every((s) => s.status === 200), { timeout: 30_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('detail-dialog').waitFor({ state: 'detached' });

    // The editor, logged in, adds a model to favourites: the event names its brand too.
    await logIn(page, editor);
    await page.getByTestId('model-card').first().getByTestId('favorite-button').click();
    const lists = page.getByRole('dialog', { name: 'Save to lists' });
    await lists.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Favorites saved.').waitFor();
    await expect
      .poll(() => /e_a=favourite_add[^"]*dimension2=nordlys/.test(all()), { timeout: 30_000 })
      .toBe(true);
    await expect.poll(() => sent.every((s) => s.status === 200), { timeout: 30_000 }).toBe(true);

    // Insights in the account menu and on the brand's own page.
    await page.getByRole('button', { name: /^Logged in as/ }).click();
    await page.getByRole('menuitem', { name: 'Insights' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('brand-insights').click();
    await page.waitForURL(`**/insights/${BRAND}`);
    await page.getByRole('heading', { level: 1, name: /^Insights: / }).waitFor();
    await expect.poll(() => total(page, 'detail_open')).toBe('1');
    expect(await total(page, 'view_3d')).toBe('1');
    expect(await total(page, 'download')).toBe('1');
    expect(await total(page, 'favourite_add')).toBe('1');
    expect(await total(page, 'contact_mail')).toBe('0');
    await page.getByTestId('insights-over-time').locator('svg').first().waitFor();
    await screenshot(page, 'insights-brand', true);

    expect(await tableRows(page, 'formats')).toEqual([expect.stringMatching(/^glb\s+1$/)]);
    expect(await tableRows(page, 'search-terms')).toEqual([expect.stringMatching(/^oak\s+1$/)]);
    // The model by its title (fetched), then its id and its one download.
    const models = page.getByTestId('insights-models');
    await tableRows(page, 'models');
    const cells = models.locator('tbody tr').first().locator('td');
    await expect.poll(() => cells.nth(1).textContent()).toBe(itemId);
    await expect.poll(() => cells.first().textContent()).not.toBe(itemId);
    expect(await cells.nth(2).textContent()).toBe('1');
    await screenshot(page, 'insights-table', true);

    // Logged out the page asks to log in; the visitor owns no brand: a plain refusal.
    await page.getByRole('button', { name: /^Logged in as/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('The insights are for the owners of a brand').waitFor();
    await logIn(page, visitor);
    await page.waitForURL(`**/insights/${BRAND}`);
    await page.getByText('You can only see the figures of brands you own.').waitFor();
    expect(await page.getByTestId('insights-totals').count()).toBe(0);
    expect(errorsOf(page)).toEqual([]);
  });
});
