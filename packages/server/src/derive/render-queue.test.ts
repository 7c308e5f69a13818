import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../errors';
import { createRenderQueue } from './render-queue';

/** A render that ends when told to. */
function held() {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return { render: () => ended, end };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof ApiFailure ? error : undefined),
  );

describe('the render line', () => {
  it('gives one source at most a quarter of its places, running and waiting', async () => {
    const queue = createRenderQueue(1, 7); // eight places: two each
    expect(queue.share).toBe(2);
    const a = held();
    const b = held();
    const first = queue.run(a.render, { source: 'big.svg', client: 'x' });
    const second = queue.run(b.render, { source: 'big.svg', client: 'y' });
    const third = await refusal(queue.run(held().render, { source: 'big.svg', client: 'z' }));
    expect(third).toMatchObject({ httpStatus: 503, errorCode: '_503_busy' });
    expect(third!.reason).toContain('This image is being rendered in 2 sizes already');
    // Another source still finds a place, and the source its own again once one ends.
    const other = held();
    const elsewhere = queue.run(other.render, { source: 'photo.jpg', client: 'z' });
    a.end();
    await first;
    const again = held();
    const later = queue.run(again.render, { source: 'big.svg', client: 'z' });
    for (const r of [b, other, again]) r.end();
    await Promise.all([second, elsewhere, later]);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });

  it('gives one client at most a quarter of its places, and a full line refuses anyone', async () => {
    const queue = createRenderQueue(1, 3); // four places: one each
    const a = held();
    const running = queue.run(a.render, { source: 's1', client: 'x' });
    const mine = await refusal(queue.run(held().render, { source: 's2', client: 'x' }));
    expect(mine!.reason).toContain('You have 1 images being rendered');
    const waiting = [2, 3, 4].map((i) => {
      const r = held();
      return { r, done: queue.run(r.render, { source: `s${i + 10}`, client: `c${i}` }) };
    });
    const full = await refusal(queue.run(held().render, { source: 's9', client: 'c9' }));
    expect(full!.reason).toContain('Too many images are being rendered');
    a.end();
    for (const w of waiting) w.r.end();
    await Promise.all([running, ...waiting.map((w) => w.done)]);
  });
});
