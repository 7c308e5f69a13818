/**
 * Search history (spec 02 s.9): per scope, newest first, 10 entries, the brand-list scope
 * 29 (3 × 10 − 1); storage version '1'. A term searched again moves to the top.
 */
import { versionedStore } from './versioned';

export interface HistoryEntry {
  term: string;
  timestamp: number;
  scope: string;
}

export const SEARCH_HISTORY_KEY = 'searchHistory';
export const HISTORY_SIZE = 10;

/** How many entries a scope keeps. */
export function historyLimit(scope: string): number {
  return scope === 'brands' ? HISTORY_SIZE * 3 - 1 : HISTORY_SIZE;
}

function isEntry(value: unknown): value is HistoryEntry {
  const entry = value as HistoryEntry;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.term === 'string' &&
    typeof entry.timestamp === 'number' &&
    typeof entry.scope === 'string'
  );
}

export const searchHistoryStore = versionedStore<HistoryEntry[]>(
  SEARCH_HISTORY_KEY,
  '1',
  (value) => (Array.isArray(value) ? value.filter(isEntry) : undefined),
  [],
);

/** Entries of one scope, newest first. */
export function historyOf(entries: readonly HistoryEntry[], scope: string): HistoryEntry[] {
  return entries.filter((e) => e.scope === scope).sort((a, b) => b.timestamp - a.timestamp);
}

/** Records `term` in `scope` (case-insensitive duplicates are replaced). */
export function addToHistory(term: string, scope: string, now = Date.now()): void {
  const trimmed = term.trim();
  if (!trimmed) return;
  const all = searchHistoryStore.read();
  const same = (e: HistoryEntry) =>
    e.scope === scope && e.term.toLocaleLowerCase() === trimmed.toLocaleLowerCase();
  const kept = historyOf(
    all.filter((e) => !same(e)),
    scope,
  ).slice(0, historyLimit(scope) - 1);
  const others = all.filter((e) => e.scope !== scope);
  searchHistoryStore.write([{ term: trimmed, timestamp: now, scope }, ...kept, ...others]);
}

export function removeFromHistory(entry: HistoryEntry): void {
  searchHistoryStore.write(
    searchHistoryStore.read().filter((e) => !(e.scope === entry.scope && e.term === entry.term)),
  );
}
