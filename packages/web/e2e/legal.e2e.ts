/**
 * The legal pages end to end: the operator's texts (the demo's, packages/server/legal) on
 * /legal-notice, /terms-of-use and /data-privacy in the visitor's language (English and
 * German here), and the privacy policy full screen from the cookie dialog, back to the dialog
 * when closed. Screenshots: legal-privacy, legal-notice-de, consent-privacy, each
 * -{desktop,phone}.
 */
import { describe, expect, it } from 'vitest';
import { consentDialog, settled } from './consent-support';
import { errorsOf, openPage, screenshot } from './harness';

describe('legal pages', () => {
  it('show the operator’s texts in English and in German', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const privacy = await openPage('/data-privacy', { viewport });
      await privacy.getByRole('heading', { name: 'Data privacy', level: 1 }).waitFor();
      const text = privacy.getByTestId('legal-text');
      await text.getByRole('heading', { name: 'Only with your consent' }).waitFor();
      await text.getByText(/this installation collects no statistics/).waitFor();
      expect(await text.getAttribute('lang')).toBe('en');
      await screenshot(privacy, 'legal-privacy');

      const notice = await openPage('/legal-notice', { viewport, locale: 'de-DE' });
      await notice.getByRole('heading', { name: 'Impressum', level: 1 }).waitFor();
      const german = notice.getByTestId('legal-text');
      await german.getByText(/Demonstrationsinstallation von Vitrine/).waitFor();
      expect(await german.getAttribute('lang')).toBe('de');
      expect(await notice.title()).toBe('Impressum | Vitrine');
      await screenshot(notice, 'legal-notice-de');

      const terms = await openPage('/terms-of-use', { viewport, locale: 'de-DE' });
      await terms.getByRole('heading', { name: 'Nutzungsbedingungen', level: 1 }).waitFor();
      await terms.getByTestId('legal-text').getByRole('heading', { name: 'Haftung' }).waitFor();
      for (const page of [privacy, notice, terms]) expect(errorsOf(page)).toEqual([]);
    }
  });

  it('open full screen from the cookie dialog, which is there again when closed', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openPage('/', { viewport, consent: 'undecided' });
      const dialog = consentDialog(page);
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Data privacy' }).click();
      const full = page.getByRole('dialog', { name: 'Data privacy' });
      await full
        .getByTestId('legal-text')
        .getByText(/Youtube/)
        .first()
        .waitFor();
      const box = await full.boundingBox();
      const size = page.viewportSize()!;
      expect(box).toMatchObject({ x: 0, y: 0, width: size.width, height: size.height });
      await settled(page);
      await screenshot(page, 'consent-privacy');
      await full.getByRole('button', { name: 'Close' }).click();
      await full.waitFor({ state: 'hidden' });
      await dialog.getByRole('button', { name: 'Legal notice' }).click();
      await page
        .getByRole('dialog', { name: 'Legal notice' })
        .getByText(/Vitrine/)
        .first()
        .waitFor();
    }
  });
});
