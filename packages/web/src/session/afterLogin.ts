/**
 * Pending actions across the login round trip (spec 02 s.4 afterLoginAction): a feature
 * that needs a login stores { action, payload } in local storage (key afterLoginAction)
 * before the visitor leaves; back and logged in, the handler registered for that action
 * runs once with the payload and the entry is removed. Cancelling the login dialog removes
 * it too.
 */
import { versionedStore } from '../storage/versioned';
import { sessionState, type AfterLoginAction } from './state';

export const AFTER_LOGIN_ACTION_KEY = 'afterLoginAction';

const isAction = (value: unknown): value is AfterLoginAction =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AfterLoginAction).action === 'string';

export const pendingStore = versionedStore<AfterLoginAction[]>(
  AFTER_LOGIN_ACTION_KEY,
  '1',
  (value) => (Array.isArray(value) ? value.filter(isAction) : undefined),
  [],
);

type Handler = (payload: unknown) => void;
const handlers = new Map<string, Handler>();

/** Keeps `action` for after the login (one entry per action name: the latest wins). */
export function keepPending(action: AfterLoginAction): void {
  const rest = pendingStore.read().filter((a) => a.action !== action.action);
  pendingStore.write([...rest, action]);
}

/** Drops the pending `action` (the dialog was cancelled). */
export function dropPending(action: string): void {
  pendingStore.write(pendingStore.read().filter((a) => a.action !== action));
}

/** Logged in with the user's data loaded: what a resumed action may rely on. */
function ready(): boolean {
  const state = sessionState();
  return state.status === 'loggedIn' && state.user !== null;
}

/** Runs every pending action that has a handler, once; the session calls it after login. */
export function resumePending(): void {
  if (!ready()) return;
  const pending = pendingStore.read();
  const runnable = pending.filter((a) => handlers.has(a.action));
  if (runnable.length === 0) return;
  pendingStore.write(pending.filter((a) => !handlers.has(a.action)));
  for (const { action, payload } of runnable) {
    try {
      handlers.get(action)!(payload);
    } catch (error) {
      console.error(`afterLoginAction ${action} failed`, error);
    }
  }
}

/**
 * Registers the handler of `action`; if that action is pending and the visitor is logged
 * in, it runs now. Returns the function that removes the handler.
 */
export function onAfterLoginAction(action: string, handler: Handler): () => void {
  handlers.set(action, handler);
  resumePending();
  return () => {
    if (handlers.get(action) === handler) handlers.delete(action);
  };
}
