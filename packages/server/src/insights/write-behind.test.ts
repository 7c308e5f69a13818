/** Reports answered at once and written together; kept through a failed write; bounded. */
import { describe, expect, it } from 'vitest';
import { createWriteBehind, FLUSH_MS } from './write-behind';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the statistics written behind', () => {
  it('writes what came within a turn in one write, a moment later', async () => {
    const writes: number[][] = [];
    const pending = createWriteBehind<number>(async (rows) => void writes.push(rows));
    pending.add([1, 2]);
    pending.add([3]);
    expect(writes).toEqual([]);
    await later(FLUSH_MS + 100);
    expect(writes).toEqual([[1, 2, 3]]);
  });

  it('keeps the events of a failed write for the next one, in their order', async () => {
    const writes: number[][] = [];
    let fail = true;
    const pending = createWriteBehind<number>(async (rows) => {
      if (fail) throw new Error('database away');
      writes.push(rows);
    });
    pending.add([1]);
    await pending.flush();
    pending.add([2]);
    fail = false;
    await pending.flush();
    expect(writes).toEqual([[1, 2]]);
  });

  it('writes one batch at a time, and flush waits for the one under way', async () => {
    let running = 0;
    let most = 0;
    const pending = createWriteBehind<number>(async () => {
      running++;
      most = Math.max(most, running);
      await later(30);
      running--;
    });
    pending.add([1]);
    const first = pending.flush();
    pending.add([2]);
    await Promise.all([first, pending.flush()]);
    expect(most).toBe(1);
    expect(running).toBe(0);
  });

  it('refuses reports with a 503 when too many wait (the database is away)', async () => {
    const pending = createWriteBehind<number>(() => new Promise(() => undefined));
    pending.add(Array.from({ length: 50_000 }, (_, i) => i));
    expect(() => pending.add([1])).toThrow(expect.objectContaining({ httpStatus: 503 }));
  });
});
