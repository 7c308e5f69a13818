import pg from 'pg';
import { READ_ONLY, type Sql, type Store } from './store';
import { databaseUnavailable } from '../errors';
import { timed } from '../server-timing';

/** Wait before listening again after the listening connection was lost. */
const RELISTEN_MS = 1000;
/**
 * The first key of holdLocks' two-key advisory locks ('VITR'): apart from the one-key locks
 * other code takes in transactions (PostgreSQL keeps the two forms apart).
 */
const LOCK_SPACE = 0x56495452;

/**
 * Failures of the connection rather than of the statement: the server refused or ended it,
 * is shutting down or starting (SQLSTATE class 08, 57P01-57P03), or the pool found no
 * connection in time. They become a 503 that says so; the pool connects again by itself.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
]);
const CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

function connectionLost(error: unknown) {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  if (error instanceof AggregateError) return error.errors.some(connectionLost);
  return CONNECTION_MESSAGE.test(error.message);
}

const unavailableOr = (error: unknown) =>
  connectionLost(error) ? databaseUnavailable(error) : error;

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
    // While the server is down or every connection is busy: a clear 503 rather than a wait.
    connectionTimeoutMillis: 5000,
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
      } catch (error) {
        throw unavailableOr(error);
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
      const client = await pool.connect().catch((error: unknown) => {
        throw unavailableOr(error);
      });
      // A checked-out client has no listener of the pool's: a connection lost between two
      // statements (the server restarting) would be an unhandled 'error' event, which ends
      // the process. Kept here instead, and the client is dropped rather than reused.
      let lost: Error | undefined;
      const onError = (error: Error) => (lost = error);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(sql(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw unavailableOr(error);
      } finally {
        client.removeListener('error', onError);
        client.release(lost);
        writes++;
      }
    },
    exec: async (script) => {
      try {
        await pool.query(script);
      } catch (error) {
        throw unavailableOr(error);
      } finally {
        writes++;
      }
    },
    writes: () => writes,
    async listen(channel, changed) {
      // One connection of its own, outside the pool, made again when it is lost. Each client
      // is retried once however it fails (a failed connect also ends): no growing fan-out of
      // reconnects while the server is down.
      const connect = async () => {
        const client = new pg.Client({ connectionString, application_name: 'vitrine-listen' });
        let lost = false;
        const lose = () => {
          if (lost) return;
          lost = true;
          const at = listeners.indexOf(client);
          if (at >= 0) listeners.splice(at, 1);
          if (closed) return;
          changed();
          setTimeout(() => void connect().catch(() => undefined), RELISTEN_MS).unref();
        };
        client.on('notification', () => changed());
        client.on('error', () => undefined);
        client.on('end', lose);
        try {
          await client.connect();
          listeners.push(client);
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          lose();
          await client.end().catch(() => undefined);
          throw error;
        }
        changed();
      };
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
