/**
 * What the favourite and contact buttons do: the one hook point for the features that need
 * an account. A visitor is asked to log in first (the login dialog); the action is kept as
 * afterLoginAction ('addFavorite', 'contact') and resumes here when they are back.
 *
 * What a logged-in user gets is not built yet: `addFavorite` is where the favourites work
 * opens its add-to-list dialog, `contactBrand` where the user-service work opens the contact
 * form. Until then both say "coming soon" (AccountActionNotice).
 */
import { onAfterLoginAction, requestLogin, sessionState } from '../session';

export interface FavoriteTarget {
  kind: 'models' | 'materials';
  id: string;
}
export interface ContactTarget {
  modelId: string;
  ownerId?: string;
}
export type AccountAction = 'addFavorite' | 'contact';

const listeners = new Set<(action: AccountAction) => void>();
/** Actions resumed at page load before the notice was mounted. */
let unheard: AccountAction[] = [];

/** Hears each action a logged-in user starts (the "coming soon" notice). */
export function onAccountAction(listener: (action: AccountAction) => void): () => void {
  listeners.add(listener);
  unheard.forEach(listener);
  unheard = [];
  return () => listeners.delete(listener);
}

function announce(action: AccountAction) {
  if (listeners.size === 0) unheard.push(action);
  listeners.forEach((listener) => listener(action));
}

/** Favourites: open the add-to-list dialog for `target` (spec 02 s.4 favourite toggle). */
export function addFavorite(_target: FavoriteTarget): void {
  announce('addFavorite');
}

/** User service: open the contact form for `target`'s brand (spec 02 s.2). */
export function contactBrand(_target: ContactTarget): void {
  announce('contact');
}

const isFavoriteTarget = (p: unknown): p is FavoriteTarget =>
  typeof (p as FavoriteTarget)?.id === 'string' &&
  ['models', 'materials'].includes((p as FavoriteTarget).kind);
const isContactTarget = (p: unknown): p is ContactTarget =>
  typeof (p as ContactTarget)?.modelId === 'string';

onAfterLoginAction('addFavorite', (payload) => {
  if (isFavoriteTarget(payload)) addFavorite(payload);
});
onAfterLoginAction('contact', (payload) => {
  if (isContactTarget(payload)) contactBrand(payload);
});

const loggedIn = () => sessionState().status === 'loggedIn';

/** The favourite button: the action when logged in, else the login dialog first. */
export function favoriteClicked(target: FavoriteTarget): void {
  if (loggedIn()) addFavorite(target);
  else void requestLogin('favorites', { action: 'addFavorite', payload: target });
}

/** The contact button: the action when logged in, else the login dialog first. */
export function contactClicked(target: ContactTarget): void {
  if (loggedIn()) contactBrand(target);
  else void requestLogin('contact', { action: 'contact', payload: target });
}
