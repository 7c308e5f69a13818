/**
 * The engine's snapshot: read once before the first catch-up (when it is this database's
 * and not ahead of it), and written when enough rows were read since the last one. The file
 * format is snapshot-file.ts's.
 */
import type { IndexContents } from './contents';
import { emptyEntities } from './contents';
import { Completions } from './completions';
import { progressOf, type ProgressListener } from './progress';
import type { SnapshotStore } from './snapshot-file';

/** Rows read since the last save that make saving a snapshot worth its time. */
export const SNAPSHOT_AFTER_ROWS = 10_000;

export class SnapshotKeeper {
  private restored = false;
  /** Rows read since the snapshot was last written (or restored). */
  private unsaved = 0;
  private saving: Promise<void> | null = null;
  private readonly sizeListeners: Array<(bytes: number) => void> = [];

  constructor(
    private readonly file: SnapshotStore | undefined,
    private readonly contents: IndexContents,
    private readonly progress: readonly ProgressListener[],
    private readonly progressEveryMs?: number,
  ) {}

  /** Told the size of the snapshot about to be read (the server's heap check). */
  onSnapshot(listener: (bytes: number) => void) {
    this.sizeListeners.push(listener);
  }

  /** Rows read from the search tables since the last save. */
  rowsRead(rows: number) {
    this.unsaved += rows;
  }

  worthSaving(): boolean {
    return this.unsaved >= SNAPSHOT_AFTER_ROWS;
  }

  /** Resolves once no save is under way (a catch-up must not change the parts being written). */
  async idle(): Promise<void> {
    await this.saving?.catch(() => undefined);
  }

  /**
   * On the first call only: the snapshot, when it is this database's and not ahead of its
   * horizon, read into a new index that replaces the empty one only when the whole file was
   * read. Returns the change number it has read up to, or null.
   */
  async restoreOnce(horizon: (seen: bigint) => Promise<bigint>): Promise<bigint | null> {
    if (this.restored) return null;
    this.restored = true;
    const snapshot = await this.file?.read();
    if (!snapshot) return null;
    if (snapshot.seen > (await horizon(snapshot.seen))) {
      await snapshot.close();
      return null;
    }
    for (const listener of this.sizeListeners) listener(snapshot.size);
    const read = emptyEntities();
    let completions = new Completions();
    const tick = progressOf('snapshot', this.progress, () => snapshot.size, this.progressEveryMs);
    try {
      for await (const part of snapshot.parts) {
        if (part.kind === 'columns') read[part.entity].restore(part.columns);
        else if (part.kind === 'postings') read[part.entity].restorePostings(part);
        else completions = Completions.restored(part.completions);
        await tick(snapshot.position());
      }
    } catch {
      // A damaged file: everything is read from the database instead.
      await snapshot.close();
      return null;
    }
    this.contents.replace(read, completions);
    return snapshot.seen;
  }

  /**
   * Saves the index (one save at a time; a failed save only costs the next start time). The
   * parts written are views of the live index: `settled` (a catch-up under way) finishes
   * first, and the next catch-up waits until the file is written (see idle).
   */
  save(settled: () => Promise<void>, seen: () => bigint): Promise<void> {
    const file = this.file;
    if (!file) return Promise.resolve();
    this.saving ??= (async () => {
      try {
        await settled();
        const rows = this.unsaved;
        await file.write(seen(), this.contents.parts());
        this.unsaved -= rows;
      } finally {
        this.saving = null;
      }
    })();
    return this.saving;
  }
}
