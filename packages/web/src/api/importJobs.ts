/**
 * Imports of catalogue packages for brand editors (docs/IMPORT.md "Through the API"): start a
 * job (dry run or real) with an uploaded package, follow it while it runs, publish what it
 * brought, and the editor's past jobs. Server state only through these hooks.
 */
import type { ImportJob, ImportJobAnswer, ImportJobsAnswer } from '@vitrine/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { config } from '../config';
import { fetchJson } from './client';

/** How often a running job is asked again. */
const POLL_MS = 700;

const jobsUrl = () => `${config.catalogBase}/v1/import_jobs`;
const JOBS_KEY = ['importJobs'] as const;

export const isRunning = (job: ImportJob | undefined) => job?.status === 'running';

/** The caller's latest jobs (administrators: everyone's), newest first. */
export function useImportJobs(enabled: boolean) {
  return useQuery({
    queryKey: JOBS_KEY,
    queryFn: async ({ signal }) => (await fetchJson<ImportJobsAnswer>(jobsUrl(), { signal })).jobs,
    enabled,
    staleTime: 0,
  });
}

/** One job, asked again every POLL_MS while it runs. */
export function useImportJob(jobId: string | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...JOBS_KEY, jobId],
    queryFn: async ({ signal }) => {
      const { job } = await fetchJson<ImportJobAnswer>(
        `${jobsUrl()}/${encodeURIComponent(jobId!)}`,
        { signal },
      );
      if (!isRunning(job)) void client.invalidateQueries({ queryKey: JOBS_KEY, exact: true });
      return job;
    },
    enabled: !!jobId,
    staleTime: 0,
    refetchInterval: (query) => (isRunning(query.state.data) ? POLL_MS : false),
  });
}

export interface ImportRequest {
  file: File;
  dryRun: boolean;
  /** The brand of product-list rows that name none. */
  ownerId?: string;
  keepMissing?: boolean;
}

/** Uploads a package and starts its job; answers the job at once. */
export function useStartImport() {
  const client = useQueryClient();
  return useMutation({
    // The Import page shows why the upload failed.
    meta: { silent: true },
    mutationFn: async ({ file, dryRun, ownerId, keepMissing }: ImportRequest) => {
      const query = new URLSearchParams();
      if (dryRun) query.set('dry_run', 'true');
      if (ownerId) query.set('owner_id', ownerId);
      if (keepMissing) query.set('missing', 'keep');
      const body = new FormData();
      body.set('file', file, file.name);
      const { job } = await fetchJson<ImportJobAnswer>(`${jobsUrl()}?${query.toString()}`, {
        method: 'POST',
        body,
      });
      return job;
    },
    onSuccess: (job) => {
      client.setQueryData([...JOBS_KEY, job.job_id], job);
      void client.invalidateQueries({ queryKey: JOBS_KEY, exact: true });
    },
  });
}

/** Publishes what a job brought as drafts. */
export function usePublishImport() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (jobId: string) =>
      (
        await fetchJson<ImportJobAnswer>(`${jobsUrl()}/${encodeURIComponent(jobId)}/publish`, {
          method: 'POST',
        })
      ).job,
    onSuccess: (job) => {
      client.setQueryData([...JOBS_KEY, job.job_id], job);
      // What visitors and the draft view see changed.
      void client.invalidateQueries();
    },
  });
}
