/**
 * Cookie consent end to end (spec 02 s.2, s.4, s.6), on a server of this file's own with a
 * statistics server configured (a local stand-in for Matomo) and the operator's company
 * site: a first visit gets the dialog, and nothing that needs consent loads, runs or sends a
 * request before it is given (the network watched from the first request): no statistics,
 * no error report, no Youtube; the detail dialog's video says why and offers to allow it.
 * Given, each starts. The dialog opens again when the stored keys lack a current option;
 * Cookie settings reopens it from the account menu and the phone menu, for visitors not
 * logged in; a host's consent closes it. Screenshots: consent-dialog, consent-video-placeholder,
 * consent-account-menu, each -{desktop,phone}.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consentDialog,
  modelWithVideo,
  settled,
  startFakeAnalytics,
  storedConsent,
  watchRequests,
  type FakeAnalytics,
} from './consent-support';
import { errorsOf, openPage, screenshot, startOwnServer, type RunningServer } from './harness';

let server: RunningServer;
let analytics: FakeAnalytics;
let videoModel: string;

beforeAll(async () => {
  analytics = await startFakeAnalytics();
  server = await startOwnServer({
    ANALYTICS_URL: analytics.url,
    ANALYTICS_SITE_ID: '3',
    COMPANY_SITE_URL: 'https://www.vitrine.example/about',
    COMPANY_SITE_LABEL: 'Vitrine GmbH',
  });
  videoModel = await modelWithVideo(server.base);
}, 600_000);

afterAll(async () => {
  await server?.stop();
  await analytics?.close();
});

/** Youtube is outside: its player is a stand-in page, so no test depends on the internet. */
const youtubeStandIn = (page: Page) =>
  page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>A video</p>' }),
  );

/** An error nobody catches, as a fault of the app would throw. */
const throwUncaught = (page: Page, message: string) =>
  page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);

const needsConsent = (urls: string[]) =>
  urls.filter(
    (url) =>
      url.startsWith(analytics.url) ||
      url.includes('/api/reports/') ||
      /youtube|clarity\.ms|sentry/.test(url),
  );

describe('a first visit', () => {
  it('asks, and nothing that needs consent happens before it is given', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      let urls: string[] = [];
      const page = await openPage('/', {
        viewport,
        consent: 'undecided',
        baseURL: server.base,
        beforeLoad: async (p) => {
          urls = watchRequests(p);
          await youtubeStandIn(p);
        },
      });
      const dialog = consentDialog(page);
      await dialog.waitFor();
      for (const option of ['Required', 'Diagnostics', 'Statistics', 'Youtube']) {
        await dialog.getByLabel(option).waitFor();
      }
      expect(await dialog.getByLabel('Required').isChecked()).toBe(true);
      expect(await dialog.getByLabel('Required').isDisabled()).toBe(true);
      expect(await dialog.getByLabel('Diagnostics').isChecked()).toBe(false);
      // Clarity is only for the organisations configured for it.
      expect(await dialog.getByLabel('Clarity').count()).toBe(0);
      // Statistics are configured here: the dialog says by whom.
      await dialog.getByText(/Matomo/).waitFor();
      // The two choices weigh the same, and the focus is on the dialog, on neither of them.
      const buttons = dialog.getByRole('button', { name: /^(Confirm selection|Select all)$/ });
      expect(await buttons.count()).toBe(2);
      const looks = await buttons.evaluateAll((all) =>
        all.map((b) => {
          const style = getComputedStyle(b);
          return `${style.backgroundColor} ${style.color} ${style.fontWeight}`;
        }),
      );
      expect(looks[0]).toBe(looks[1]);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
        'dialog',
      );
      await settled(page);
      await screenshot(page, 'consent-dialog');

      // Undecided, the dialog cannot be dismissed.
      await page.keyboard.press('Escape');
      await dialog.waitFor();
      await throwUncaught(page, 'E2E fault before consent');

      // Nothing allowed: the visitor browses on, opens a model with a video.
      await dialog.getByRole('button', { name: 'Confirm selection' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.goto(`/?m=${videoModel}`);
      const videos = page.getByTestId('detail-videos');
      await videos.locator('.MuiAccordionSummary-root').click();
      const placeholder = videos.getByTestId('video-placeholder');
      await placeholder.getByText(/only with your consent/).waitFor();
      await settled(page);
      await screenshot(page, 'consent-video-placeholder');
      await throwUncaught(page, 'E2E fault without diagnostics');
      await page.waitForTimeout(1500);
      expect(needsConsent(urls), viewport).toEqual([]);
      expect(analytics.paths).toEqual([]);
      expect((await storedConsent(page)).data).toMatchObject({
        required: true,
        diagnostics: false,
        statistics: false,
        youtube: false,
        state: 'confirmedSelection',
        source: 'dialog',
      });

      // Allowing Youtube from the placeholder loads the privacy-enhanced player, and only it.
      await placeholder.getByRole('button', { name: 'Allow Youtube videos' }).click();
      const frame = videos.locator('iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toBe(
        'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      );
      await expect
        .poll(() => needsConsent(urls).some((u) => u.includes('youtube-nocookie')))
        .toBe(true);
      expect(needsConsent(urls).filter((u) => !u.includes('youtube-nocookie'))).toEqual([]);
      expect(errorsOf(page).filter((e) => !e.startsWith('E2E fault'))).toEqual([]);
      await page.context().close();
      analytics.paths.length = 0;
    }
  });

  it('starts what Select all allows: statistics and error reports', async () => {
    let urls: string[] = [];
    const page = await openPage('/brands', {
      consent: 'undecided',
      baseURL: server.base,
      beforeLoad: async (p) => {
        urls = watchRequests(p);
      },
    });
    await consentDialog(page).getByRole('button', { name: 'Select all' }).click();
    await consentDialog(page).waitFor({ state: 'hidden' });
    // A page view to the operator's Matomo, its path only (bulk tracking, sendBeacon).
    await expect
      .poll(() => analytics.bodies.some((b) => b.includes('idsite=3')), { timeout: 15_000 })
      .toBe(true);
    const requests = analytics.bodies.flatMap(
      (b) => (JSON.parse(b) as { requests: string[] }).requests,
    );
    const view = new URLSearchParams(requests[0]!.slice(1));
    expect(view.get('url')).toBe(`${server.base}/brands`);
    expect(view.get('dimension3')).toBe('standalone');
    expect(analytics.paths.every((p) => p.startsWith('/matomo.php'))).toBe(true);
    const reported = page.waitForRequest(
      (request) => request.url().endsWith('/api/reports/v1/errors') && request.method() === 'POST',
    );
    await throwUncaught(page, 'E2E fault with diagnostics');
    const body = (await reported).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      kind: 'uncaught',
      message: 'E2E fault with diagnostics',
      route: '/brands',
      appVersion: expect.any(String) as unknown,
      browser: expect.stringMatching(/^Chrome \d+ \(Linux\)$/) as unknown,
    });
    expect(urls.filter((u) => u.includes('/api/reports/'))).toHaveLength(1);
    await page.context().close();
  });
});

describe('a decision made before', () => {
  const older = (data: Record<string, unknown>) => ({
    cookieConsent: JSON.stringify({ version: '1', data }),
  });

  it('is asked again when the stored keys lack a current option, keeping the others', async () => {
    // Stored before the Youtube option existed.
    const page = await openPage('/', {
      baseURL: server.base,
      storage: older({
        required: true,
        diagnostics: true,
        statistics: false,
        state: 'confirmedSelection',
        source: 'dialog',
        confirmedAt: 1,
      }),
    });
    const dialog = consentDialog(page);
    await dialog.waitFor();
    expect(await dialog.getByLabel('Diagnostics').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Youtube').isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Confirm selection' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await storedConsent(page)).data).toMatchObject({
      diagnostics: true,
      statistics: false,
      youtube: false,
    });
    await page.reload();
    await page.locator('header').first().waitFor();
    await page.getByRole('combobox', { name: 'Search in models' }).waitFor();
    expect(await dialog.count()).toBe(0);
  });

  it('opens again from Cookie settings: the account menu and the phone menu', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openPage('/legal-notice', { viewport, baseURL: server.base });
      await page.getByRole('heading', { name: 'Legal notice' }).waitFor();
      await page.getByRole('button', { name: 'Account' }).click();
      const menu = page.getByRole('menu');
      await menu.getByRole('menuitem', { name: 'Cookie settings' }).waitFor();
      // The operator's company site is a legal link of the menu.
      expect(await menu.getByRole('menuitem', { name: 'Vitrine GmbH' }).getAttribute('href')).toBe(
        'https://www.vitrine.example/about',
      );
      await settled(page);
      await screenshot(page, 'consent-account-menu');
      await menu.getByRole('menuitem', { name: 'Cookie settings' }).click();
      const dialog = consentDialog(page);
      await dialog.waitFor();
      // Decided before: it may be closed without deciding again.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      if (viewport === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('button', { name: 'Cookie settings' }).click();
        await dialog.waitFor();
        await dialog.getByLabel('Statistics').check();
        await dialog.getByRole('button', { name: 'Confirm selection' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await expect
          .poll(() => analytics.bodies.some((b) => b.includes('idsite=3')), { timeout: 15_000 })
          .toBe(true);
      }
      await page.context().close();
    }
  });
});

describe('an embedding host', () => {
  it("sets the consent itself: the app stores it as the host's and closes its dialog", async () => {
    const app = `${server.base}/`;
    const page = await openPage(`/examples/host/?url=${encodeURIComponent(app)}`, {
      baseURL: server.base,
      consent: 'undecided',
    });
    await page.getByText('connected, protocol 1.8.0').waitFor();
    const frame = (await (await page.waitForSelector('#catalogue')).contentFrame())!;
    // The host answered its configuration without a consent: the visitor is asked.
    await frame.getByRole('dialog', { name: 'Cookies and privacy' }).waitFor();
    await page.getByRole('button', { name: 'pCat.updateCookieConsent' }).click();
    await frame.getByRole('dialog', { name: 'Cookies and privacy' }).waitFor({ state: 'hidden' });
    expect(await storedConsent(frame)).toMatchObject({
      version: '1',
      data: { source: 'host', required: true },
    });
  });
});
