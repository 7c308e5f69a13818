/**
 * One query parameter as React state. The URL is the source of truth for what a page shows
 * (CONTRIBUTING.md), so a view can be shared as a link; setting a value pushes a history entry
 * so back and forward work, and keeps every other parameter as it is.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface SetOptions {
  /** Replace the current history entry instead of pushing one (e.g. while typing). */
  replace?: boolean;
}

export type UrlState<T> = readonly [T, (value: T, options?: SetOptions) => void];

/** The raw string of `name` (null when absent) and a setter; null or '' removes it. */
export function useUrlParam(name: string): UrlState<string | null> {
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  const set = useCallback(
    (next: string | null, options?: SetOptions) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === null || next === '') updated.delete(name);
          else updated.set(name, next);
          return updated;
        },
        { replace: options?.replace ?? false },
      );
    },
    [name, setParams],
  );
  return [value, set] as const;
}

/** Sets several parameters in one history entry (null or '' removes one). */
export function useSetUrlParams(): (
  updates: Record<string, string | null>,
  options?: SetOptions,
) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (updates, options) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(updates)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: options?.replace ?? false },
      );
    },
    [setParams],
  );
}
