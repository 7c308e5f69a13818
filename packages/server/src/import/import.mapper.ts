/** Import job rows as the API answers them. */
import type { ImportJob } from '@vitrine/contracts';
import type { JobRow } from './import.repository';
import { STALE_AFTER_MS } from './run';

export function toJob(row: JobRow): ImportJob {
  // A running job whose process died stops renewing its heartbeat: it has failed.
  const stopped = row.status === 'running' && row.silent_ms > STALE_AFTER_MS;
  return {
    job_id: row.job_id,
    status: stopped ? 'failed' : (row.status as ImportJob['status']),
    dry_run: row.dry_run,
    owner_ids: row.owner_ids,
    package_name: row.package_name,
    progress: row.progress,
    counts: row.counts,
    problems: row.problems,
    problem_count: row.problem_count,
    created_epochmillis: row.created_ms,
    ...(row.finished_ms !== null ? { finished_epochmillis: row.finished_ms } : {}),
    ...(stopped
      ? { reason: 'the import stopped: the process running it ended before it was done' }
      : row.reason
        ? { reason: row.reason }
        : {}),
  };
}
