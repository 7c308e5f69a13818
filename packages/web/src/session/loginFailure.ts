/**
 * Why the last login attempt could not reach the login provider (spec 02 s.8's 'Request
 * failed'), or null. Before this, Ok in the login dialog did nothing when the provider could
 * not be reached (the page's CSP refused its discovery, the provider was down): the shell
 * shows this until the visitor closes it or tries again.
 */
import { useSyncExternalStore } from 'react';

let failure: string | null = null;
const listeners = new Set<() => void>();

export function setLoginFailure(reason: string | null): void {
  failure = reason;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The reason the last login attempt failed, or null. */
export function useLoginFailure(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => failure,
    () => null,
  );
}
