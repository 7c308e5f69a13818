/** The search bar: debounced q, grouped suggestions, history, keyboard, placeholders. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './harness';

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const VIEWPORTS = ['desktop', 'phone'] as const;

describe('search bar', () => {
  it.each(VIEWPORTS)(
    'writes the trimmed text to q after a pause and offers suggestions by group (%s)',
    async (viewport) => {
      {
        const page = await openPage('/', { viewport });
        const box = page.getByRole('combobox', { name: 'Search in models' });
        await box.fill('  nord ');
        await expect.poll(() => param(page, 'q')).toBe('nord');
        const list = page.getByRole('listbox', { name: 'Suggestions' });
        const brands = list.getByRole('group', { name: 'Brand' });
        await brands.getByRole('option', { name: 'Nordlys' }).waitFor();
        expect(await list.getByRole('group').count()).toBeGreaterThan(1);
        expect(await box.getAttribute('aria-expanded')).toBe('true');
        await screenshot(page, 'shell-search-suggestions');

        // Keyboard: down to the brand, Enter filters by it and drops the typed prefix.
        await box.press('ArrowDown');
        expect(await box.getAttribute('aria-activedescendant')).toBeTruthy();
        await box.press('Enter');
        await expect.poll(() => param(page, 'f')).toBe('{"owner":["nordlys"]}');
        expect(param(page, 'q')).toBeNull();
        expect(await box.inputValue()).toBe('');
      }
    },
  );

  it('a category suggestion filters by the category; Escape closes the list', async () => {
    const page = await openPage('/');
    const box = page.getByRole('combobox', { name: 'Search in models' });
    await box.fill('chai');
    const group = page.getByRole('group', { name: 'Category' });
    await group.getByRole('option').first().waitFor();
    await box.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await box.press('ArrowDown');
    await group.getByRole('option').first().click();
    await expect.poll(() => param(page, 'f')).toMatch(/^\{"category":\["[^"]+"\]\}$/);
  });

  it.each(VIEWPORTS)(
    'keeps a history per scope: shown when empty, Enter records, entries can be removed (%s)',
    async (viewport) => {
      {
        const page = await openPage('/', { viewport });
        const box = page.getByRole('combobox', { name: 'Search in models' });
        for (const term of ['sofa', 'lamp', 'chair']) {
          await box.fill(term);
          await box.press('Enter');
          await expect.poll(() => param(page, 'q')).toBe(term);
          // Enter closes the list.
          expect(await box.getAttribute('aria-expanded')).toBe('false');
        }
        await page.getByRole('button', { name: 'Clear search' }).click();
        await expect.poll(() => param(page, 'q')).toBeNull();
        const history = page.getByRole('listbox', { name: 'Recent searches' });
        await history.waitFor();
        expect(await history.getByRole('option').allInnerTexts()).toEqual([
          'chair',
          'lamp',
          'sofa',
        ]);
        await screenshot(page, 'shell-search-history');

        await history
          .getByRole('option', { name: 'lamp' })
          .getByTestId('remove-history-entry')
          .click();
        await expect
          .poll(() => history.getByRole('option').allInnerTexts())
          .toEqual(['chair', 'sofa']);
        const raw = await page.evaluate(() => localStorage.getItem('searchHistory'));
        const stored = JSON.parse(raw!) as {
          version: string;
          data: Array<{ term: string; scope: string }>;
        };
        expect(stored.version).toBe('1');
        expect(stored.data.map((e) => `${e.scope}:${e.term}`)).toEqual([
          'models:chair',
          'models:sofa',
        ]);

        // Picking an entry searches it; the materials scope has its own (empty) history.
        await history.getByRole('option', { name: 'sofa' }).click();
        await expect.poll(() => param(page, 'q')).toBe('sofa');
        await page.goto('/materials');
        const materials = page.getByRole('combobox', { name: 'Search in materials' });
        await materials.focus();
        expect(await materials.getAttribute('aria-expanded')).toBe('false');
        // Enter on an empty input searches (q stays absent) and closes the list.
        await materials.press('Enter');
        expect(param(page, 'q')).toBeNull();
      }
    },
  );

  it('Back steps through the searches one at a time, however each was made', async () => {
    const page = await openPage('/');
    const box = page.getByRole('combobox', { name: 'Search in models' });
    await box.fill('sofa');
    await box.press('Enter');
    await expect.poll(() => param(page, 'q')).toBe('sofa');
    // Typed and left to rest: the pause searches; Enter afterwards adds no second entry.
    await box.fill('lamp');
    await expect.poll(() => param(page, 'q')).toBe('lamp');
    await box.press('Enter');
    // Typing after a search starts a new entry rather than replacing the one searched.
    await box.fill('chair');
    await expect.poll(() => param(page, 'q')).toBe('chair');
    for (const previous of ['lamp', 'sofa', null]) {
      await page.goBack();
      await expect.poll(() => param(page, 'q')).toBe(previous);
      await expect.poll(() => box.inputValue()).toBe(previous ?? '');
    }
  });

  it('Ctrl+K and Cmd+K focus the search bar from anywhere', async () => {
    const page = await openPage('/brands');
    const box = page.getByRole('combobox', { name: 'Search in brands' });
    await page.locator('body').click({ position: { x: 5, y: 400 } });
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(false);
    await page.keyboard.press('Control+K');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.blur();
    await page.keyboard.press('Meta+K');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'shell-search-focus');
  });

  it('names the page it searches in its placeholder', async () => {
    const page = await openPage('/materials');
    await page.getByRole('combobox', { name: 'Search in materials' }).waitFor();
    await page.goto('/brands');
    await page.getByRole('combobox', { name: 'Search in brands' }).waitFor();
    await page.goto('/brands/nordlys/models');
    await page.getByRole('combobox', { name: 'Search in models of Nordlys' }).waitFor();
    await page.goto('/legal-notice');
    await page.getByRole('heading', { name: 'Legal notice' }).waitFor();
    expect(await page.getByRole('combobox').count()).toBe(0);
    const phone = await openPage('/brands/textura/materials', { viewport: 'phone' });
    await phone.getByRole('combobox', { name: 'Search in materials of Textura' }).waitFor();
    await screenshot(phone, 'shell-search-placeholder');
  });
});
