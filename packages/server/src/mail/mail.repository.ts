/** SQL for the mail outbox; nothing else touches mail_outbox. */
import type { Sql, Store } from '../store';
import type { MailState, OutboxEntry, OutgoingMail } from './mail.types';

export interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  reply_to: string | null;
  attempts: number;
}

const CLAIMED = 'id::text, recipient, subject, text_body, html_body, reply_to, attempts';

interface EntryRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  reply_to: string | null;
  links: string[];
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  next_try_at: Date;
}

const entryOf = (row: EntryRow): OutboxEntry => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  text: row.text_body,
  replyTo: row.reply_to,
  links: row.links,
  state: row.sent_at ? 'sent' : 'queued',
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: new Date(row.created_at),
  sentAt: row.sent_at ? new Date(row.sent_at) : null,
  nextTryAt: new Date(row.next_try_at),
});

const ID = /^\d{1,18}$/;

export function createMailRepository(store: Store) {
  /**
   * Claims one due mail (this id, or the next due one) by pushing its next try 10 minutes
   * ahead (SKIP LOCKED: several processes share the outbox), so the send itself holds no
   * transaction (the embedded database has one connection) and a process that dies mid-send
   * leaves the mail to be tried again.
   */
  async function claim(id?: string): Promise<OutboxRow | undefined> {
    const [row] = await store.query<OutboxRow>(
      `UPDATE mail_outbox SET next_try_at = now() + interval '10 minutes'
        WHERE id = (SELECT id FROM mail_outbox
                     WHERE sent_at IS NULL AND next_try_at <= now() ${id ? 'AND id = $1' : ''}
                     ORDER BY next_try_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING ${CLAIMED}`,
      id ? [id] : [],
    );
    return row;
  }

  return {
    async insert(mail: OutgoingMail, sql: Sql = store): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `INSERT INTO mail_outbox (recipient, subject, text_body, html_body, reply_to, kind, links)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text`,
        [
          mail.to,
          mail.subject,
          mail.text,
          mail.html ?? null,
          mail.replyTo ?? null,
          mail.kind ?? 'other',
          mail.links ?? [],
        ],
      );
      return row!.id;
    },

    claim,

    async markSent(id: string) {
      await store.query(
        'UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1',
        [id],
      );
    },

    async markFailed(id: string, error: string, retryAfterMs: number) {
      await store.query(
        `UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2,
                next_try_at = now() + make_interval(secs => $3) WHERE id = $1`,
        [id, error.slice(0, 500), retryAfterMs / 1000],
      );
    },

    /** Mails not sent yet (the log says how many wait when no SMTP server is set). */
    async pending(): Promise<number> {
      const [row] = await store.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL',
      );
      return row?.n ?? 0;
    },

    async states(ids: readonly string[]): Promise<Map<string, MailState>> {
      const wanted = ids.filter((id) => ID.test(id));
      if (wanted.length === 0) return new Map();
      const rows = await store.query<{ id: string; sent: boolean }>(
        'SELECT id::text, sent_at IS NOT NULL AS sent FROM mail_outbox WHERE id = ANY($1::bigint[])',
        [wanted],
      );
      return new Map(rows.map((r) => [r.id, r.sent ? 'sent' : 'queued']));
    },

    async list(limit: number, offset: number) {
      const rows = await store.query<EntryRow>(
        `SELECT id::text, kind, recipient, subject, text_body, reply_to, links, attempts,
                last_error, created_at, sent_at, next_try_at
           FROM mail_outbox ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [limit, offset],
      );
      const [count] = await store.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM mail_outbox',
      );
      return { mails: rows.map(entryOf), total: count?.n ?? 0 };
    },

    /** Queues a mail anew, to be tried at once; false when there is no such mail. */
    async requeue(id: string): Promise<boolean> {
      if (!ID.test(id)) return false;
      const rows = await store.query(
        `UPDATE mail_outbox SET sent_at = NULL, attempts = 0, last_error = NULL, next_try_at = now()
          WHERE id = $1 RETURNING id`,
        [id],
      );
      return rows.length > 0;
    },

    async remove(id: string): Promise<boolean> {
      if (!ID.test(id)) return false;
      const rows = await store.query('DELETE FROM mail_outbox WHERE id = $1 RETURNING id', [id]);
      return rows.length > 0;
    },
  };
}
