/**
 * The insights page's period (UTC days, inclusive, as the server counts them): the last 7, 30
 * or 90 days up to today, or a custom from/to; kept in the address (?days=7 or ?from=&to=),
 * so a period can be shared and the page reloaded.
 */
export const PRESETS = [7, 30, 90] as const;
export type Preset = (typeof PRESETS)[number];
/** The server answers at most this many days. */
export const MAX_DAYS = 400;

export interface Period {
  from: string;
  to: string;
  /** The preset it came from; undefined for a custom period. */
  days?: Preset;
}

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The last `days` days up to `today` (UTC). */
export function presetPeriod(days: Preset, now = Date.now()): Period {
  return { from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now), days };
}

/** Whether from..to is a period the server takes. */
export function validPeriod(from: string, to: string): boolean {
  if (!DAY.test(from) || !DAY.test(to)) return false;
  const start = dayMs(from);
  const end = dayMs(to);
  return !Number.isNaN(start) && !Number.isNaN(end) && start <= end && daysOf(from, to) <= MAX_DAYS;
}

/** How many days from..to holds (both ends counted). */
export const daysOf = (from: string, to: string) =>
  Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;

/** Every day of from..to, in order. */
export function daysOfPeriod(from: string, to: string): string[] {
  const out: string[] = [];
  for (let ms = dayMs(from); ms <= dayMs(to); ms += DAY_MS) out.push(isoDay(ms));
  return out;
}

/** The period the address asks for; the last 30 days when it asks for none or a bad one. */
export function periodOfSearch(search: URLSearchParams, now = Date.now()): Period {
  const from = search.get('from');
  const to = search.get('to');
  if (from && to && validPeriod(from, to)) return { from, to };
  const days = Number(search.get('days'));
  return presetPeriod((PRESETS as readonly number[]).includes(days) ? (days as Preset) : 30, now);
}

/** The address's search part for a period. */
export function searchOfPeriod(period: Period): string {
  return period.days ? `?days=${period.days}` : `?from=${period.from}&to=${period.to}`;
}

/** The change from `before` to `now`: a fraction (0.25 = 25 % more), 'new' or null (both 0). */
export function changeOf(now: number, before: number): number | 'new' | null {
  if (before === 0) return now === 0 ? null : 'new';
  return (now - before) / before;
}
