/**
 * The one toast service (spec 02 s.8): every feature shows its short messages through
 * `showToast`, and one host in the shell (components/Toasts) shows them, one at a time, the
 * newest replacing the one before. How long one shows follows its severity: success 2 s;
 * info, warning and error 4 s; default 6 s; a closeable toast stays until it is closed.
 * A leaf module (no React, no i18n): code anywhere may raise a toast.
 */
export type ToastSeverity = 'success' | 'info' | 'warning' | 'error' | 'default';

/** Spec 02 s.8's durations (ms). */
export const TOAST_MS: Record<ToastSeverity, number> = {
  success: 2000,
  info: 4000,
  warning: 4000,
  error: 4000,
  default: 6000,
};

/** Text as it is, or an i18n key (with values) the host translates in the current language. */
export type ToastText = string | { key: string; values?: Record<string, unknown> };

export interface ToastOptions {
  severity?: ToastSeverity;
  /** Stays until the visitor closes it (or takes its action). */
  closeable?: boolean;
  /** A button on the toast (e.g. Retry); taking it closes the toast. */
  action?: { label: ToastText; run: () => void };
  /** How long it shows instead of its severity's time (ms); a spec wording may set its own. */
  durationMs?: number;
}

export interface Toast extends Required<Pick<ToastOptions, 'severity' | 'closeable'>> {
  id: number;
  text: ToastText;
  action?: ToastOptions['action'];
  /** null: until closed. */
  durationMs: number | null;
}

type Listener = (toast: Toast) => void;
const listeners = new Set<Listener>();
let counter = 0;

/** Shows `text` as a toast. */
export function showToast(text: ToastText, options: ToastOptions = {}): Toast {
  const severity = options.severity ?? 'default';
  const closeable = options.closeable ?? false;
  const toast: Toast = {
    id: ++counter,
    text,
    severity,
    closeable,
    ...(options.action ? { action: options.action } : {}),
    durationMs: closeable ? null : (options.durationMs ?? TOAST_MS[severity]),
  };
  for (const listener of listeners) listener(toast);
  return toast;
}

/** Subscribes to toasts (the host); returns the unsubscribe function. */
export function onToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
