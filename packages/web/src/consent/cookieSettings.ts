/**
 * "Cookie settings" (spec 02 s.2 account menu): a request to open the cookie dialog, from
 * the account menu, the phone menu or a feature's notice, heard by ConsentMount.
 */
import { useSyncExternalStore } from 'react';

let requests = 0;
const listeners = new Set<() => void>();

/** Opens the cookie dialog with the stored choices. */
export function openCookieSettings(): void {
  requests += 1;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => requests;

/** Counts the requests so far: a change means "open the dialog". */
export const useCookieSettingsRequests = (): number => useSyncExternalStore(subscribe, read, read);
