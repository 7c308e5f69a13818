/**
 * Whether the engine may have missed a write since it last looked at the search tables
 * (docs/SEARCH.md, Freshness): this process's own writes are counted by the store, other
 * processes' are signalled by PostgreSQL notifications once listening works.
 */
import type { SearchRepository } from '../search.repository';

/** This process's writes and the other processes' change signals counted when a look began. */
export interface LookMark {
  writes: number;
  signals: number;
}

export interface FreshnessWanted {
  /** Another process's write may show once its notification arrives (searches). */
  nearRealTime?: boolean;
  /** A data version the caller knows of: the engine looks until it has read that far. */
  minVersion?: number;
}

export class Freshness {
  /** The catalogue's data version as of the last look. */
  dataVersion = 0;
  private lookedAt: LookMark | null = null;
  /** Notifications that another process may have written (a shared PostgreSQL server). */
  private signals = 0;
  /** Whether other processes' writes are signalled: always so when none can write. */
  private listening: boolean;
  private watching = false;

  constructor(private readonly source: Pick<SearchRepository, 'writes' | 'watch'>) {
    this.listening = !source.watch;
  }

  isListening(): boolean {
    return this.listening;
  }

  /** Starts listening for other processes' writes, once; until it works, every refresh looks. */
  watch() {
    const { watch } = this.source;
    if (this.watching || !watch) return;
    this.watching = true;
    void watch(() => this.signals++).then(
      () => (this.listening = true),
      () => undefined,
    );
  }

  /** Taken when a look begins. */
  mark(): LookMark {
    return { writes: this.source.writes(), signals: this.signals };
  }

  /** A look that began at `mark` has read everything up to this data version. */
  looked(mark: LookMark, dataVersion: number) {
    this.lookedAt = mark;
    this.dataVersion = dataVersion;
  }

  /**
   * No look is needed when this process wrote nothing since the last one and, on a shared
   * database, no other process signalled a write; on a shared database that holds only for
   * `nearRealTime` callers, others always look.
   */
  upToDate(wanted: FreshnessWanted): boolean {
    const unchanged =
      this.lookedAt !== null &&
      this.source.writes() === this.lookedAt.writes &&
      this.signals === this.lookedAt.signals &&
      (wanted.minVersion === undefined || wanted.minVersion <= this.dataVersion);
    const trusted = !this.source.watch || (wanted.nearRealTime === true && this.listening);
    return unchanged && trusted;
  }
}
