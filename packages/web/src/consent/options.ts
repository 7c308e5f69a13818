/**
 * Which switches the cookie dialog shows now (spec 02 s.2): Required, Diagnostics, Statistics
 * and Youtube always; Clarity only while a user of an organisation the operator configured for
 * it is logged in (spec 02 s.6: "only for organisations with numbers {code}"). When Clarity
 * joins, the stored keys lack it and the dialog asks again (storage/cookieConsent.ts).
 */
import { useSession, type SessionUser } from '../session';
import { config } from '../config';
import type { ConsentOption } from '../storage/cookieConsent';

const ALWAYS: readonly ConsentOption[] = ['required', 'diagnostics', 'statistics', 'youtube'];
const WITH_CLARITY: readonly ConsentOption[] = [...ALWAYS, 'clarity'];

/** Whether Clarity is configured for this user's organisation. */
export function clarityApplies(
  user: SessionUser | null | undefined,
  organizations: readonly string[] = config.clarity?.organizations ?? [],
): boolean {
  const number = user?.organization?.organization_number;
  return !!number && organizations.includes(number);
}

/** The options of the dialog for the current visitor. */
export function useConsentOptions(): readonly ConsentOption[] {
  const session = useSession();
  const user = session.status === 'loggedIn' ? session.user : null;
  return clarityApplies(user) ? WITH_CLARITY : ALWAYS;
}
