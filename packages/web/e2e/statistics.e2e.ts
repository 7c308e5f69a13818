/**
 * Statistics end to end on our own endpoint (no ANALYTICS_URL): without Statistics consent a
 * visitor searches, opens a model, views it in 3D and downloads, and not one request goes to
 * the statistics endpoint (the network watched from the first request). With consent the same
 * visit reaches the server as Matomo tracking requests, batched with sendBeacon: the search
 * with its words and result count, the detail open with the search that led there, the 3D
 * view and the download with its format, each with item, brand and client mode; the server
 * takes them (200).
 */
import { describe, expect, it } from 'vitest';
import { openPage } from './harness';
import { visit, watchStatistics } from './statistics-support';

const SLOW = 300_000;

describe('statistics', () => {
  it('sends nothing without Statistics consent', { timeout: SLOW }, async () => {
    let sent: ReturnType<typeof watchStatistics> = [];
    const page = await openPage('/?q=chair', {
      beforeLoad: async (p) => void (sent = watchStatistics(p)),
    });
    await visit(page);
    // Longer than the tracker's batching pause, then the page hidden as when leaving it.
    await page.waitForTimeout(3000);
    await page.goto('about:blank');
    expect(sent).toEqual([]);
    await page.context().close();
  });

  it('with consent, reports the visit in batches to our endpoint', { timeout: SLOW }, async () => {
    let sent: ReturnType<typeof watchStatistics> = [];
    const page = await openPage('/?q=chair', {
      consent: { statistics: true },
      beforeLoad: async (p) => void (sent = watchStatistics(p)),
    });
    await visit(page);
    const all = () => decodeURIComponent(sent.map((s) => s.body).join('\n'));
    await expect.poll(() => all().includes('e_a=download'), { timeout: 30_000 }).toBe(true);
    const text = all();
    expect(text).toMatch(/search=chair&search_cat=&search_count=\d+/);
    expect(text).toContain('e_a=detail_open');
    expect(text).toContain('dimension5=chair');
    expect(text).toContain('e_a=view_3d');
    expect(text).toMatch(/e_a=download[^"]*e_n=glb|e_n=glb[^"]*e_a=download/);
    expect(text).toContain('dimension3=standalone');
    expect(text).toMatch(/dimension2=[a-z-]+/);
    // Batched: fewer bodies than events, each the bulk form.
    for (const { body } of sent) expect(JSON.parse(body)).toHaveProperty('requests');
    await expect.poll(() => sent.every((s) => s.status === 200), { timeout: 30_000 }).toBe(true);
    expect(sent.every((s) => s.body.length > 0)).toBe(true);
    await page.context().close();
  });
});
