/**
 * The one QueryClient: catalogue data never goes stale while the page is open and is kept
 * five minutes after its last user (spec 02 s.9). Failed queries raise the error toast
 * through the cache's onError (see components/ErrorToast), with the query's key (what
 * failed) and a way to run it again (the toast's Retry).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { onDraftViewChange } from '../session';

/** What failed: the query's key (none for a mutation), and a way to try the query again. */
export interface FailureContext {
  queryKey?: readonly unknown[];
  retry?: () => void;
}

type ErrorListener = (error: unknown, context: FailureContext) => void;
const listeners = new Set<ErrorListener>();

/** Subscribes to failed queries and mutations; returns the unsubscribe function. */
export function onQueryError(listener: ErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(error: unknown, context: FailureContext = {}): void {
  for (const listener of listeners) listener(error, context);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      // A query that decorates (an icon) fails quietly: the page works without it.
      if (query.meta?.silent) return console.warn('Query failed quietly', query.queryKey, error);
      notify(error, {
        queryKey: query.queryKey,
        retry: () => void query.fetch().catch(() => undefined),
      });
    },
  }),
  mutationCache: new MutationCache({
    // A mutation whose form shows its own failure (meta.silent) raises no toast as well.
    onError: (error, _variables, _result, mutation) => {
      if (!mutation.meta?.silent) notify(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      gcTime: 5 * 60 * 1000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});

// The draft view switched: what shows is asked for again (with or without drafts), without a
// reload; what does not show is asked for again when it next does.
onDraftViewChange(() => void queryClient.invalidateQueries());
