/**
 * The favourites and contact features' confirmations, through the app's one toast service
 * (src/toast.ts): a success shows 2 s, info 4 s (spec 02 s.8); the contact's
 * 'E-Mail successfully sent.' 5 s, as spec 02 s.8 says for it. Failures go to the error
 * toast (the query cache's onError), not here.
 */
import { showToast, type ToastOptions } from '../../toast';

/** Spec 02 s.8: 'E-Mail successfully sent.' for 5 s. */
export const CONTACT_SENT_MS = 5000;

export function showNotice(
  text: string,
  severity: 'success' | 'info' = 'success',
  options: Pick<ToastOptions, 'closeable' | 'durationMs'> = {},
): void {
  showToast(text, { severity, ...options });
}
