/**
 * The one database interface every service uses. Two implementations speak the same SQL:
 * PGlite (embedded, the default) and node-postgres (a PostgreSQL 15+ server).
 */
export interface Sql {
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Store extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; it rolls back when fn throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  /**
   * How many writes this process has made (statements that may write, and transactions),
   * counted once they are over: a cache that saw the count unchanged since it last read the
   * database knows this process changed nothing since.
   */
  writes(): number;
  /**
   * For a database other processes may write to (a PostgreSQL server): calls `changed` on
   * every notification on the channel, and whenever the listening connection was lost or
   * made again (notifications may have been missed). Resolves once listening. Absent for the
   * embedded store, which only this process writes to.
   */
  listen?(channel: string, changed: () => void): Promise<void>;
  /**
   * Takes every named lock or none: answers their release, or undefined when another holder
   * has one of them. The locks last until released or until this process ends, however it
   * ends (kill -9 included), so work that must not run twice at once never waits on a holder
   * that died. Not re-entrant: a second take of a held name fails, in this process too.
   */
  holdLocks(names: string[]): Promise<(() => Promise<void>) | undefined>;
}

/** Statements that cannot write (anything else, WITH included, counts as a write). */
export const READ_ONLY = /^\s*(SELECT|SHOW|EXPLAIN)\b/i;

/** Turns a value into a JSONB parameter; both drivers would otherwise send JS arrays as SQL arrays. */
export const json = (value: unknown) => JSON.stringify(value);
