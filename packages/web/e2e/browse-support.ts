/**
 * What the browse e2e tests read off the page the way a visitor does: the result text's
 * number, a filter entry and the count printed beside it, the 'Showing N of M' footer.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './harness';

/** Per test: the machine is shared, and a page can take seconds to answer under load. */
export const TIMEOUT = 180_000;

/** expect.poll with room for a loaded machine (the default gives up after a second). */
export const poll = <T>(fn: () => T | Promise<T>): ReturnType<typeof expect.poll<T>> =>
  expect.poll(fn, { timeout: 45_000, interval: 200 });

/** "1,234" / "1.234" / "1 234" → 1234. */
const toNumber = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The result text ('938 results found…'). */
export const resultText = (page: Page) => page.getByTestId('result-text');

/** The number the result text starts with, once it shows. */
export async function resultCount(page: Page): Promise<number> {
  const text = await resultText(page).innerText();
  return toNumber(/[\d.,\s\u00a0\u202f]+/.exec(text)?.[0] ?? '');
}

/** Waits until the result text says exactly `text`. */
export async function expectResultText(page: Page, text: string | RegExp): Promise<void> {
  await poll(() => resultText(page).innerText()).toMatch(
    typeof text === 'string' ? new RegExp(`^${escape(text)}$`) : text,
  );
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The filter entry `label` in the panel list named `list` ('Categories', 'Material', ...). */
export function filterEntry(scope: Page | Locator, list: string, label: string): Locator {
  // A `has` locator is relative to the entry: build it from the page, not from `scope`.
  const page = 'goto' in scope ? scope : scope.page();
  return scope
    .getByRole('list', { name: list, exact: true })
    .getByRole('button')
    .filter({
      has: page.locator('.MuiListItemText-primary', { hasText: new RegExp(`^${escape(label)}$`) }),
    });
}

/** The count shown beside a filter entry. */
export async function entryCount(entry: Locator): Promise<number> {
  return toNumber(await entry.getByTestId('facet-count').innerText());
}

/** Every entry of a panel list as label → count. */
export async function listCounts(
  scope: Page | Locator,
  list: string,
): Promise<Map<string, number>> {
  const listBox = scope.getByRole('list', { name: list, exact: true });
  // Labels load after the counts: wait until none is a placeholder.
  await listBox.waitFor();
  await poll(() => listBox.locator('.MuiSkeleton-root').count()).toBe(0);
  const entries = listBox.getByRole('button');
  const out = new Map<string, number>();
  for (const entry of await entries.all()) {
    const label = (await entry.locator('.MuiListItemText-primary').innerText()).trim();
    out.set(label, await entryCount(entry));
  }
  return out;
}

/** 'Showing {number} of {total}' as numbers. */
export async function showing(page: Page): Promise<{ shown: number; total: number }> {
  const text = await page
    .getByTestId('grid-footer')
    .getByText(/^Showing/)
    .innerText();
  const [shown, total] = text.match(/[\d.,]+/g)!.map(toNumber);
  return { shown: shown!, total: total! };
}

/** A query parameter of the page's URL. */
export const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The server's own answer for a models search, to check what the page shows against. */
/** A models search's answer, straight from the API. */
async function searchAnswer<T>(body: object): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/catalog/v1/models/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ size: 0, languages: ['en'], ...body }),
  });
  return (await response.json()) as T;
}

export async function searchTotal(body: object): Promise<number> {
  return (await searchAnswer<{ total: number }>(body)).total;
}

/** The hits of a models search, with their states. */
export async function searchHits(body: object): Promise<Array<{ id: string; state: string }>> {
  return (await searchAnswer<{ hits: Array<{ id: string; state: string }> }>(body)).hits;
}
