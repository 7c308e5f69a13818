/** SQL for the mail outbox; nothing else touches mail_outbox. */
import type { Sql, Store } from '../store';
import type { OutgoingMail } from './mail.types';

export interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  reply_to: string | null;
  attempts: number;
}

export function createMailRepository(store: Store) {
  return {
    async insert(mail: OutgoingMail, sql: Sql = store) {
      await sql.query(
        `INSERT INTO mail_outbox (recipient, subject, text_body, html_body, reply_to)
         VALUES ($1, $2, $3, $4, $5)`,
        [mail.to, mail.subject, mail.text, mail.html ?? null, mail.replyTo ?? null],
      );
    },

    /**
     * Sends due mails one at a time. Each is claimed first by pushing its next try 10 minutes
     * ahead (SKIP LOCKED: several processes share the outbox), so the send itself holds no
     * transaction (the embedded database has one connection) and a process that dies
     * mid-send leaves the mail to be tried again. `send` throws to fail it.
     */
    async sendDue(
      limit: number,
      send: (row: OutboxRow) => Promise<void>,
      retryAfterMs: (attempts: number) => number,
    ): Promise<{ sent: number; failed: number }> {
      let sent = 0;
      for (let i = 0; i < limit; i++) {
        const [row] = await store.query<OutboxRow>(
          `UPDATE mail_outbox SET next_try_at = now() + interval '10 minutes'
            WHERE id = (SELECT id FROM mail_outbox
                         WHERE sent_at IS NULL AND next_try_at <= now()
                         ORDER BY next_try_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
            RETURNING id::text, recipient, subject, text_body, html_body, reply_to, attempts`,
        );
        if (!row) break;
        try {
          await send(row);
        } catch (error) {
          await store.query(
            `UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2,
                    next_try_at = now() + make_interval(secs => $3) WHERE id = $1`,
            [row.id, (error as Error).message.slice(0, 500), retryAfterMs(row.attempts + 1) / 1000],
          );
          return { sent, failed: 1 }; // the server is likely down: wait for the next round
        }
        await store.query(
          'UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = $1',
          [row.id],
        );
        sent++;
      }
      return { sent, failed: 0 };
    },

    /** Mails not sent yet (the log says how many wait when no SMTP server is set). */
    async pending(): Promise<number> {
      const [row] = await store.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL',
      );
      return row?.n ?? 0;
    },
  };
}
