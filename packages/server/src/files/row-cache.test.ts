import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { FileRow } from './files.repository';
import { createRowCache } from './row-cache';

const rowOf = (dataportId: string, fileHash: string): FileRow => ({
  dataport_id: dataportId,
  file_hash: fileHash,
  filetype: 'jpg',
  media_type: 'image/jpeg',
  size: 1,
  confidence: 1,
  filename: null,
  owner_id: null,
  user_id: null,
  is_temporary: false,
  meta: {},
});

/** A table of one row per id whose reads are counted and can be held back. */
function fakeTable() {
  const rows = new Map<string, FileRow>();
  const reads = { count: 0 };
  let gate: Promise<void> | undefined;
  return {
    rows,
    reads,
    hold() {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = undefined;
        open();
      };
    },
    async read(id: string) {
      reads.count++;
      const answer = rows.get(id); // what the database saw when the read ran
      await gate;
      return answer;
    },
  };
}

describe('dataport row cache', () => {
  it('reads a row once, however many requests ask for it', async () => {
    const table = fakeTable();
    table.rows.set('a', rowOf('a', 'h1'));
    const cache = createRowCache((id) => table.read(id), { limit: 10, ttlMs: Infinity });
    const rows = await Promise.all([cache.get('a'), cache.get('a'), cache.get('a')]);
    await cache.get('a');
    expect(rows.map((r) => r?.file_hash)).toEqual(['h1', 'h1', 'h1']);
    expect(table.reads.count).toBe(1);
  });

  it('reads again after a write and never keeps a row read before the write ended', async () => {
    const table = fakeTable();
    table.rows.set('a', rowOf('a', 'h1'));
    const cache = createRowCache((id) => table.read(id), { limit: 10, ttlMs: Infinity });
    const release = table.hold();
    const early = cache.get('a'); // reads h1, answers after the write below
    table.rows.set('a', rowOf('a', 'h2'));
    cache.forget(['a']);
    release();
    expect((await early)?.file_hash).toBe('h1');
    expect((await cache.get('a'))?.file_hash).toBe('h2');
    table.rows.delete('a');
    cache.forget(['a']);
    expect(await cache.get('a')).toBeUndefined();
  });

  it('does not remember unknown ids', async () => {
    const table = fakeTable();
    const cache = createRowCache((id) => table.read(id), { limit: 10, ttlMs: Infinity });
    expect(await cache.get('b')).toBeUndefined();
    table.rows.set('b', rowOf('b', 'h1')); // stored by another process
    expect((await cache.get('b'))?.file_hash).toBe('h1');
  });

  it('trusts a row only for ttlMs when other processes may write', async () => {
    const table = fakeTable();
    table.rows.set('a', rowOf('a', 'h1'));
    const cache = createRowCache((id) => table.read(id), { limit: 10, ttlMs: 50 });
    await cache.get('a');
    table.rows.set('a', rowOf('a', 'h2')); // written by another process
    expect((await cache.get('a'))?.file_hash).toBe('h1');
    await sleep(80);
    expect((await cache.get('a'))?.file_hash).toBe('h2');
  });

  it('keeps at most limit rows', async () => {
    const table = fakeTable();
    for (const id of ['a', 'b', 'c']) table.rows.set(id, rowOf(id, id));
    const cache = createRowCache((id) => table.read(id), { limit: 2, ttlMs: Infinity });
    for (const id of ['a', 'b', 'c']) await cache.get(id);
    await cache.get('c');
    await cache.get('b');
    expect(table.reads.count).toBe(3);
    await cache.get('a'); // the least recently used, dropped
    expect(table.reads.count).toBe(4);
  });
});
