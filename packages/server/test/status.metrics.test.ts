/**
 * Operators' gauges on /metrics, for their dashboards and alerts: how many items this
 * process's search index holds, and how many mails wait in the outbox (no SMTP server here,
 * so every mail waits).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import * as fx from './fixtures';
import { STORE_KINDS } from './stores';

/** The value of one series in Prometheus text, or undefined when it is not there. */
function series(text: string, name: string, labels = ''): number | undefined {
  const escaped = `${name}${labels}`.replace(/[{}"\\]/g, (c) => `\\${c}`);
  const match = new RegExp(`^${escaped} (\\S+)$`, 'm').exec(text);
  return match ? Number(match[1]) : undefined;
}

describe.each(STORE_KINDS)('metrics gauges on $name', (kind) => {
  let h: Harness;
  const metrics = async () => (await h.app.inject({ url: '/metrics' })).body;

  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h?.close());

  it('counts the items in the search index, by entity, as they are stored', async () => {
    const before = await metrics();
    expect(series(before, 'vitrine_search_index_items', '{entity="model"}')).toBe(0);
    await h.services.catalogue.store('owner', [fx.owner, fx.otherOwner]);
    await h.services.catalogue.store('model', [fx.chair, fx.table, fx.oak]);
    await h.services.search.engine.refresh();
    const after = await metrics();
    expect(series(after, 'vitrine_search_index_items', '{entity="model"}')).toBe(3);
    expect(series(after, 'vitrine_search_index_items', '{entity="owner"}')).toBe(2);
  });

  it('counts the unsent mails in the outbox', async () => {
    const depth = async () => series(await metrics(), 'vitrine_mail_outbox_depth');
    expect(await depth()).toBe(0);
    for (const to of ['a@vitrine.test', 'b@vitrine.test'])
      await h.services.mail.enqueue({ to, subject: 'Hello', text: 'Waiting for SMTP' });
    expect(await depth()).toBe(2);
  });
});
