/**
 * Two origins and a browser for the tests in real Chromium: the same static server on
 * 127.0.0.1 (the host's origin) and on localhost (the app's), Debian's Chromium with the
 * e2e harness's flags (no sandbox in containers, no GPU).
 */
import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../../test-support/chromium';
import type { HostConnection } from '../src/app';
import type { CatalogueConnection } from '../src/index';
import { serveStatic } from './static-server';

/** What the test pages (pages/host.html, pages/app.html) leave on their windows. */
declare global {
  interface Window {
    connection: CatalogueConnection;
    host: HostConnection;
    configuration: Promise<unknown>;
    languages: string[];
    pages: string[];
    tokens: string[];
    received: unknown[];
    hostLog: string[];
    appLog: string[];
  }
}

export interface TwoOrigins {
  browser: Browser;
  hostOrigin: string;
  appOrigin: string;
  /** The host server's port under the app's host name: a third origin nobody allows. */
  strangerOrigin: string;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

export async function twoOrigins(): Promise<TwoOrigins> {
  const [host, app] = await Promise.all([serveStatic('127.0.0.1'), serveStatic('localhost')]);
  const servers: Server[] = [host.server, app.server];
  const browser = await launchChromium();
  return {
    browser,
    hostOrigin: host.url,
    appOrigin: app.url,
    strangerOrigin: host.url.replace('127.0.0.1', 'localhost'),
    newPage: () => browser.newPage({ viewport: { width: 1366, height: 900 } }),
    async close() {
      await browser.close();
      for (const server of servers) server.close();
    },
  };
}
