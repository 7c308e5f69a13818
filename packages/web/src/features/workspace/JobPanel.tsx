/**
 * One import job as it goes: its status, live progress (stage, done of total, time left),
 * what it did or would do, its report, and Publish when it waits for it.
 */
import { Alert, Box, Button, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { ImportJob } from '@vitrine/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRunning, usePublishImport } from '../../api/importJobs';
import { ProblemsTable } from './ProblemsTable';

const STAGES = [
  'reading',
  'checking',
  'files',
  'previews',
  'comparing',
  'writing',
  'done',
  'failed',
];
const STATUS_COLOR = {
  running: 'info',
  done: 'success',
  failed: 'error',
  awaiting_publish: 'warning',
  published: 'success',
} as const;

export function StatusChip({ job }: { job: ImportJob }) {
  const { t } = useTranslation('workspace');
  const key = job.dry_run && job.status === 'done' ? 'checked' : job.status;
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[job.status]}
      label={t(`status.${key}`)}
      data-testid="import-status"
    />
  );
}

export function JobPanel({ job }: { job: ImportJob }) {
  const { t } = useTranslation('workspace');
  const publish = usePublishImport();
  const { progress, counts } = job;
  const running = isRunning(job);
  const stage = STAGES.includes(progress.stage) ? t(`stage.${progress.stage}`) : progress.stage;
  const errors = job.problems.filter((p) => p.severity === 'error').length;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2.5 } }}
      data-testid="import-job"
      data-job-id={job.job_id}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', mr: 1 }}>
          {job.package_name}
        </Typography>
        {job.dry_run && <Chip size="small" variant="outlined" label={t('dryRun')} />}
        <StatusChip job={job} />
      </Stack>
      {job.owner_ids.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('brands', { brands: job.owner_ids.join(', ') })}
        </Typography>
      )}
      {running && (
        <Box sx={{ mb: 2 }} data-testid="import-progress">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {progress.total > 0
              ? t('progress', { stage, done: progress.done, total: progress.total })
              : stage}
            {progress.eta_seconds !== undefined &&
              ` · ${t('eta', { count: Math.max(1, Math.round(progress.eta_seconds)) })}`}
          </Typography>
          <LinearProgress
            variant={progress.total > 0 ? 'determinate' : 'indeterminate'}
            value={progress.total > 0 ? (100 * progress.done) / progress.total : 0}
            aria-label={stage}
          />
        </Box>
      )}
      {!running && job.status !== 'failed' && (
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="import-counts">
          {t(job.dry_run ? 'countsWould' : 'counts', {
            created: counts.created,
            updated: counts.updated,
            unchanged: counts.unchanged,
            deprecated: counts.deprecated,
          })}{' '}
          {t('files', { stored: counts.files_stored, reused: counts.files_reused })}
        </Typography>
      )}
      {job.reason && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {job.reason}
        </Alert>
      )}
      {job.status === 'failed' && errors > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('failedProblems', { count: errors })}
        </Alert>
      )}
      {job.dry_run && job.status === 'done' && counts.deprecated > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="import-would-deprecate">
          {t('wouldDeprecate', { count: counts.deprecated })}
        </Alert>
      )}
      {job.dry_run && job.status === 'done' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('checkedOk')}
        </Alert>
      )}
      {job.status === 'awaiting_publish' && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              disabled={publish.isPending}
              onClick={() => publish.mutate(job.job_id)}
              data-testid="import-publish"
            >
              {t('publish')}
            </Button>
          }
        >
          {t('awaiting')}
        </Alert>
      )}
      {job.status === 'published' && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="import-published">
          {t('published')}{' '}
          {job.owner_ids.map((id) => (
            <Button key={id} component={Link} to={`/brands/${encodeURIComponent(id)}`} size="small">
              {t('openBrand', { brand: id })}
            </Button>
          ))}
        </Alert>
      )}
      {publish.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('publishFailed')}
        </Alert>
      )}
      {job.problem_count > 0 && <ProblemsTable problems={job.problems} total={job.problem_count} />}
    </Paper>
  );
}
