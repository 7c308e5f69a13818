/**
 * `npm run bench:web-js`: the JavaScript each page loads before its first results show, as
 * the target counts it (gzip, from the .gz the build writes beside each file). Opens /,
 * /brands and a brand page in headless Chromium (phone and desktop width) against the real
 * server, waits for the first result, and sums the scripts requested until then. Unlike
 * Lighthouse it does not depend on the machine's load. `--files` lists the chunks.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../../../test-support/chromium';
import { VIEWPORTS, type ViewportName } from '../e2e/harness/browser';
import { prepareDataDir, root, startServer } from '../e2e/harness/server';

/** Each page and what counts as its first result. */
const PAGES = [
  { name: 'Models (/)', path: '/', result: 'main [data-id]' },
  { name: 'Brands (/brands)', path: '/brands', result: 'main [data-brand-id]' },
  { name: 'Brand page (/brands/nordlys)', path: '/brands/nordlys', result: 'main [data-section]' },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function gzipSize(dist: string, url: string): number {
  const file = path.join(dist, new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

async function main() {
  const listFiles = process.argv.includes('--files');
  execFileSync(process.execPath, [path.join(root, 'scripts/build-web.mjs')], { stdio: 'inherit' });
  const data = await prepareDataDir();
  const server = await startServer(data.dataDir, data.emptyDir, data.webDist);
  const browser = await launchChromium();
  const rows: string[] = [];
  try {
    for (const page of PAGES) {
      for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
        const context = await browser.newContext({
          viewport: VIEWPORTS[viewport],
          isMobile: viewport === 'phone',
          hasTouch: viewport === 'phone',
        });
        const tab = await context.newPage();
        // The moment the first result enters the page, by the page's own clock.
        await tab.addInitScript((selector: string) => {
          const w = window as unknown as { firstResultAt?: number };
          new MutationObserver((_, observer) => {
            if (w.firstResultAt === undefined && document.querySelector(selector)) {
              w.firstResultAt = performance.now();
              observer.disconnect();
            }
          }).observe(document, { childList: true, subtree: true });
        }, page.result);
        await tab.goto(`${server.base}${page.path}`);
        await tab.locator(page.result).first().waitFor({ timeout: 120_000 });
        // Scripts whose request started before that moment (the page's own resource timing).
        const scripts = await tab.evaluate(() => {
          const at = (window as unknown as { firstResultAt: number }).firstResultAt;
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime < at && new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => entry.name);
        });
        const sizes = scripts.map((url) => [url, gzipSize(data.webDist, url)] as const);
        const total = sizes.reduce((sum, [, size]) => sum + size, 0);
        rows.push(`| ${page.name} | ${viewport} | ${scripts.length} | ${kb(total)} |`);
        if (listFiles) {
          console.log(`\n${page.name}, ${viewport}:`);
          for (const [url, size] of sizes.sort((a, b) => b[1] - a[1]))
            console.log(`  ${kb(size).padStart(9)}  ${new URL(url).pathname}`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    await data.cleanup();
  }
  console.log('\nJavaScript requested before the first result shows (gzip -9 sizes)\n');
  console.log('| page | width | JS files | JS gzip |');
  console.log('|---|---|---:|---:|');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
