/**
 * Outgoing mail through an outbox: a mail is a row written with the action that causes it,
 * and a sender loop delivers due rows over SMTP (nodemailer), retrying with doubling
 * back-off, so nothing is lost while the SMTP server is down or the process restarts.
 */
import nodemailer from 'nodemailer';
import type { Store } from '../store';
import { createMailRepository } from './mail.repository';
import type { MailService, MailSettings } from './mail.types';

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

  const backoff = (attempts: number) => Math.min(maxRetryMs, retryMs * 2 ** (attempts - 1));

  async function sendDue() {
    if (!transport) return { sent: 0, failed: 0 };
    return repository.sendDue(
      50,
      async (row) => {
        await transport.sendMail({
          from: settings.from,
          to: row.recipient,
          subject: row.subject,
          text: row.text_body,
          ...(row.html_body ? { html: row.html_body } : {}),
          ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        });
      },
      backoff,
    );
  }

  /** One round at a time: a round started while one runs waits for it. */
  function round() {
    running = running.then(sendDue).catch((error: unknown) => {
      log.warn(`Mail sender: ${(error as Error).message}`);
    });
    return running;
  }

  return {
    async enqueue(mail, tx) {
      await repository.insert(mail, tx);
      if (!transport) {
        log.info('Mail kept in the outbox: no SMTP_URL is set');
      } else if (timer && !tx) void round();
    },
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
      await running;
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
