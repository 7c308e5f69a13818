/**
 * Error reporting. The spec sends every error to an error-reporting service whose payload it
 * does not show; until one is configured, errors go to the console, and listeners (tests,
 * a future reporter) can subscribe.
 */
type Reporter = (error: unknown, context?: string) => void;
const reporters = new Set<Reporter>();

/** Adds a reporter; returns the function that removes it. */
export function addReporter(reporter: Reporter): () => void {
  reporters.add(reporter);
  return () => reporters.delete(reporter);
}

/** Logs `error` and hands it to every reporter. */
export function reportError(error: unknown, context?: string): void {
  console.error(context ?? 'Error', error);
  for (const reporter of reporters) reporter(error, context);
}
