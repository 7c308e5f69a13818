/**
 * Diagnostics (spec 01 s.4: error reporting is off by default, events are dropped until it is
 * enabled): listens for uncaught errors and rejections from the start, and adds a reporter
 * to report.ts only while the visitor allows Diagnostics. The reporter's code (ours, or the
 * Sentry SDK when SENTRY_DSN is set) loads only then; errors meanwhile are kept and sent once
 * it has. Withdrawn, it is removed again.
 */
import { addReporter, reportError, type Reporter } from '../report';
import { cookieConsentStore } from '../storage/cookieConsent';

interface Active {
  remove(): void;
}

let active: Promise<Active> | undefined;
/** Errors kept while the reporter's code loads (an app's first errors come early). */
const EARLY_KEPT = 20;

function apply(): void {
  const allowed = cookieConsentStore.read()?.diagnostics === true;
  if (allowed && !active) {
    const early: Array<Parameters<Reporter>> = [];
    const removeEarly = addReporter((...args) => {
      if (early.length < EARLY_KEPT) early.push(args);
    });
    active = import('./reporter').then(async ({ createReporter }) => {
      const reporter = await createReporter().finally(removeEarly);
      const remove = addReporter(reporter.report);
      for (const args of early.splice(0)) reporter.report(...args);
      return {
        remove() {
          remove();
          reporter.close();
        },
      };
    });
    active.catch((error: unknown) => {
      removeEarly();
      console.error('Error reporting failed to start', error);
      active = undefined;
    });
  } else if (!allowed && active) {
    const stopping = active;
    active = undefined;
    void stopping.then((a) => a.remove()).catch(() => undefined);
  }
}

/** From the start of the app (main.tsx): errors nobody caught, and the consent's reporter. */
export function startDiagnostics(): void {
  window.addEventListener('error', (event) => {
    // A script of another origin tells nothing ("Script error."); resource errors do not bubble.
    if (!event.error && !event.message) return;
    reportError(event.error ?? new Error(event.message), 'Uncaught error', 'uncaught');
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportError(event.reason, 'Unhandled rejection', 'unhandledrejection');
  });
  apply();
  cookieConsentStore.subscribe(apply);
}
