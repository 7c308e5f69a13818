/**
 * The error reports service (docs/PRIVACY.md): sending one report (only ever called once the
 * visitor allowed Diagnostics: consent/reporter.ts), and the administrators' list of groups.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErrorGroupsAnswer, ErrorReport } from '@vitrine/contracts';
import { config } from '../config';
import { ApiError, fetchJson } from './client';

/**
 * Sends one report. No credentials and no token: a report is not the visitor's; keepalive,
 * so a report sent as the page unloads (a reload after a failed chunk) still arrives.
 */
export async function sendErrorReport(report: ErrorReport): Promise<void> {
  await fetch(`${config.reportsBase}/v1/errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    credentials: 'omit',
    keepalive: true,
  });
}

const GROUPS_KEY = ['errorGroups'] as const;

/** The most recently seen error groups (administrators; others get 401/403). */
export function useErrorGroups(enabled = true) {
  return useQuery({
    queryKey: GROUPS_KEY,
    queryFn: ({ signal }) =>
      fetchJson<ErrorGroupsAnswer>(`${config.reportsBase}/v1/errors`, { signal }),
    enabled,
    retry: false,
  });
}

/** Whether the logged-in user may read the error reports (a 403 says no, quietly). */
export async function mayReadErrorReports(): Promise<boolean> {
  try {
    await fetchJson<ErrorGroupsAnswer>(`${config.reportsBase}/v1/errors?limit=1`);
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return false;
    throw error;
  }
}

/** Removes a group (the fault is fixed); the list reloads. */
export function useRemoveErrorGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fingerprint: string) =>
      fetchJson<unknown>(`${config.reportsBase}/v1/errors/${fingerprint}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: GROUPS_KEY }),
  });
}
