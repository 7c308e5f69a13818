/** SQL for contact mails sent (user_contact_mails); nothing else touches the table. */
import type { Sql } from '../store';

export interface EnquiryRow {
  id: string;
  owner_id: string;
  brand_name: string;
  recipient: string;
  subject: string;
  body: string;
  sent_at: Date;
  mail_id: string | null;
}

export interface NewEnquiry {
  userId: string;
  ownerId: string;
  brandName: string;
  recipient: string;
  subject: string;
  body: string;
  mailId: string;
  copyMailId: string;
}

export function createContactRepository(sql: Sql) {
  return {
    /** One user's sends are counted one at a time (several processes, one database). */
    async lockUser(userId: string, tx: Sql) {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contact:${userId}`]);
    },

    /** How many mails the user sent in the last hour, and when the oldest of them went. */
    async lastHour(userId: string, tx: Sql) {
      const [recent] = await tx.query<{ n: number; oldest: Date | null }>(
        `SELECT count(*)::int AS n, min(sent_at) AS oldest FROM user_contact_mails
          WHERE user_id = $1 AND sent_at > now() - interval '1 hour'`,
        [userId],
      );
      return { count: recent?.n ?? 0, oldest: recent?.oldest ? new Date(recent.oldest) : null };
    },

    async insert(row: NewEnquiry, tx: Sql): Promise<string> {
      const [inserted] = await tx.query<{ id: string }>(
        `INSERT INTO user_contact_mails
           (user_id, owner_id, brand_name, recipient, subject, body, mail_id, copy_mail_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::text`,
        [
          row.userId,
          row.ownerId,
          row.brandName,
          row.recipient,
          row.subject,
          row.body,
          row.mailId,
          row.copyMailId,
        ],
      );
      return inserted!.id;
    },

    /** The user's enquiries, newest first. */
    async ofUser(userId: string, limit: number): Promise<EnquiryRow[]> {
      return sql.query<EnquiryRow>(
        `SELECT id::text, owner_id, brand_name, recipient, subject, body, sent_at, mail_id::text
           FROM user_contact_mails WHERE user_id = $1 ORDER BY sent_at DESC, id DESC LIMIT $2`,
        [userId, limit],
      );
    },

    /** Forgets the user's enquiries (account deletion). */
    async removeUser(userId: string, tx: Sql = sql) {
      await tx.query('DELETE FROM user_contact_mails WHERE user_id = $1', [userId]);
    },
  };
}
