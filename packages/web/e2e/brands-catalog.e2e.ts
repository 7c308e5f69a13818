/**
 * The catalog tab: the tree, breadcrumbs, c in the URL (kept on reload, cleared by clicking
 * the selected node), folder cards of each kind, and the phone's tree drawer.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { errorsOf, openPage, screenshot } from './harness';

/** Polls wait this long: the e2e server shares two cores with everything else. */
const SLOW = { timeout: 15_000 };

const crumbs = (page: Page) =>
  page
    .getByTestId('catalog-breadcrumbs')
    .locator('li:not(.MuiBreadcrumbs-separator)')
    .allInnerTexts();

// Each test loads several pages, some at two widths, on a shared two-core machine.
describe('catalog tab', { timeout: 180_000 }, () => {
  it('opens folders from the tree and the cards, with breadcrumbs and c in the URL', async () => {
    const page = await openPage('/brands/nordlys/catalog');
    const tree = page.getByTestId('catalog-tree');
    await tree.getByRole('button', { name: 'Jarl Collection', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('c'), SLOW).toMatch(/^col_/);
    await expect.poll(() => crumbs(page), SLOW).toEqual(['Catalog', 'Jarl Collection']);
    // The selected node opens and shows its families.
    await tree.getByRole('button', { name: 'Jarl Chairs', exact: true }).waitFor();

    // The family's card says how many models it holds; opening it shows them all.
    const family = page.locator('[data-tile="folder"]', { hasText: 'Jarl Chairs' });
    const count = Number(/(\d+) models?/.exec(await family.innerText())![1]);
    expect(count).toBeGreaterThan(0);
    await family.click();
    await expect
      .poll(() => crumbs(page), SLOW)
      .toEqual(['Catalog', 'Jarl Collection', 'Jarl Chairs']);
    const c = new URL(page.url()).searchParams.get('c')!;
    expect(c.split('/')).toHaveLength(2);
    const models = page.locator('[data-testid="model-card"]');
    await expect.poll(() => models.count(), SLOW).toBe(count);
    await screenshot(page, 'brand-catalog');

    // A reload shows the same place, with the path open in the tree.
    await page.reload();
    await expect
      .poll(() => crumbs(page), SLOW)
      .toEqual(['Catalog', 'Jarl Collection', 'Jarl Chairs']);
    const selected = tree.locator('[role="treeitem"][aria-selected="true"]');
    expect(await selected.locator('button').last().innerText()).toBe('Jarl Chairs');

    // Clicking the selected node clears the selection.
    await tree.getByRole('button', { name: 'Jarl Chairs', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('c'), SLOW).toBeNull();
    await expect.poll(() => crumbs(page), SLOW).toEqual(['Catalog']);

    // Breadcrumbs lead back up; back and forward work.
    await page.goBack();
    await expect
      .poll(() => crumbs(page), SLOW)
      .toEqual(['Catalog', 'Jarl Collection', 'Jarl Chairs']);
    await page
      .getByTestId('catalog-breadcrumbs')
      .getByRole('link', { name: 'Jarl Collection' })
      .click();
    await expect.poll(() => crumbs(page), SLOW).toEqual(['Catalog', 'Jarl Collection']);
    expect(errorsOf(page)).toEqual([]);
  });

  it('shows link, document and image folders with their chips and actions', async () => {
    const page = await openPage('/brands/nordlys/catalog');
    const link = page.locator('[data-tile="url"]');
    await link.waitFor();
    expect(await link.getByTestId('tile-chip').innerText()).toBe('Link');
    const anchor = link.locator('a');
    expect(await anchor.getAttribute('href')).toBe('https://www.nordlys.example');
    expect(await anchor.getAttribute('target')).toBe('_blank');

    const document = page.locator('[data-tile="document"]');
    expect(await document.getByTestId('tile-chip').innerText()).toBe('PDF');
    const href = await document.locator('a').getAttribute('href');
    expect(href).toMatch(/^\/api\/dataport\/v1\/[\w-]+\?cd=inline$/);
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    expect(file.headers()['content-disposition'] ?? 'inline').toMatch(/^inline/);

    const gallery = page.locator('[data-tile="image"]');
    expect(await gallery.getByTestId('tile-chip').innerText()).toBe('2 images');
    await gallery.locator('button').click();
    const dialog = page.getByRole('dialog', { name: 'Gallery' });
    await dialog.waitFor();
    expect(await dialog.getByRole('img').count()).toBe(2);
    await screenshot(page, 'brand-catalog-gallery');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'brand-catalog-root');
  });

  it('puts the tree in a drawer on a phone', async () => {
    const page = await openPage('/brands/nordlys/catalog', { viewport: 'phone' });
    await page.getByTestId('catalog-breadcrumbs').waitFor();
    expect(await page.getByTestId('catalog-tree').count()).toBe(0);
    await page.getByTestId('open-catalog-tree').click();
    const tree = page.getByTestId('catalog-tree');
    await tree.waitFor();
    await screenshot(page, 'brand-catalog-drawer');
    await tree.getByRole('button', { name: 'Sill Collection', exact: true }).click();
    await tree.waitFor({ state: 'detached' });
    await expect.poll(() => crumbs(page), SLOW).toEqual(['Catalog', 'Sill Collection']);
    await page.locator('[data-tile="folder"]').first().waitFor();
    await screenshot(page, 'brand-catalog');
  });
});
