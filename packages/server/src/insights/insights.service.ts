/**
 * First-party statistics (docs/INSIGHTS.md): stores what the web app reports with the
 * visitor's Statistics consent, already truncated and without any visitor id, keeps the daily
 * rollups in step, and removes what is older than the retention time and rolls up the months
 * that have ended (hourly, and at start).
 */
import type { Logger } from '../logger';
import type { BrandInsights, CatalogueInsights } from '@vitrine/contracts';
import {
  mayReadBrandInsights,
  mayReadCatalogueInsights,
  requireLogin,
  requirePermission,
  type Caller,
} from '../access';
import { invalidField } from '../errors';
import type { Store } from '../store';
import { truncatedAddress } from './address';
import { createInsightsQueries, splitByMonths, type Period } from './insights.queries';
import { createInsightsRepository } from './insights.repository';
import type { TrackedEvent } from './tracking-request';
import { createWriteBehind } from './write-behind';

export interface InsightsSettings {
  siteId: number;
  retentionMonths: number;
}

export interface InsightsService {
  /**
   * Takes a batch of events from the client at `ip` (whose address is truncated first); they
   * are written with others a moment later (write-behind.ts).
   */
  track(events: readonly TrackedEvent[], ip: string): Promise<void>;
  /** Writes the events taken and not written yet. */
  flush(): Promise<void>;
  /** A brand's figures over a period and the one before (the brand's owners, administrators). */
  brand(caller: Caller, ownerId: string, period: Period): Promise<BrandInsights>;
  /** Catalogue-wide figures (administrators). */
  catalogue(caller: Caller, period: Period): Promise<CatalogueInsights>;
  /**
   * Removes what is older than the retention time, and makes the monthly rollups of the
   * months that have ended.
   */
  prune(): Promise<void>;
  /** Counts the rollups anew from the events (after a bulk load, e.g. the benchmark's). */
  rebuildRollups(): Promise<void>;
  /** Prunes now and every hour; stop() ends it and writes what waits. */
  start(): void;
  stop(): Promise<void>;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest period asked for at once: a little more than a year. */
const MAX_PERIOD_DAYS = 400;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period checked, and the period of the same length just before it. */
function periods({ from, to }: Period): { current: Period; previous: Period } {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start)) throw invalidField('from', 'must be a day like 2026-01-31');
  if (Number.isNaN(end)) throw invalidField('to', 'must be a day like 2026-01-31');
  if (end < start) throw invalidField('to', 'must not be before from');
  const days = (end - start) / DAY_MS + 1;
  if (days > MAX_PERIOD_DAYS)
    throw invalidField('to', `at most ${MAX_PERIOD_DAYS} days after from`);
  return {
    current: { from: isoDay(start), to: isoDay(end) },
    previous: { from: isoDay(start - days * DAY_MS), to: isoDay(start - DAY_MS) },
  };
}

export function createInsightsService(
  store: Store,
  settings: InsightsSettings,
  log?: Logger,
): InsightsService {
  const repository = createInsightsRepository(store);
  const queries = createInsightsQueries(store);
  const pending = createWriteBehind<{ event: TrackedEvent; address: string }>(
    (rows) => repository.store(rows),
    log,
  );
  let timer: NodeJS.Timeout | undefined;

  const service: InsightsService = {
    async track(events, ip) {
      const other = events.findIndex((e) => e.siteId !== settings.siteId);
      if (other >= 0) {
        const field = events.length > 1 ? `requests[${other}].idsite` : 'idsite';
        throw invalidField(field, `this server keeps statistics for site ${settings.siteId} only`);
      }
      const address = truncatedAddress(ip);
      pending.add(events.map((event) => ({ event, address })));
    },
    flush: () => pending.flush(),
    async brand(caller, ownerId, period) {
      requireLogin(caller);
      requirePermission(mayReadBrandInsights(caller, ownerId), `the insights of ${ownerId}`);
      const { current, previous } = periods(period);
      await pending.flush();
      const split = splitByMonths(current, await queries.closedMonths());
      const [totals, previousTotals, daily, formats, items, terms, rarely] = await Promise.all([
        queries.totals(ownerId, current),
        queries.totals(ownerId, previous),
        queries.daily(ownerId, current),
        queries.grouped(ownerId, split, 'download', 'detail'),
        queries.grouped(ownerId, split, 'download', 'item_id'),
        queries.grouped(ownerId, split, 'search_lead', 'detail'),
        queries.rarelyDownloaded(ownerId, split),
      ]);
      return {
        ...current,
        previousFrom: previous.from,
        totals,
        previousTotals,
        daily,
        downloadsByFormat: formats.map((r) => ({ format: r.key, count: r.count })),
        downloadsByItem: items.map((r) => ({ itemId: r.key, count: r.count })),
        searchTerms: terms.map((r) => ({ query: r.key, count: r.count })),
        rarelyDownloaded: rarely,
      };
    },
    async catalogue(caller, period) {
      requireLogin(caller);
      requirePermission(
        mayReadCatalogueInsights(caller),
        'catalogue insights are for administrators',
      );
      const { current } = periods(period);
      await pending.flush();
      const split = splitByMonths(current, await queries.closedMonths());
      const [topSearches, zeroResultSearches, busiestBrands] = await Promise.all([
        queries.searches(split, false),
        queries.searches(split, true),
        queries.busiestBrands(split),
      ]);
      return { ...current, topSearches, zeroResultSearches, busiestBrands };
    },
    async prune() {
      await repository.removeOlderThan(settings.retentionMonths);
      await repository.closeMonths(settings.retentionMonths);
    },
    async rebuildRollups() {
      await pending.flush();
      await repository.rebuildRollups();
      await repository.closeMonths(settings.retentionMonths);
    },
    start() {
      // A failed prune is tried again at the next turn; the operator learns why meanwhile.
      const prune = () =>
        void service
          .prune()
          .catch((error: unknown) =>
            log?.warn({ err: error }, 'Pruning old insight events failed'),
          );
      prune();
      timer = setInterval(prune, PRUNE_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await pending.flush();
    },
  };
  return service;
}
