/**
 * Outgoing mail through an outbox: a mail is a row written with the action that causes it,
 * and a sender loop delivers due rows over SMTP (nodemailer), retrying with doubling
 * back-off, so nothing is lost while the SMTP server is down or the process restarts. An
 * action that tells its user about a mail first tries to send it at once (`deliver`), so it
 * can say "sent" only when the SMTP server took it, and "queued" otherwise.
 */
import nodemailer from 'nodemailer';
import type { Store } from '../store';
import { createMailRepository, type OutboxRow } from './mail.repository';
import type { MailService, MailSettings, MailState } from './mail.types';

/** How long an action waits for its mail by default before it says "queued". */
const DELIVER_WAIT_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export function createMailService(store: Store, settings: MailSettings): MailService {
  const repository = createMailRepository(store);
  const retryMs = settings.retryMs ?? 5_000;
  const maxRetryMs = settings.maxRetryMs ?? 15 * 60_000;
  const pollMs = settings.pollMs ?? 2_000;
  const log = settings.log ?? { info: () => undefined, warn: () => undefined };
  const transport = settings.smtpUrl
    ? nodemailer.createTransport(settings.smtpUrl, { from: settings.from })
    : undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  /** Whether the last try, in this process, failed: the SMTP server is probably down. */
  let lastTryFailed = false;
  /** Sends started by `deliver`, awaited by `stop`. */
  const inFlight = new Set<Promise<unknown>>();

  const backoff = (attempts: number) => Math.min(maxRetryMs, retryMs * 2 ** (attempts - 1));

  /** Sends a claimed row; true when the SMTP server took it. */
  async function attempt(row: OutboxRow): Promise<boolean> {
    try {
      await transport!.sendMail({
        from: settings.from,
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      });
    } catch (error) {
      lastTryFailed = true;
      await repository.markFailed(row.id, (error as Error).message, backoff(row.attempts + 1));
      return false;
    }
    lastTryFailed = false;
    await repository.markSent(row.id);
    return true;
  }

  async function sendDue() {
    if (!transport) return { sent: 0, failed: 0 };
    let sent = 0;
    for (let i = 0; i < 50; i++) {
      const row = await repository.claim();
      if (!row) break;
      // A failure means the server is likely down: wait for the next round.
      if (!(await attempt(row))) return { sent, failed: 1 };
      sent++;
    }
    return { sent, failed: 0 };
  }

  /** One round at a time: a round started while one runs waits for it. */
  function round() {
    running = running.then(sendDue).catch((error: unknown) => {
      log.warn(`Mail sender: ${(error as Error).message}`);
    });
    return running;
  }

  /** Tries these mails now: 'sent', 'failed', or 'busy' (another sender holds it, or it waits for a retry). */
  async function tryNow(id: string): Promise<'sent' | 'failed' | 'busy'> {
    const row = await repository.claim(id);
    if (!row) return 'busy';
    return (await attempt(row)) ? 'sent' : 'failed';
  }

  async function deliver(ids: readonly string[], waitMs: number): Promise<MailState> {
    const until = Date.now() + waitMs;
    // Sends outlive a wait that ends first; stop() waits for them.
    const attempts = Promise.all(ids.map(tryNow));
    inFlight.add(attempts);
    void attempts.finally(() => inFlight.delete(attempts)).catch(() => undefined);
    const outcomes = await Promise.race([attempts, sleep(waitMs).then(() => null)]);
    if (outcomes === null || outcomes.includes('failed')) return 'queued';
    // Mails another sender holds right now: see whether it gets them out in time.
    for (;;) {
      const states = await repository.states(ids);
      if (ids.every((id) => states.get(id) === 'sent')) return 'sent';
      if (Date.now() >= until) return 'queued';
      await sleep(Math.min(100, pollMs));
    }
  }

  return {
    smtp: !!transport,
    async enqueue(mail, tx) {
      const id = await repository.insert(mail, tx);
      if (!transport) {
        // A lone operator without a mail server can still finish a sign-up or a reset: the
        // log shows the link (only then; with an SMTP server no token is ever logged).
        if (mail.links?.length) {
          log.warn(
            `No SMTP_URL is set: a ${mail.kind ?? 'mail'} mail to ${mail.to} waits in the outbox. Its link: ${mail.links.join(' ')}`,
          );
        } else log.info('Mail kept in the outbox: no SMTP_URL is set');
      } else if (timer && !tx) void round();
      return id;
    },
    async deliver(ids, waitMs = DELIVER_WAIT_MS) {
      if (ids.length === 0) return 'sent';
      if (!transport || stopped) return 'queued';
      return deliver(ids, waitMs);
    },
    likelyState: () => (!transport || lastTryFailed ? 'queued' : 'sent'),
    states: (ids) => repository.states(ids),
    list: ({ limit, offset }) => repository.list(limit, offset),
    async resend(id) {
      const found = await repository.requeue(id);
      if (found && timer) void round();
      return found;
    },
    remove: (id) => repository.remove(id),
    start() {
      if (!transport || timer || stopped) return;
      const tick = () => {
        void round().then(() => {
          if (!stopped) timer = setTimeout(tick, pollMs);
        });
      };
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled([running, ...inFlight]);
      transport?.close();
    },
    async sendDue() {
      let result = { sent: 0, failed: 0 };
      running = running.then(async () => {
        result = await sendDue();
      });
      await running;
      return result;
    },
    pending: () => repository.pending(),
  };
}
