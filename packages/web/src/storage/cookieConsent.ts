/**
 * The visitor's confirmed cookie choice (spec 02 s.2 cookie dialog) under local storage key
 * `cookieConsent`, storage version '1'. Written by the embedding host (pCat.updateCookieConsent,
 * the dialog then does not show) and later by the cookie dialog; Required is always on.
 */
import type { CookieConsent } from '@vitrine/contracts/host-messages';
import { versionedStore } from './versioned';

export const COOKIE_CONSENT_KEY = 'cookieConsent';

export interface StoredConsent extends CookieConsent {
  /** Who decided: the embedding host, or the visitor in the cookie dialog. */
  source: 'host' | 'dialog';
  /** When, epoch ms. */
  confirmedAt: number;
}

function isConsent(value: unknown): StoredConsent | undefined {
  const v = value as StoredConsent;
  const ok =
    typeof v === 'object' &&
    v !== null &&
    typeof v.diagnostics === 'boolean' &&
    typeof v.statistics === 'boolean' &&
    typeof v.youtube === 'boolean' &&
    (v.source === 'host' || v.source === 'dialog') &&
    typeof v.confirmedAt === 'number';
  return ok ? v : undefined;
}

/** null until someone confirmed a choice. */
export const cookieConsentStore = versionedStore<StoredConsent | null>(
  COOKIE_CONSENT_KEY,
  '1',
  isConsent,
  null,
);
