/**
 * Short confirmations (toasts) of the favourites and contact features: a success shows 2 s,
 * info 4 s (spec 02 s.8), the contact's 'E-Mail successfully sent.' 5 s. Failures go to the
 * app's error toast (the query cache's onError), not here.
 */
export interface Notice {
  text: string;
  severity: 'success' | 'info';
  /** How long it shows (ms); null: until closed. */
  duration: number | null;
  key: number;
}

export const SUCCESS_MS = 2000;
export const INFO_MS = 4000;
/** Spec 02 s.8: 'E-Mail successfully sent.' for 5 s. */
export const CONTACT_SENT_MS = 5000;

type Listener = (notice: Notice) => void;
const listeners = new Set<Listener>();
let counter = 0;

export function showNotice(
  text: string,
  severity: Notice['severity'] = 'success',
  duration: number | null = severity === 'success' ? SUCCESS_MS : INFO_MS,
): void {
  const notice = { text, severity, duration, key: ++counter };
  for (const listener of listeners) listener(notice);
}

export function onNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
