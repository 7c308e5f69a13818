/**
 * Where the channel reports what it ignores. Payloads are never logged (they can hold
 * access tokens): only types, ids, origins and the reason.
 */
export interface Logger {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

const noop = () => {};

/** A logger that says nothing, for hosts that report elsewhere. */
export const silentLogger: Logger = { debug: noop, info: noop, warn: noop, error: noop };

/** The default: the console, each line prefixed so people can filter it. */
export function consoleLogger(prefix: string): Logger {
  return {
    debug: (...args) => console.debug(prefix, ...args),
    info: (...args) => console.info(prefix, ...args),
    warn: (...args) => console.warn(prefix, ...args),
    error: (...args) => console.error(prefix, ...args),
  };
}
