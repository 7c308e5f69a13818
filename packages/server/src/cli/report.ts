/**
 * How the command line shows an import: a progress bar with the stage and the time left
 * (plain lines when the output is no terminal), and the report: each problem with its file,
 * line and field, then what was (or, in a dry run, would be) done.
 */
import cliProgress from 'cli-progress';
import type { ImportJob, ImportProgress } from '@vitrine/contracts';

const STAGES: Record<string, string> = {
  reading: 'Reading',
  checking: 'Checking',
  files: 'Files',
  comparing: 'Comparing',
  writing: 'Writing',
  done: 'Done',
  failed: 'Failed',
};

export function progressBar(label: string) {
  if (!process.stdout.isTTY) {
    let last = '';
    return {
      update(p: ImportProgress) {
        const step = p.total ? Math.floor((p.done / p.total) * 4) : 0;
        const line = `${label}: ${STAGES[p.stage] ?? p.stage} ${step * 25}%`;
        if (line !== last) console.log(`${line} (${p.done}/${p.total})`);
        last = line;
      },
      stop() {},
    };
  }
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} | {stage} | {bar} | {value}/{total} | {eta}`,
      hideCursor: true,
      clearOnComplete: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update(p: ImportProgress) {
      const payload = {
        stage: (STAGES[p.stage] ?? p.stage).padEnd(9),
        eta: p.eta_seconds !== undefined ? `${p.eta_seconds} s left` : '',
      };
      if (!started) bar.start(p.total, p.done, payload);
      started = true;
      bar.setTotal(p.total);
      bar.update(p.done, payload);
    },
    stop: () => bar.stop(),
  };
}

/** The report as lines: problems first (file:line field: message), then the counts. */
export function reportLines(job: ImportJob, seconds: number): string[] {
  const lines: string[] = [];
  if (job.problem_count > 0) {
    const errors = job.problems.filter((p) => p.severity === 'error').length;
    const warnings = job.problems.length - errors;
    const some = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
    lines.push(
      `${some(job.problem_count, 'problem')} (${some(errors, 'error')}, ${some(warnings, 'warning')} listed):`,
    );
    const sorted = [...job.problems].sort(
      (a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0),
    );
    for (const p of sorted) {
      const where = `${p.file}${p.line ? `:${p.line}` : ''}`;
      lines.push(
        `  ${p.severity === 'error' ? 'error  ' : 'warning'} ${where}${p.field ? `  ${p.field}` : ''}: ${p.message}`,
      );
    }
    if (job.problems.length < job.problem_count)
      lines.push(`  ... and ${job.problem_count - job.problems.length} more`);
  }
  const c = job.counts;
  const failed = job.status === 'failed';
  const verb = job.dry_run
    ? failed
      ? 'Would not import'
      : 'Would import'
    : failed
      ? 'Did not import'
      : 'Imported';
  lines.push(
    `${verb} ${job.package_name} (${job.owner_ids.join(', ') || 'no brand'}) in ${seconds.toFixed(1)} s: ` +
      `${c.created} new, ${c.updated} changed, ${c.unchanged} unchanged, ${c.deprecated} deprecated; ` +
      `files: ${c.files_stored} ${job.dry_run ? 'to store' : 'stored'}, ${c.files_reused} already there; ` +
      `${c.previews_rendered} previews ${job.dry_run ? 'to render' : 'rendered'}`,
  );
  if (job.status === 'failed' && job.reason) lines.push(`Failed: ${job.reason}`);
  if (job.status === 'failed' && !job.dry_run)
    lines.push('Nothing was changed: fix the problems above and run the import again.');
  return lines;
}
