/**
 * First-party statistics (docs/INSIGHTS.md): stores what the web app reports with the
 * visitor's Statistics consent, already truncated and without any visitor id, keeps the daily
 * rollups in step, and removes what is older than the retention time (hourly, and at start).
 */
import { invalidField } from '../errors';
import type { Store } from '../store';
import { truncatedAddress } from './address';
import { createInsightsRepository } from './insights.repository';
import type { TrackedEvent } from './tracking-request';

export interface InsightsSettings {
  siteId: number;
  retentionMonths: number;
}

export interface InsightsService {
  /** Stores a batch of events from the client at `ip` (whose address is truncated first). */
  track(events: readonly TrackedEvent[], ip: string): Promise<void>;
  /** Removes what is older than the retention time. */
  prune(): Promise<void>;
  /** Prunes now and every hour; stop() ends it. */
  start(): void;
  stop(): void;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

export function createInsightsService(store: Store, settings: InsightsSettings): InsightsService {
  const repository = createInsightsRepository(store);
  let timer: NodeJS.Timeout | undefined;

  const service: InsightsService = {
    async track(events, ip) {
      const other = events.findIndex((e) => e.siteId !== settings.siteId);
      if (other >= 0) {
        const field = events.length > 1 ? `requests[${other}].idsite` : 'idsite';
        throw invalidField(field, `this server keeps statistics for site ${settings.siteId} only`);
      }
      await repository.store(events, truncatedAddress(ip));
    },
    prune: () => repository.removeOlderThan(settings.retentionMonths),
    start() {
      const prune = () => void service.prune().catch(() => undefined);
      prune();
      timer = setInterval(prune, PRUNE_EVERY_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
  return service;
}
