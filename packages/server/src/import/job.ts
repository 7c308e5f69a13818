/**
 * What a running import knows about itself (stage, progress, counts, problems, files it
 * stored), told to whoever watches (`onProgress`: the command line's bar) at once and
 * written to its row every second, so any process answers the job's progress and a job
 * whose process died is seen to have stopped (its heartbeat ages).
 */
import type { ImportCounts, ImportProgress, ImportJobStatus } from '@vitrine/contracts';
import { Problems } from '@vitrine/catalogue-package';
import type { ImportRepository } from './import.repository';

/** Problems listed in a job's answer; all are counted. */
export const LISTED_PROBLEMS = 1000;
/** How often a running job writes its row. */
const PERSIST_EVERY_MS = 1000;

export const noCounts = (): ImportCounts => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  deprecated: 0,
  files_stored: 0,
  files_reused: 0,
  previews_rendered: 0,
});

export class JobRecorder {
  readonly problems = new Problems();
  readonly counts = noCounts();
  /** Files this run stored (not those it found stored already). */
  readonly storedFiles: string[] = [];
  ownerIds: string[] = [];
  packageName: string;
  private stageName = 'reading';
  private done = 0;
  private total = 0;
  private stageStarted = performance.now();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: ImportRepository,
    readonly jobId: string,
    packageName: string,
    private readonly onProgress?: (progress: ImportProgress) => void,
  ) {
    this.packageName = packageName;
  }

  /** Starts writing the row every second until `finish`. */
  start() {
    // A missed heartbeat is harmless (the next one comes a second later).
    this.timer = setInterval(() => void this.flush().catch(() => undefined), PERSIST_EVERY_MS);
    this.timer.unref();
  }

  stage(name: string, total: number) {
    this.stageName = name;
    this.done = 0;
    this.total = total;
    this.stageStarted = performance.now();
    this.tell();
  }

  advance(by = 1) {
    this.done += by;
    this.tell();
  }

  progress(): ImportProgress {
    const seconds = (performance.now() - this.stageStarted) / 1000;
    const left = this.total - this.done;
    return {
      stage: this.stageName,
      done: this.done,
      total: this.total,
      ...(this.done > 0 && left > 0 && seconds > 1
        ? { eta_seconds: Math.round((seconds / this.done) * left) }
        : {}),
    };
  }

  private tell() {
    this.onProgress?.(this.progress());
  }

  /** Writes the row as it stands (one write at a time, in order). */
  flush(status?: ImportJobStatus, reason?: string, finished = false): Promise<void> {
    const fields = {
      owner_ids: this.ownerIds,
      package_name: this.packageName,
      progress: this.progress(),
      counts: this.counts,
      problems: this.problems.list.slice(0, LISTED_PROBLEMS),
      problem_count: this.problems.count,
      stored_files: this.storedFiles,
      ...(status ? { status } : {}),
      ...(reason ? { reason } : {}),
    };
    this.writing = this.writing
      .catch(() => undefined)
      .then(() => this.repository.update(this.jobId, fields, finished));
    return this.writing;
  }

  async finish(status: ImportJobStatus, reason?: string) {
    if (this.timer) clearInterval(this.timer);
    this.stageName = status === 'failed' ? 'failed' : 'done';
    this.tell();
    await this.flush(status, reason, true);
  }
}
