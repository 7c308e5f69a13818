/**
 * One production of a derived file across processes: a claim row per variant
 * (`derived_claims`). The process that inserts it makes the file while renewing the claim;
 * the others poll, without holding a database connection, until the file appears or the
 * claim goes (released, or expired because its process died), and then claim it themselves.
 * A row and not an advisory lock, so it works the same on PGlite and on a PostgreSQL server
 * and no connection waits for minutes while a 3D conversion runs.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Store } from '../store';

/** A claim not renewed for this long belongs to a process that is gone. */
const LEASE_MS = 60_000;
/** How often a maker renews its claim. */
const RENEW_MS = 15_000;
/** How often a waiting process looks again (doubling from the first, up to the last). */
const POLL_MS = [50, 1000] as const;

export function createClaims(store: Store) {
  /** Takes the claim when nobody holds a live one; true when it is ours. */
  async function take(key: string, me: string): Promise<boolean> {
    const rows = await store.query(
      `INSERT INTO derived_claims (variant_key, claimed_by, claimed_until)
       VALUES ($1, $2, now() + $3 * interval '1 millisecond')
       ON CONFLICT (variant_key) DO UPDATE
         SET claimed_by = EXCLUDED.claimed_by, claimed_until = EXCLUDED.claimed_until
         WHERE derived_claims.claimed_until < now()
       RETURNING claimed_by`,
      [key, me, LEASE_MS],
    );
    return rows.length > 0;
  }

  async function holding<T>(key: string, me: string, make: () => Promise<T>): Promise<T> {
    const renew = setInterval(() => {
      store
        .query(
          `UPDATE derived_claims SET claimed_until = now() + $3 * interval '1 millisecond'
           WHERE variant_key = $1 AND claimed_by = $2`,
          [key, me, LEASE_MS],
        )
        .catch(() => undefined); // a missed renewal only lets another process start too
    }, RENEW_MS);
    renew.unref();
    try {
      return await make();
    } finally {
      clearInterval(renew);
      await store
        .query('DELETE FROM derived_claims WHERE variant_key = $1 AND claimed_by = $2', [key, me])
        .catch(() => undefined); // left behind, it expires
    }
  }

  return {
    /**
     * `make` when this process wins the claim for `key`; else waits for the process that
     * won it and answers what `find` finds once it is done (or makes it, if that one failed).
     */
    async once<T>(key: string, make: () => Promise<T>, find: () => Promise<T | undefined>) {
      const me = randomUUID();
      let wait: number = POLL_MS[0];
      for (;;) {
        if (await take(key, me)) return holding(key, me, make);
        await sleep(wait);
        wait = Math.min(wait * 2, POLL_MS[1]);
        const found = await find();
        if (found !== undefined) return found;
      }
    },
  };
}
