/**
 * Every language at once: with the interface in English, "Stuhl" finds the chairs (shown
 * with their English titles) and says it matched in German; the search bar completes German
 * labels too; an English word gets no note.
 */
import { describe, expect, it } from 'vitest';
import { expectResultText, param, poll, searchTotal, TIMEOUT } from './browse-support';
import { openPage, screenshot } from './harness';

/** What the web app asks from an English browser: every language, English first. */
const ENGLISH_FIRST = [
  'en',
  'de',
  'cs',
  'da',
  'es',
  'fr',
  'it',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'sv',
  'tr',
];

describe('every language at once', { timeout: TIMEOUT }, () => {
  it.each(['desktop', 'phone'] as const)(
    'finds "Stuhl" with the interface in English and says it matched in German (%s)',
    async (viewport) => {
      const page = await openPage('/', { viewport, locale: 'en-US' });
      const box = page.getByRole('combobox', { name: 'Search in models' });
      await box.fill('Stuhl');
      await box.press('Enter');
      const total = await searchTotal({
        query_string: 'Stuhl',
        types: ['cad'],
        match_languages: ENGLISH_FIRST,
      });
      expect(total).toBeGreaterThan(0);
      await expectResultText(page, `${total} results found for "Stuhl"`);
      await page.getByTestId('matched-languages').getByText('Also found in German').waitFor();
      // The hits speak English: the first cards are chairs, titled so.
      const first = page.getByTestId('model-card').first();
      await poll(() => first.innerText()).toMatch(/Chair/);
      await screenshot(page, 'browse-languages-stuhl');
    },
  );

  it('completes a German category label typed in the English interface', async () => {
    const page = await openPage('/', { locale: 'en-US' });
    const box = page.getByRole('combobox', { name: 'Search in models' });
    await box.fill('Stüh');
    const category = page.getByRole('group', { name: 'Category' });
    await category.getByRole('option', { name: 'Stühle' }).waitFor();
  });

  it.each(['desktop', 'phone'] as const)(
    'mixes languages: "Stuhl oa" completes Oak and keeps "Stuhl" when it is chosen (%s)',
    async (viewport) => {
      const page = await openPage('/', { viewport, locale: 'en-US' });
      const box = page.getByRole('combobox', { name: 'Search in models' });
      await box.fill('Stuhl oa');
      const oak = page
        .getByRole('group', { name: 'Property value' })
        .getByRole('option', { name: 'Oak' });
      await oak.waitFor();
      await screenshot(page, 'browse-languages-mixed-suggestions');
      await oak.click();
      // Oak is a filter now; the German word stays the search text and finds oak chairs.
      await poll(() => param(page, 'q')).toBe('Stuhl');
      await expect.poll(() => box.inputValue()).toBe('Stuhl');
      await expectResultText(page, /^\d+ results? found for "Stuhl"$/);
      await page.getByTestId('model-card').first().waitFor();
      await screenshot(page, 'browse-languages-mixed-results');
    },
  );

  it('adds no note when the query matched in the interface language', async () => {
    const page = await openPage('/?q=chair', { locale: 'en-US' });
    await expectResultText(page, /^\d+ results found for "chair"$/);
    await page.getByTestId('model-card').first().waitFor();
    expect(await page.getByTestId('matched-languages').count()).toBe(0);
  });
});
