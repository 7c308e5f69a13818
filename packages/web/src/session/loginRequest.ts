/**
 * The login dialog's request (spec 02 s.2 "Login dialog"): a feature asks for a login with a
 * reason; the dialog (app/login) shows it; Ok goes to the provider with the pending action,
 * Cancel drops the action. One request at a time: a newer one answers the older with false.
 */
import { useSyncExternalStore } from 'react';
import { dropPending, keepPending } from './afterLogin';
import { login, loginAvailable } from './login';
import { sessionState, type AfterLoginAction } from './state';
import { tokenStore } from './tokens';

export type LoginReason = 'favorites' | 'contact';

export interface LoginRequest {
  reason: LoginReason;
  /** A token exists already (expired or refused): only Ok is offered. */
  hasToken: boolean;
}

let current: {
  request: LoginRequest;
  action?: AfterLoginAction;
  answer: (ok: boolean) => void;
} | null = null;
const listeners = new Set<() => void>();

function set(next: typeof current) {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Asks the visitor to log in for `reason`. Resolves true at once when logged in; otherwise
 * shows the dialog: Ok keeps `action` and leaves for the provider (resolves true), Cancel
 * resolves false. Resolves false when no login is offered (no provider, or a host token).
 */
export function requestLogin(reason: LoginReason, action?: AfterLoginAction): Promise<boolean> {
  if (sessionState().status === 'loggedIn') return Promise.resolve(true);
  if (!loginAvailable()) return Promise.resolve(false);
  current?.answer(false);
  if (action) keepPending(action);
  return new Promise((resolve) => {
    set({ request: { reason, hasToken: tokenStore.read() !== null }, action, answer: resolve });
  });
}

/** The dialog's answer: Ok (true) logs in, Cancel (false) drops the pending action. */
export function answerLoginRequest(ok: boolean): void {
  const open = current;
  if (!open) return;
  set(null);
  if (ok) {
    void login(open.action);
  } else if (open.action) {
    dropPending(open.action.action);
  }
  open.answer(ok);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The open request, or null; for the dialog. */
export function useLoginRequest(): LoginRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => current?.request ?? null,
    () => null,
  );
}
