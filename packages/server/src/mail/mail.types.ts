/** The mail service's public shapes (a leaf: imported by the service and its users). */
import type { Sql } from '../store';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go (a contact mail: the user who wrote it). */
  replyTo?: string;
}

export interface MailService {
  /**
   * Queues a mail. Pass the action's transaction so that the mail is kept exactly when the
   * action is (a sign-up rolled back sends nothing; a committed one never loses its mail).
   */
  enqueue(mail: OutgoingMail, tx?: Sql): Promise<void>;
  /** Starts the background sender (retries with back-off). No-op without an SMTP server. */
  start(): void;
  /** Stops the sender and closes the SMTP connection pool. */
  stop(): Promise<void>;
  /** Sends what is due now; returns how many were sent and failed. */
  sendDue(): Promise<{ sent: number; failed: number }>;
  /** How many mails wait in the outbox. */
  pending(): Promise<number>;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
  /** First retry after this many ms, doubling up to maxRetryMs (tests shorten both). */
  retryMs?: number;
  maxRetryMs?: number;
  /** How often the sender looks for due mails. */
  pollMs?: number;
  log?: { info(msg: string): void; warn(msg: string): void };
}
