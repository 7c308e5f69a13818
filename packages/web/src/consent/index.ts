/**
 * Cookie consent (spec 02 s.2, s.4, s.6; docs/PRIVACY.md): the dialog, "Cookie settings", and
 * everything that needs consent, started only once given: error reports (Diagnostics),
 * statistics, Clarity. Features ask here whether an option is allowed (the detail dialog's
 * Youtube videos). The public face: the rest of the app imports only from here.
 */
export { ConsentMount } from './ConsentMount';
export { openCookieSettings } from './cookieSettings';
export { allowOption, consentGiven, useConsentGiven } from './useConsent';

/**
 * Starts catching errors nobody caught, to report them once the visitor allows Diagnostics
 * (dropped until then). Its code loads beside the first page, not before it.
 */
export function startDiagnosticsSoon(): void {
  import('./diagnostics').then(
    ({ startDiagnostics }) => startDiagnostics(),
    (error: unknown) => console.error('Error diagnostics did not load', error),
  );
}
