/**
 * The visitor's cookie consent (spec 02 s.2 cookie dialog, s.4 states) under local storage
 * key `cookieConsent`, storage version '1': undecided while nothing is stored, then the
 * confirmed selection or all selected. Written by the cookie dialog and by the embedding host
 * (pCat.updateCookieConsent, docs/EMBEDDING.md). Required is always on. The stored keys name
 * the options the visitor decided on: when a current option is missing from them (an option
 * added since, or Clarity for the visitor's organisation), the dialog asks again.
 */
import type { CookieConsent } from '@vitrine/contracts/host-messages';
import { versionedStore } from './versioned';

export const COOKIE_CONSENT_KEY = 'cookieConsent';

/** The dialog's switches in order (spec 02 s.2); Clarity only for some organisations. */
export const CONSENT_OPTIONS = [
  'required',
  'diagnostics',
  'statistics',
  'youtube',
  'clarity',
] as const;
export type ConsentOption = (typeof CONSENT_OPTIONS)[number];
/** The options a visitor chooses (Required is not a choice). */
export type ChosenOption = Exclude<ConsentOption, 'required'>;

/** Spec 02 s.4: undecided, then confirmed selection or all selected. */
export type ConsentState = 'undecided' | 'confirmedSelection' | 'allSelected';

export interface StoredConsent extends Partial<Record<ChosenOption, boolean>> {
  required: true;
  state: Exclude<ConsentState, 'undecided'>;
  /** Who decided: the embedding host, or the visitor in the cookie dialog. */
  source: 'host' | 'dialog';
  /** When, epoch ms. */
  confirmedAt: number;
}

const CHOSEN: readonly ChosenOption[] = ['diagnostics', 'statistics', 'youtube', 'clarity'];

function isConsent(value: unknown): StoredConsent | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (v.source !== 'host' && v.source !== 'dialog') return undefined;
  if (typeof v.confirmedAt !== 'number') return undefined;
  if (CHOSEN.some((option) => option in v && typeof v[option] !== 'boolean')) return undefined;
  // Consent stored by a host before the dialog existed has no state: a confirmed selection.
  const state = v.state === 'allSelected' ? 'allSelected' : 'confirmedSelection';
  return { ...(v as Partial<StoredConsent>), required: true, state } as StoredConsent;
}

/** null while undecided. */
export const cookieConsentStore = versionedStore<StoredConsent | null>(
  COOKIE_CONSENT_KEY,
  '1',
  isConsent,
  null,
);

/** Whether the visitor has yet to decide on one of `options` (spec 02 s.4). */
export function needsDecision(stored: StoredConsent | null, options: readonly ConsentOption[]) {
  if (!stored) return true;
  return options.some((option) => option !== 'required' && typeof stored[option] !== 'boolean');
}

/** The state a stored consent is in. */
export const consentState = (stored: StoredConsent | null): ConsentState =>
  stored?.state ?? 'undecided';

/** Stores a decision; `choices` lists every option shown, so each becomes a stored key. */
export function storeConsent(
  choices: Partial<Record<ChosenOption, boolean>>,
  state: StoredConsent['state'],
  source: StoredConsent['source'],
): void {
  const kept: Partial<Record<ChosenOption, boolean>> = {};
  for (const option of CHOSEN) {
    const value = choices[option];
    if (typeof value === 'boolean') kept[option] = value;
  }
  cookieConsentStore.write({ ...kept, required: true, state, source, confirmedAt: Date.now() });
}

/** What the host sent (pCat.updateCookieConsent, configuration.cookieConsent). */
export function storeHostConsent(consent: CookieConsent): void {
  const all = CHOSEN.every((option) => consent[option] !== false);
  storeConsent(consent, all ? 'allSelected' : 'confirmedSelection', 'host');
}
