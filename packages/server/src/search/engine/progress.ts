/**
 * Progress of a long load of the search index (a first start reads 1,000,000 models from the
 * tables in about 18 minutes, a snapshot of them in about 3), for the log: nothing for a load
 * shorter than the interval, then a report per interval.
 */

export interface IndexProgress {
  /** Reading the saved index, or the search tables: items, then completion rows. */
  phase: 'snapshot' | 'items' | 'terms';
  /** Bytes of the snapshot, items or completion rows read so far, of `total`. */
  done: number;
  total: number;
  /** Since the load began. */
  seconds: number;
}

export type ProgressListener = (progress: IndexProgress) => void;

/** A report every 10 s of a load. */
const PROGRESS_EVERY_MS = 10_000;

/**
 * Reports for one load: `tick` is called often and reports when an interval has passed;
 * `total` is asked for once, when the first report is due (counting rows takes a moment).
 */
export function progressOf(
  phase: IndexProgress['phase'],
  listeners: readonly ProgressListener[],
  total: () => number | Promise<number>,
  everyMs = PROGRESS_EVERY_MS,
) {
  const began = performance.now();
  let next = began + everyMs;
  let known: number | undefined;
  return async (done: number) => {
    if (listeners.length === 0 || performance.now() < next) return;
    next = performance.now() + everyMs;
    known ??= await total();
    const progress = { phase, done, total: known, seconds: (performance.now() - began) / 1000 };
    for (const listener of listeners) listener(progress);
  };
}

/**
 * The log line for a report, e.g. "Search index: read 24,000 of 130,000 items (18%), 393
 * items/s, about 4 min 30 s left, 61 s": what an operator watching a first start of a
 * large catalogue wants to know is how fast it goes and when it will be done.
 */
export function describeProgress({ phase, done, total, seconds }: IndexProgress): string {
  const share = total > 0 ? ` (${Math.min(100, Math.floor((done / total) * 100))}%)` : '';
  const perSecond = seconds > 0 ? done / seconds : 0;
  const unit = { snapshot: 'MB', items: 'items', terms: 'completion rows' }[phase];
  const rate =
    phase === 'snapshot'
      ? `${(perSecond / 1e6).toFixed(0)} MB/s`
      : `${Math.round(perSecond).toLocaleString('en')} ${unit}/s`;
  const left =
    perSecond > 0 && total > done ? `, about ${duration((total - done) / perSecond)} left` : '';
  const what =
    phase === 'snapshot'
      ? `read ${(done / 1e6).toFixed(0)} of ${(total / 1e6).toFixed(0)} MB of its snapshot`
      : `read ${done.toLocaleString('en')} of ${total.toLocaleString('en')} ${unit}`;
  return `Search index: ${what}${share}, ${rate}${left}, ${seconds.toFixed(0)} s`;
}

/** Seconds as "42 s" or "4 min 28 s". */
function duration(seconds: number): string {
  const whole = Math.ceil(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}
