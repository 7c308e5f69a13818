/**
 * What a favourite or contact button does (spec 02 s.4 "Favourite toggle"): a logged-in
 * user gets the dialog at once; a visitor gets the login dialog, with the action kept
 * pending ('addFavorite', 'contact') so it resumes after the login round trip. Cancelling
 * the login drops it (the login code removes the pending action).
 */
import i18n from 'i18next';
import { onAfterLoginAction, requestLogin, sessionState } from '../../session';
import { openDialog, type ContactTarget } from './dialogs';
import type { FavoriteKind } from './model/document';
import type { ItemRef } from './model/operations';

export interface AddFavoritePayload {
  kind: FavoriteKind;
  item: ItemRef;
}

/**
 * Fetches the dialogs' code and texts when the pointer or focus reaches a button, so the
 * dialog opens without a wait on the click.
 */
export function preloadDialogs(): void {
  void import('./FavoritesLayer');
  void i18n.loadNamespaces('favorites');
}

const openLists = ({ kind, item }: AddFavoritePayload) => openDialog({ type: 'lists', kind, item });
const openContact = (target: ContactTarget) => openDialog({ type: 'contact', target });

/** Opens the add-to-lists dialog for `item`, through the login when needed. */
export async function startAddFavorite(payload: AddFavoritePayload): Promise<void> {
  if (sessionState().status === 'loggedIn') return openLists(payload);
  // Ok leaves for the provider; the kept action opens the dialog once the visitor is back.
  await requestLogin('favorites', { action: 'addFavorite', payload });
}

/** Opens the contact form for `target`, through the login when needed. */
export async function startContact(target: ContactTarget): Promise<void> {
  if (sessionState().status === 'loggedIn') return openContact(target);
  await requestLogin('contact', { action: 'contact', payload: target });
}

const isPayload = (value: unknown): value is AddFavoritePayload =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AddFavoritePayload).kind === 'string' &&
  typeof (value as AddFavoritePayload).item?.id === 'string';

const isContactTarget = (value: unknown): value is ContactTarget =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ContactTarget).ownerId === 'string' &&
  typeof (value as ContactTarget).link === 'string';

/** Resumes pending actions after login; returns the function that stops listening. */
export function resumeAfterLogin(): () => void {
  const offFavorite = onAfterLoginAction('addFavorite', (payload) => {
    if (isPayload(payload)) openLists(payload);
  });
  const offContact = onAfterLoginAction('contact', (payload) => {
    if (isContactTarget(payload)) openContact(payload);
  });
  return () => {
    offFavorite();
    offContact();
  };
}
