/**
 * Error reports: takes events from anyone (the web app sends them only after the visitor
 * allowed Diagnostics), removes what could be personal (scrub.ts), groups them by
 * fingerprint (fingerprint.ts) and keeps the store bounded: at most `maxGroups` groups, none
 * unseen for `retentionDays`. Administrators list and remove groups.
 */
import type { ErrorGroup, ErrorReport } from '@vitrine/contracts';
import { mayReadErrorReports, requireLogin, requirePermission, type Caller } from '../access';
import { notFound } from '../errors';
import type { Store } from '../store';
import { fingerprintOf } from './fingerprint';
import { createReportsRepository, type ErrorGroupRow } from './reports.repository';
import { scrub } from './scrub';

export interface ReportsSettings {
  maxGroups: number;
  retentionDays: number;
}

export interface ReportsService {
  /** Stores one event; returns its group's fingerprint. */
  report(event: ErrorReport): Promise<string>;
  /** The most recently seen groups (administrators). */
  groups(caller: Caller, limit: number): Promise<{ groups: ErrorGroup[]; total: number }>;
  /** Removes a group (administrators): the fault is fixed, or the group is noise. */
  remove(caller: Caller, fingerprint: string): Promise<void>;
}

/** Old groups are swept at most this often, on the next report. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const toIso = (value: Date | string) => new Date(value).toISOString();

function toGroup(row: ErrorGroupRow): ErrorGroup {
  return {
    ...row,
    kind: row.kind as ErrorGroup['kind'],
    count: Number(row.count),
    first_seen: toIso(row.first_seen),
    last_seen: toIso(row.last_seen),
  };
}

function requireAdmin(caller: Caller) {
  requireLogin(caller);
  requirePermission(mayReadErrorReports(caller), 'error reports are for administrators');
}

export function createReportsService(store: Store, settings: ReportsSettings): ReportsService {
  const repository = createReportsRepository(store);
  let sweptAt = 0;

  return {
    async report(event) {
      const message = scrub(event.message);
      const stack = scrub(event.stack ?? '');
      const name = event.name ?? 'Error';
      const fingerprint = fingerprintOf({ kind: event.kind, name, message, stack });
      const isNew = await repository.record({
        fingerprint,
        kind: event.kind,
        name,
        message,
        stack,
        context: scrub(event.context ?? ''),
        appVersion: event.appVersion,
        route: scrub(event.route).split(/[?#]/)[0] || '/',
        browser: event.browser,
        language: event.language ?? '',
      });
      if (isNew) await repository.keepNewest(settings.maxGroups);
      if (Date.now() - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = Date.now();
        await repository.removeOlderThan(settings.retentionDays);
      }
      return fingerprint;
    },

    async groups(caller, limit) {
      requireAdmin(caller);
      const { rows, total } = await repository.list(limit);
      return { groups: rows.map(toGroup), total };
    },

    async remove(caller, fingerprint) {
      requireAdmin(caller);
      if (!(await repository.remove(fingerprint))) throw notFound(`Error group ${fingerprint}`);
    },
  };
}
