import pg from 'pg';
import type { Sql, Store } from './store';

/** The server store: a connection pool to PostgreSQL 15+, every statement time-bounded. */
export async function openPostgresStore(
  connectionString: string,
  options: { statementTimeoutMs: number; max?: number },
): Promise<Store> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    statement_timeout: options.statementTimeoutMs,
    application_name: 'vitrine',
  });
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const sql = (runner: Pick<pg.Pool, 'query'>): Sql => ({
    async query<T>(text: string, params?: unknown[]) {
      const result = await runner.query(text, params);
      return result.rows as T[];
    },
  });
  return {
    kind: 'postgres',
    ...sql(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(sql(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (script) => {
      await pool.query(script);
    },
    close: () => pool.end(),
  };
}
