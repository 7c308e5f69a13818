/** The mail service's public shapes (a leaf: imported by the service and its users). */
import type { Sql } from '../store';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go (a contact mail: the user who wrote it). */
  replyTo?: string;
  /** What the mail is ('verify', 'reset', 'contact', ...): the outbox page names it. */
  kind?: string;
  /**
   * The links the mail exists to carry (a confirmation or reset link): the outbox page shows
   * them, and while no SMTP server is set the log prints them, so an operator can pass them on.
   */
  links?: string[];
}

/** Queued while it waits in the outbox (no SMTP server, or it has not taken the mail yet); sent once it has. */
export type MailState = 'queued' | 'sent';

/** A mail as the outbox page shows it. */
export interface OutboxEntry {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  replyTo: string | null;
  links: string[];
  state: MailState;
  attempts: number;
  /** What the SMTP server said at the last failed try. */
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  /** When the sender tries again (queued mails). */
  nextTryAt: Date;
}

export interface MailService {
  /**
   * Queues a mail and returns its id. Pass the action's transaction so that the mail is kept
   * exactly when the action is (a sign-up rolled back sends nothing; a committed one never
   * loses its mail).
   */
  enqueue(mail: OutgoingMail, tx?: Sql): Promise<string>;
  /**
   * Tries to send these queued mails now (after the transaction that queued them committed),
   * waiting at most `waitMs`: 'sent' when the SMTP server took every one, else 'queued' (the
   * sender keeps trying). Without an SMTP server: 'queued' at once.
   */
  deliver(ids: readonly string[], waitMs?: number): Promise<MailState>;
  /**
   * What a mail queued now would most likely become: 'queued' without an SMTP server or while
   * the last try failed, else 'sent'. For answers that must not tell whether a mail was queued
   * at all (a password reset for an unknown address).
   */
  likelyState(): MailState;
  /** The state of each of these mails; a mail no longer in the outbox is left out. */
  states(ids: readonly string[]): Promise<Map<string, MailState>>;
  /** Whether an SMTP server is set (SMTP_URL). */
  readonly smtp: boolean;
  /** The outbox, newest first. */
  list(page: { limit: number; offset: number }): Promise<{ mails: OutboxEntry[]; total: number }>;
  /** Sends a mail again (sent or not): it is queued anew and tried at once. False: no such mail. */
  resend(id: string): Promise<boolean>;
  /** Removes a mail from the outbox (it is not sent). False: no such mail. */
  remove(id: string): Promise<boolean>;
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
