/**
 * Error reporting (spec 01 s.4, spec 02 s.8 "All errors: also sent to an error-reporting
 * service"). Every error goes through reportError: it is logged, and handed to the reporters.
 * There are none until the visitor allows Diagnostics (consent/diagnostics.ts adds one then):
 * until then events are dropped, as spec 01 s.4 says.
 */
import type { ErrorReportKind } from '@vitrine/contracts';

export type Reporter = (error: unknown, context: string | undefined, kind: ErrorReportKind) => void;
const reporters = new Set<Reporter>();

/** Adds a reporter; returns the function that removes it. */
export function addReporter(reporter: Reporter): () => void {
  reporters.add(reporter);
  return () => reporters.delete(reporter);
}

/**
 * Logs `error` and hands it to every reporter. `kind` says where it came from; errors the
 * browser logged itself (uncaught ones) are not logged twice.
 */
export function reportError(
  error: unknown,
  context?: string,
  kind: ErrorReportKind = 'reported',
): void {
  if (kind !== 'uncaught' && kind !== 'unhandledrejection')
    console.error(context ?? 'Error', error);
  for (const reporter of reporters) reporter(error, context, kind);
}
