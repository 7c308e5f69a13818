/**
 * PLACEHOLDER (branch h17fav): the login work adds these to session/index.ts with exactly
 * these names; the lead replaces this file's imports with '../session' (or wherever they
 * land) at merge and deletes it. Until then: no login dialog; a host token or a session
 * state set by other code counts as logged in, and pending actions run at once then.
 */
import { sessionState, type AfterLoginAction } from './index';

type Handler = (payload: unknown) => void;
const handlers = new Map<string, Set<Handler>>();

/**
 * Shows the login dialog with the message for `reason`; stores `action` to resume after the
 * login round trip. True when the user is (already) logged in, false when cancelled.
 */
export function requestLogin(
  reason: 'favorites' | 'contact',
  action?: AfterLoginAction,
): Promise<boolean> {
  void reason;
  const loggedIn = sessionState().status === 'loggedIn';
  if (loggedIn && action)
    for (const handler of handlers.get(action.action) ?? []) handler(action.payload);
  return Promise.resolve(loggedIn);
}

/** Registers what resumes a pending `action` after login; returns the unregister function. */
export function onAfterLoginAction(action: string, handler: Handler): () => void {
  const set = handlers.get(action) ?? new Set<Handler>();
  set.add(handler);
  handlers.set(action, set);
  return () => set.delete(handler);
}

/** Starts the login round trip (placeholder: nothing to start). */
export function login(): Promise<void> {
  return Promise.resolve();
}

/** Logs out (placeholder). */
export function logout(): Promise<void> {
  return Promise.resolve();
}
