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
   * How many writes this process has made, for a store no other process can write to (the
   * embedded one): caches of the database can tell that nothing changed without asking it.
   * Absent when other processes may write (a PostgreSQL server).
   */
  localWrites?(): number;
}

/** Turns a value into a JSONB parameter; both drivers would otherwise send JS arrays as SQL arrays. */
export const json = (value: unknown) => JSON.stringify(value);
