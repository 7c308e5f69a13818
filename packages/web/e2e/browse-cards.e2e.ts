/**
 * The buttons under a card in the grid: Download opens the detail dialog's menu (its code
 * loaded only once a visitor reaches for the button) and downloads a generated format;
 * Configure shows on configurable models only and opens the configurator over the grid.
 * Screenshots at phone and desktop sizes go to packages/web/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { param, TIMEOUT } from './browse-support';
import { download, objOfZip, settled } from './detail-helpers';
import { errorsOf, openPage, screenshot } from './harness';

const VIEWPORTS = ['desktop', 'phone'] as const;

const brandGrid = (owner: string, query = '') =>
  `/?${query ? `q=${query}&` : ''}f=${encodeURIComponent(JSON.stringify({ owner: [owner] }))}`;

/** Scripts the page has requested so far. */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );

describe('card buttons', { timeout: TIMEOUT }, () => {
  for (const viewport of VIEWPORTS) {
    it(`downloads a generated OBJ from a card's menu (${viewport})`, async () => {
      // wisla's models are glb files, so cadify offers the other formats.
      const page = await openPage(brandGrid('wisla'), { viewport });
      const card = page
        .locator('[data-testid=model-card]:has(.MuiCardActionArea-root:not(.Mui-disabled))')
        .first();
      const button = card.getByRole('button', { name: 'Download' });
      await button.waitFor();
      // None of these models is configurable: no Configure button at all.
      expect(await page.getByRole('button', { name: 'Configure' }).count()).toBe(0);
      // The menu's code is not part of the grid's.
      expect((await scripts(page)).filter((s) => s.includes('CardDownloadMenu'))).toEqual([]);

      const buttonId = await button.getAttribute('id');
      await button.click();
      const obj = page.getByTestId('download-obj');
      await obj.waitFor();
      // The menu is named by its button (the page behind is hidden from screen readers now).
      expect(await page.getByRole('menu').getAttribute('aria-labelledby')).toBe(buttonId);
      // It opens at its button, even when the button was drawn anew in between.
      const at = (await page.locator(`[id="${buttonId}"]`).boundingBox())!;
      const menu = (await page.getByRole('menu').boundingBox())!;
      expect(Math.abs(menu.x - at.x)).toBeLessThan(48);
      expect(Math.abs(menu.y - (at.y + at.height))).toBeLessThan(48);
      expect(await obj.textContent()).toContain('converted from GLB');
      expect(await page.getByTestId('download-glb').textContent()).toMatch(/\d+(\.\d)? KB/);
      expect(await page.getByRole('menuitem').allTextContents()).not.toContain('OBX');
      await page.waitForTimeout(400); // the menu's opening transition
      await screenshot(page, 'card-download-menu');

      const file = await download(page, obj);
      expect(file.name).toMatch(/\.zip$/);
      objOfZip(file.bytes);
      // The link downloads: the grid stays, no dialog opened.
      await page.getByRole('menu').waitFor({ state: 'detached' });
      expect(param(page, 'm')).toBeNull();
      expect(errorsOf(page)).toEqual([]);
    });
  }

  it("offers a material's package and maps, once they are known", async () => {
    const page = await openPage('/materials');
    // Slow file meta: the menu says it is loading rather than growing under the pointer.
    await page.route('**/api/dataport/v1/meta', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const button = page.getByTestId('model-card').first().getByRole('button', { name: 'Download' });
    await button.click();
    const loading = page.getByRole('menuitem', { name: 'Loading…' });
    await loading.waitFor();
    expect(await page.getByRole('menuitem').count()).toBe(1);
    await page.waitForTimeout(400); // the menu's opening transition
    await screenshot(page, 'card-download-loading');
    await page.getByTestId('download-package').waitFor();
    expect(await loading.count()).toBe(0);
    const basecolor = page.getByTestId('download-basecolor');
    expect(await basecolor.textContent()).toMatch(/^Base colour \((JPG|PNG)\)\d/);
    const file = await download(page, basecolor);
    // A JPEG or PNG, by its first bytes.
    expect([0xff, 0x89]).toContain(file.bytes[0]);
  });

  for (const viewport of VIEWPORTS) {
    it(`opens the configurator from a configurable model's card (${viewport})`, async () => {
      // nordlys's "Fleks" series is configurable (docs/CONFIGURATOR.md).
      const page = await openPage(brandGrid('nordlys', 'Fleks'), { viewport });
      const card = page
        .getByTestId('model-card')
        .filter({ has: page.getByRole('button', { name: 'Configure' }) })
        .first();
      await card.waitFor();
      const id = await card.getAttribute('data-id');
      await page.waitForTimeout(500); // images in
      await screenshot(page, 'card-configure');
      await card.getByRole('button', { name: 'Configure' }).click();
      await page.getByRole('dialog', { name: 'Configurator' }).waitFor();
      expect(param(page, 'configuration')).toBe(id);
      expect(param(page, 'm')).toBeNull();
      await settled(page.frameLocator('iframe[title="3D configurator"]'), page);
      await screenshot(page, 'card-configurator');
      await page.getByRole('button', { name: 'Close the configurator' }).click();
      await expect.poll(() => param(page, 'configuration')).toBeNull();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(errorsOf(page)).toEqual([]);
    });
  }

  it("shows a card button's tooltip on keyboard focus and on hover; its arrival moves no focus", async () => {
    const page = await openPage('/');
    const download = page.getByRole('button', { name: 'Download' });
    const card = page.getByTestId('model-card').filter({ has: download }).first();
    const button = card.getByRole('button', { name: 'Download' });
    await button.waitFor();
    // Focused before the tooltip's code is there: the button keeps the focus when it comes.
    await button.focus();
    const tooltip = page.getByRole('tooltip');
    await expect.poll(() => tooltip.textContent(), { timeout: 10_000 }).toBe('Download');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Download',
    );
    expect(await button.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    await page.waitForTimeout(300); // the tooltip's opening transition
    await screenshot(page, 'card-tooltip-focus');
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });

    // The favourite button names itself on hover (a visitor gets the login dialog on click).
    await card.getByRole('button', { name: 'Add to favorites' }).hover();
    await expect.poll(() => tooltip.textContent()).toBe('Add to favorites');
    await page.waitForTimeout(300);
    await screenshot(page, 'card-tooltip-hover');
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'detached' });
    expect(errorsOf(page)).toEqual([]);
  });
});
