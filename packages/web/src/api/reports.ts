/**
 * The error reports service (docs/PRIVACY.md): sending one report (only ever called once the
 * visitor allowed Diagnostics: consent/reporter.ts), and whether the user may read them. The
 * administrators' list is in reportGroups.ts, so the account menu does not load its hooks.
 */
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
