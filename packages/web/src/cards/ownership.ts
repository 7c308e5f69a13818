/**
 * Whether the visitor owns a brand (spec 02 s.6): the owner ids of the logged-in user, read
 * from the provider with the account (docs/AUTH.md). An owned brand opens its own page, not
 * its external catalogue (brand card, Enter in the brand list). Read live, so a login that
 * completes after a list rendered still counts; components re-render through useSession.
 */
import { sessionState } from '../session';

export function isOwnedByUser(ownerId: string): boolean {
  const state = sessionState();
  return state.status === 'loggedIn' && !!state.user?.owner_ids.includes(ownerId);
}
