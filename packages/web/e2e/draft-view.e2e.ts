/**
 * The draft view as a brand's editor uses it (docs/BRANDS.md "Draft view"): the demo editor
 * (owner of nordlys) logs in, switches the draft view on from the account menu, sees the
 * red badge on a draft's card and in its detail, keeps the draft view across a typed
 * navigation (a reload), narrows to 'Drafts only', and switches it off again from the menu
 * without a reload; a link to the draft then offers its owner to switch it on again. A
 * second tab of the same browser starts without it (it is kept per tab).
 * Screenshots: draft-view-{menu,card,detail}-{desktop,phone}.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn } from './account-support';
import { demoAccount, errorsOf, openPage, screenshot, VIEWPORTS, waitForPath } from './harness';

const MODELS = '/brands/nordlys/models';

/** The number in "{n} results found". */
async function total(page: Page): Promise<number> {
  const text = await page
    .getByText(/\d+ results? found/)
    .first()
    .textContent();
  return Number(/(\d+)/.exec(text!.replace(/[,.\s]/g, ''))![1]);
}

/** Waits until menus and dialogs have finished fading in (for screenshots). */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiPopover-paper, .MuiDialog-paper')].every(
      (el) => getComputedStyle(el).opacity === '1',
    ),
  );

/** The first card with a state badge, scrolling the grid until one renders (it is virtual). */
async function badgedCard(page: Page) {
  const card = page.getByTestId('model-card').filter({ has: page.getByTestId('state-badge') });
  for (let i = 0; i < 40 && (await card.count()) === 0; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
  }
  return card.first();
}

/** Opens the account menu and flips the draft view's switch; the menu stays open. */
async function switchFromMenu(page: Page, on: boolean) {
  await page.getByRole('button', { name: /^Logged in as/ }).click();
  const item = page.getByRole('menuitemcheckbox', { name: /Show drafts/ });
  await item.click();
  await expect.poll(() => item.getAttribute('aria-checked')).toBe(String(on));
  await settled(page);
}

/** Switches on from the menu, then the badged card and its detail: screenshots of each. */
async function seeDrafts(page: Page): Promise<string> {
  await switchFromMenu(page, true);
  await screenshot(page, 'draft-view-menu');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.MuiPopover-root'));
  await page.getByText('Draft view', { exact: true }).waitFor();
  const card = await badgedCard(page);
  await expect.poll(() => card.getByTestId('state-badge').textContent()).toBe('Draft');
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'draft-view-card');
  const id = (await card.getAttribute('data-id'))!;
  await card.getByRole('button').first().click();
  const dialog = page.getByTestId('detail-dialog');
  await expect.poll(() => dialog.getByTestId('state-badge').first().textContent()).toBe('Draft');
  await settled(page);
  await screenshot(page, 'draft-view-detail');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  return id;
}

describe('draft view', () => {
  it('is switched on from the menu, badges drafts, lasts across navigation, and is switched off', async () => {
    const editor = demoAccount('brand editor');
    const page = await openPage(MODELS);
    await logIn(page, editor);
    await waitForPath(page, MODELS);
    const publicCount = await total(page);
    // Owners see the switch on their brand's page too; off for now.
    const brandSwitch = page.getByTestId('draft-view-switch').getByRole('switch');
    expect(await brandSwitch.isChecked()).toBe(false);

    const draftId = await seeDrafts(page);
    // The results refreshed without a reload: more than the public ones.
    await expect.poll(() => total(page)).toBeGreaterThan(publicCount);
    expect(await brandSwitch.isChecked()).toBe(true);

    // A typed navigation (a new page load in this tab) keeps it: the draft opens by its link.
    await page.goto(`${MODELS}?m=${draftId}`);
    const dialog = page.getByTestId('detail-dialog');
    await expect.poll(() => dialog.getByTestId('state-badge').first().textContent()).toBe('Draft');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByText('Draft view', { exact: true }).waitFor();

    // Drafts only: every card is a draft.
    await page.getByTestId('drafts-only-filter').getByRole('switch').click();
    await expect.poll(() => total(page)).toBeLessThan(publicCount);
    const cards = page.getByTestId('model-card');
    await cards.first().getByTestId('state-badge').waitFor();
    expect(await cards.count()).toBe(await cards.getByTestId('state-badge').count());
    await page.getByTestId('drafts-only-filter').getByRole('switch').click();

    // Off from the menu: no badge, the public results, no reload needed.
    await switchFromMenu(page, false);
    await page.keyboard.press('Escape');
    await expect.poll(() => total(page)).toBe(publicCount);
    expect(await page.getByText('Draft view', { exact: true }).count()).toBe(0);
    expect(await page.getByTestId('state-badge').count()).toBe(0);
    // The draft's link with the draft view off: not available, and to its owner a way to see it.
    await page.goto(`${MODELS}?m=${draftId}`);
    await page.getByText('This is not available anymore.').waitFor();
    await page.getByRole('button', { name: 'Show drafts' }).click();
    await expect.poll(() => dialog.getByTestId('state-badge').first().textContent()).toBe('Draft');
    expect(errorsOf(page)).toEqual([]);

    // Another tab of the same browser (logged in) starts without it; on a phone's width.
    const phone = await page.context().newPage();
    await phone.setViewportSize(VIEWPORTS.phone);
    await phone.goto(MODELS);
    await phone.getByRole('button', { name: /^Logged in as/ }).waitFor();
    expect(await phone.getByText('Draft view', { exact: true }).count()).toBe(0);
    await seeDrafts(phone);
  });
});
