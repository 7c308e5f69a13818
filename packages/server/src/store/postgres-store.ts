import pg from 'pg';
import { READ_ONLY, type Sql, type Store } from './store';
import { timed } from '../server-timing';

/** Wait before listening again after the listening connection was lost. */
const RELISTEN_MS = 1000;
/**
 * The first key of holdLocks' two-key advisory locks ('VITR'): apart from the one-key locks
 * other code takes in transactions (PostgreSQL keeps the two forms apart).
 */
const LOCK_SPACE = 0x56495452;

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
  // An idle connection the server ends (a restart, an administrator) is replaced by the pool
  // on the next query; unhandled, its error would end the process.
  pool.on('error', () => undefined);
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  let writes = 0;
  const sql = (runner: Pick<pg.Pool, 'query'>): Sql => ({
    async query<T>(text: string, params?: unknown[]) {
      try {
        const result = await timed('db', () => runner.query(text, params));
        return result.rows as T[];
      } finally {
        if (!READ_ONLY.test(text)) writes++;
      }
    },
  });
  const listeners: pg.Client[] = [];
  const lockSessions = new Set<() => Promise<void>>();
  let closed = false;
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
        writes++;
      }
    },
    exec: async (script) => {
      try {
        await pool.query(script);
      } finally {
        writes++;
      }
    },
    writes: () => writes,
    async listen(channel, changed) {
      // One connection of its own, outside the pool, made again when it is lost.
      const connect = async () => {
        const client = new pg.Client({ connectionString, application_name: 'vitrine-listen' });
        client.on('notification', () => changed());
        client.on('error', () => undefined);
        client.on('end', () => {
          listeners.splice(listeners.indexOf(client), 1);
          if (closed) return;
          changed();
          again();
        });
        await client.connect();
        listeners.push(client);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        changed();
      };
      const again = () => setTimeout(() => void connect().catch(again), RELISTEN_MS).unref();
      await connect();
    },
    async holdLocks(names) {
      // A session of its own: PostgreSQL ends a session's advisory locks when the session
      // ends, and a killed process's connection ends with it.
      const client = new pg.Client({ connectionString, application_name: 'vitrine-lock' });
      client.on('error', () => undefined);
      await client.connect();
      let released = false;
      const release = async () => {
        if (released) return;
        released = true;
        lockSessions.delete(release);
        await client.end().catch(() => undefined);
      };
      lockSessions.add(release);
      try {
        const [row] = (
          await client.query<{ taken: boolean | null }>(
            `SELECT bool_and(pg_try_advisory_lock($1, hashtext(name))) AS taken
               FROM unnest($2::text[]) AS name`,
            [LOCK_SPACE, names],
          )
        ).rows;
        if (row?.taken === false) {
          await release(); // Ending the session frees those it did take.
          return undefined;
        }
        return release;
      } catch (error) {
        await release();
        throw error;
      }
    },
    async close() {
      closed = true;
      await Promise.all(listeners.map((client) => client.end()));
      await Promise.all([...lockSessions].map((release) => release()));
      await pool.end();
    },
  };
}
