/**
 * The consent as features use it: whether an option is allowed now, and allowing one from a
 * feature's own notice (the detail dialog's Youtube placeholder) without the whole dialog.
 */
import {
  cookieConsentStore,
  storeConsent,
  type ChosenOption,
  type StoredConsent,
} from '../storage/cookieConsent';
import { useStore } from '../storage/useStore';

/** The stored consent; null while undecided. */
export const useStoredConsent = (): StoredConsent | null => useStore(cookieConsentStore);

/** Whether the visitor allowed `option` (never while undecided). */
export function useConsentGiven(option: ChosenOption): boolean {
  return useStoredConsent()?.[option] === true;
}

/** Whether `option` is allowed now, outside React. */
export const consentGiven = (option: ChosenOption): boolean =>
  cookieConsentStore.read()?.[option] === true;

/** Allows one more option, keeping every other choice (a confirmed selection). */
export function allowOption(option: ChosenOption): void {
  const stored = cookieConsentStore.read();
  const {
    required: _required,
    state: _state,
    source: _source,
    confirmedAt: _at,
    ...choices
  } = stored ?? ({} as Partial<StoredConsent>);
  storeConsent({ ...choices, [option]: true }, 'confirmedSelection', 'dialog');
}
