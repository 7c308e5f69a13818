/**
 * Keeps the engine in step with the search tables by reading the rows written by every
 * transaction from the last horizon on (docs/SEARCH.md). One catch-up runs at a time; callers
 * who come while it runs share the next one, since it may have looked before their write
 * committed.
 */
import type { SearchRepository } from '../search.repository';
import type { IndexContents } from './contents';
import { parseTsv } from './item-text';
import type { Freshness, FreshnessWanted } from './freshness';
import { progressOf, type ProgressListener } from './progress';
import { SNAPSHOT_AFTER_ROWS, type SnapshotKeeper } from './snapshots';

/** What a catch-up reads of the search tables. */
export type ChangeSource = Pick<
  SearchRepository,
  'look' | 'writes' | 'watch' | 'countSince' | 'itemsSince' | 'termsSince'
>;

export class CatchUp {
  /** Rows of transactions from this one on may not have been read yet. */
  seen = 0n;
  /** The catch-up under way, and the one that follows it for callers who came meanwhile. */
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(
    private readonly source: ChangeSource,
    private readonly contents: IndexContents,
    private readonly freshness: Freshness,
    private readonly snapshots: SnapshotKeeper,
    private readonly progress: readonly ProgressListener[],
    private readonly progressEveryMs?: number,
  ) {}

  /** Brings the index up to date with everything committed before the call (see Freshness). */
  refresh(wanted: FreshnessWanted = {}): Promise<void> {
    if (!this.running && this.freshness.upToDate(wanted)) return Promise.resolve();
    if (!this.running) {
      this.running = this.run().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.refresh();
      });
    return this.queued;
  }

  /** Resolves once no catch-up is under way. */
  async settled(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  /**
   * The new horizon is taken first: transactions older than it had finished and their rows
   * are read now; younger ones (perhaps still running) are read again next time, so no commit
   * is ever missed.
   */
  private async run() {
    this.freshness.watch();
    await this.snapshots.idle();
    const mark = this.freshness.mark();
    const restored = await this.snapshots.restoreOnce(
      async (seen) => (await this.source.look(seen)).horizon,
    );
    if (restored !== null) this.seen = restored;
    const { horizon, changed, dataVersion } = await this.source.look(this.seen);
    if (changed) {
      const read = await this.readSince(this.seen);
      this.snapshots.rowsRead(read);
      // As many rows as make a snapshot worth saving: worth giving back their room too.
      if (read >= SNAPSHOT_AFTER_ROWS) this.contents.trim();
    }
    this.seen = horizon;
    this.freshness.looked(mark, dataVersion);
  }

  /**
   * Reads item and completion rows written from `since` on; returns how many. Progress is
   * told per kind of row: an item (its text vector) costs a hundred times a completion row,
   * so one rate over both would promise the wrong time left.
   */
  private async readSince(since: bigint): Promise<number> {
    let counted: Promise<{ items: number; terms: number }> | undefined;
    const count = () => (counted ??= this.source.countSince(since));
    const tick = (phase: 'items' | 'terms') =>
      progressOf(phase, this.progress, async () => (await count())[phase], this.progressEveryMs);
    let items = 0;
    const itemsTick = tick('items');
    for await (const page of this.source.itemsSince(since)) {
      this.contents.apply(
        page.map(({ entity, tsv, written_by: _w, ...item }) => [entity, item, parseTsv(tsv)]),
        [],
      );
      items += page.length;
      await itemsTick(items);
    }
    let terms = 0;
    const termsTick = tick('terms');
    for await (const page of this.source.termsSince(since)) {
      this.contents.apply([], page);
      terms += page.length;
      await termsTick(terms);
    }
    return items + terms;
  }
}
