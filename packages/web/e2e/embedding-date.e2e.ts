/**
 * The embedding `date` parameter (docs/EMBEDDING.md): "what is new since my last import" for
 * a planner. The lists show only items modified on or after that day, with a note saying so;
 * the counts are those of the narrowed set; a direct link still opens an older model.
 * Screenshots at desktop and phone width, and in the demo host.
 */
import type { FilterGroup } from '@vitrine/contracts';
import type { Frame, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { poll, resultCount, TIMEOUT } from './browse-support';
import { searchIds } from './detail-helpers';
import { openHost, screen } from './embedding-support';
import { baseUrl, errorsOf, openPage, screenshot } from './harness';

/** The demo's models were modified between early 2025 and autumn 2026 (demo-data items.ts). */
const BEFORE_ALL = '2024-12-01';
const MIDDLE = '2025-10-01';
/** Tomorrow (UTC): nothing has been modified then yet. */
const AFTER_ALL = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const since = (day: string): FilterGroup => ({
  operator: 'and',
  filters: [
    {
      algorithm: 'range',
      scope: 'modified_epochmillis',
      values: [Date.parse(`${day}T00:00:00Z`), null],
    },
  ],
});

/** How many models the catalogue's search finds, narrowed to the day when given. */
async function modelTotal(day?: string, ownerId?: string): Promise<number> {
  const filtering: FilterGroup[] = day ? [since(day)] : [];
  if (ownerId)
    filtering.push({
      operator: 'and',
      filters: [{ algorithm: 'exact_or', scope: 'owner_ids', values: [ownerId] }],
    });
  const response = await fetch(`${baseUrl()}/api/catalog/v1/models/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ size: 0, types: ['cad'], filtering }),
  });
  return ((await response.json()) as { total: number }).total;
}

/** Waits until the first cards show their images (what a user sees, for the screenshots). */
async function cardsShown(page: Page | Frame): Promise<void> {
  await page.locator('[data-testid=model-card] img').first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid=model-card] img')]
      .slice(0, 4)
      .every((img) => (img as HTMLImageElement).complete),
  );
}

/** The note above the results, as a user reads it. */
const note = (page: Page) => page.getByTestId('modified-since-note');

/** 'Showing only items changed since Oct 1, 2025' in the page's language (en-US). */
const noteText = (day: string) =>
  `Showing only items changed since ${new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(Date.parse(`${day}T00:00:00Z`))}`;

describe('the date parameter', () => {
  it(
    'lists only models modified on or after the day, and says so',
    { timeout: TIMEOUT },
    async () => {
      const all = await modelTotal();
      const middle = await modelTotal(MIDDLE);
      expect(middle).toBeGreaterThan(0);
      expect(middle).toBeLessThan(all);
      expect(await modelTotal(AFTER_ALL)).toBe(0);

      // A day after every modification: nothing, and the note says why.
      const none = await openPage(`/?client=pcon.planner&date=${AFTER_ALL}`);
      await none.getByTestId('empty-state').waitFor();
      expect(await note(none).innerText()).toBe(noteText(AFTER_ALL));
      await screenshot(none, 'embedding-date-none');

      // A day in the middle: the narrowed set, counted as such (first page sent once: the
      // page's early request is taken over).
      const searches: Request[] = [];
      const middlePage = await openPage(`/?client=pcon.planner&date=${MIDDLE}`, {
        beforeLoad: async (page) =>
          page.on('request', (r) => r.url().endsWith('/v1/models/search') && searches.push(r)),
      });
      await poll(() => resultCount(middlePage)).toBe(middle);
      expect(await note(middlePage).innerText()).toBe(noteText(MIDDLE));
      const bodies = searches.map(
        (r) => r.postDataJSON() as { from: number; filtering: unknown[] },
      );
      expect(bodies.filter((b) => b.from === 0)).toHaveLength(1);
      for (const body of bodies) expect(body.filtering).toContainEqual(since(MIDDLE));
      await cardsShown(middlePage);
      await screenshot(middlePage, 'embedding-date-middle');
      const phone = await openPage(`/?client=pcon.planner&date=${MIDDLE}`, { viewport: 'phone' });
      await poll(() => resultCount(phone)).toBe(middle);
      await note(phone).waitFor();
      await cardsShown(phone);
      await screenshot(phone, 'embedding-date-middle');
      const nonePhone = await openPage(`/?client=pcon.planner&date=${AFTER_ALL}`, {
        viewport: 'phone',
      });
      await nonePhone.getByTestId('empty-state').waitFor();
      await screenshot(nonePhone, 'embedding-date-none');
      // In German the note is longer: it wraps on a phone rather than cut the date off.
      const german = await openPage(`/?client=pcon.planner&date=${MIDDLE}`, {
        viewport: 'phone',
        locale: 'de-DE',
      });
      await poll(() => note(german).innerText()).toBe(
        'Es werden nur Einträge angezeigt, die seit dem 01.10.2025 geändert wurden',
      );
      await cardsShown(german);
      await screenshot(german, 'embedding-date-middle-de');

      // A day before every modification: everything, still with the note.
      const before = await openPage(`/?client=pcon.planner&date=${BEFORE_ALL}`);
      await poll(() => resultCount(before)).toBe(all);
      expect(await note(before).innerText()).toBe(noteText(BEFORE_ALL));

      // Without a date: no note.
      const plain = await openPage('/?client=pcon.planner');
      await poll(() => resultCount(plain)).toBe(all);
      expect(await note(plain).count()).toBe(0);
      for (const page of [none, nonePhone, german, middlePage, phone, before, plain])
        expect(errorsOf(page)).toEqual([]);
    },
  );

  it(
    "narrows a brand's models tab and still opens an older model by link",
    { timeout: TIMEOUT },
    async () => {
      const brandMiddle = await modelTotal(MIDDLE, 'wisla');
      expect(brandMiddle).toBeGreaterThan(0);
      expect(brandMiddle).toBeLessThan(await modelTotal(undefined, 'wisla'));
      const brand = await openPage(`/brands/wisla/models?client=pcon.planner&date=${MIDDLE}`);
      await poll(() => resultCount(brand)).toBe(brandMiddle);
      await note(brand).waitFor();
      // The brand's overview: its carousels are narrowed too, and it says so.
      const overview = await openPage(`/brands/wisla?client=pcon.planner&date=${MIDDLE}`);
      await note(overview).waitFor();
      await overview.getByTestId('brand-about').waitFor();
      await screenshot(overview, 'embedding-date-brand-overview');

      // A model modified before the day: not listed, but its link opens it.
      const [older] = await searchIds({
        types: ['cad'],
        filtering: [
          {
            operator: 'and',
            filters: [
              {
                algorithm: 'range',
                scope: 'modified_epochmillis',
                values: [null, Date.parse(`${AFTER_ALL}T00:00:00Z`) - 1],
              },
            ],
          },
        ],
      });
      const detail = await openHost(`/?client=pcon.planner&date=${AFTER_ALL}&m=${older!.id}`);
      await detail.app.getByTestId('detail-dialog').waitFor();
      await poll(() => detail.app.locator('#detail-title').innerText()).not.toBe('');
      await screen(detail.page, 'date-detail-older-model');

      // The demo host's view of the narrowed list.
      const host = await openHost(`/?client=pcon.planner&date=${MIDDLE}`);
      await poll(() => host.app.getByTestId('result-text').innerText()).toMatch(/results found/);
      await host.app.getByTestId('modified-since-note').waitFor();
      await cardsShown(host.app);
      await screen(host.page, 'date-host-narrowed');
      for (const page of [brand, overview, detail.page, host.page])
        expect(errorsOf(page)).toEqual([]);
    },
  );
});
