/**
 * Browser helpers for the e2e tests: each test file connects to the one headless Chromium
 * the global setup started, opens a fresh context (own storage) per page, and takes
 * screenshots for people to look at.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { connectChromium } from '../../../../test-support/chromium';
import { inject } from 'vitest';
import { root } from './server';

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const SCREENSHOT_DIR = path.join(root, 'packages/web/screenshots');

let browser: Promise<Browser> | undefined;
const contexts = new Set<BrowserContext>();
const pageErrors = new WeakMap<Page, string[]>();

function launch(): Promise<Browser> {
  browser ??= connectChromium(inject('chromiumEndpoint'));
  return browser;
}

export interface OpenOptions {
  viewport?: ViewportName;
  /** The browser's language (navigator.languages and Accept-Language), e.g. 'de-DE'. */
  locale?: string;
  /** Local storage entries set before the app starts. */
  storage?: Record<string, string>;
  /**
   * The cookie consent the visitor has given before (local storage `cookieConsent`): by default
   * decided with nothing allowed, so the dialog does not cover the page; 'undecided' for a
   * first visit, when the dialog asks.
   */
  consent?:
    'undecided' | Partial<Record<'diagnostics' | 'statistics' | 'youtube' | 'clarity', boolean>>;
  /** Another server than the global setup's (harness startOwnServer). */
  baseURL?: string;
  /** Runs before the page is requested (e.g. to hold requests with page.route). */
  beforeLoad?: (page: Page) => Promise<unknown>;
  /**
   * false: return once the page's HTML is in, without waiting for its load event and the
   * app's header (for what index.html shows before the app's scripts have run).
   */
  waitForApp?: boolean;
}

/** The stored consent a page starts with (see OpenOptions.consent). */
function consentStorage(consent: OpenOptions['consent']): Record<string, string> {
  if (consent === 'undecided') return {};
  const choices = { diagnostics: false, statistics: false, youtube: false, ...consent };
  const data = {
    ...choices,
    required: true,
    state: 'confirmedSelection',
    source: 'dialog',
    confirmedAt: 1,
  };
  return { cookieConsent: JSON.stringify({ version: '1', data }) };
}

/** The server's address, from the global setup. */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** Opens `pathname` in a fresh browser context and waits for the app to render. */
export async function openPage(pathname: string, options: OpenOptions = {}): Promise<Page> {
  const viewport = VIEWPORTS[options.viewport ?? 'desktop'];
  const context = await (
    await launch()
  ).newContext({
    viewport,
    locale: options.locale ?? 'en-US',
    isMobile: options.viewport === 'phone',
    hasTouch: options.viewport === 'phone',
    baseURL: options.baseURL ?? baseUrl(),
  });
  contexts.add(context);
  const storage = { ...consentStorage(options.consent), ...options.storage };
  if (Object.keys(storage).length > 0) {
    await context.addInitScript((entries: Record<string, string>) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
  }
  // Generous: the machines running these are often busy.
  context.setDefaultTimeout(90_000);
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
  await options.beforeLoad?.(page);
  if (options.waitForApp === false) {
    await page.goto(pathname, { waitUntil: 'commit' });
    return page;
  }
  await page.goto(pathname);
  await page.locator('header').first().waitFor();
  return page;
}

/**
 * Waits until the app's own router shows `pathname` (and `search`, when given). Client-side
 * navigation fires no load event, so this polls location instead of page.waitForURL.
 */
export async function waitForPath(page: Page, pathname: string, search?: string): Promise<void> {
  await page.waitForFunction(
    ([p, s]) => location.pathname === p && (s === null || location.search === s),
    [pathname, search ?? null] as const,
  );
}

/**
 * A finished download's bytes. Read through the connection: the shared Chromium runs in
 * another process, so its download folder is not ours to open (`download.path()` throws).
 */
export async function downloadedBytes(download: Download): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Uncaught errors the page threw so far. */
export function errorsOf(page: Page): string[] {
  return pageErrors.get(page) ?? [];
}

/** Saves packages/web/screenshots/{name}-{desktop|phone}.png. */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? VIEWPORTS.desktop.width;
  const viewport: ViewportName = width <= VIEWPORTS.phone.width ? 'phone' : 'desktop';
  const file = path.join(SCREENSHOT_DIR, `${name}-${viewport}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** Closes every page's context (after each test) and the connection (after each file). */
export async function closeContexts(): Promise<void> {
  await Promise.all([...contexts].map((context) => context.close()));
  contexts.clear();
}

export async function closeBrowser(): Promise<void> {
  await closeContexts();
  if (browser) await (await browser).close();
  browser = undefined;
}
