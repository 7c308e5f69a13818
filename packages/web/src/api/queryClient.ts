/**
 * The one QueryClient: catalogue data never goes stale while the page is open and is kept
 * five minutes after its last user (spec 02 s.9). Failed queries raise the error toast
 * through the cache's onError (see components/ErrorToast).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

type ErrorListener = (error: unknown) => void;
const listeners = new Set<ErrorListener>();

/** Subscribes to failed queries and mutations; returns the unsubscribe function. */
export function onQueryError(listener: ErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(error: unknown): void {
  for (const listener of listeners) listener(error);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: notify }),
  mutationCache: new MutationCache({ onError: notify }),
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      gcTime: 5 * 60 * 1000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});
