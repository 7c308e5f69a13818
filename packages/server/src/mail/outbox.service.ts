/**
 * The outbox as administrators see it (the web app's outbox page): every mail with its state
 * and links, newest first; resend and delete. Only administrators (access/).
 */
import type { OutboxListRequest, OutboxMail } from '@vitrine/contracts';
import { mayManageOutbox, requireLogin, requirePermission, type Caller } from '../access';
import { notFound } from '../errors';
import type { MailService, OutboxEntry } from './mail.types';

const mailOf = (entry: OutboxEntry): OutboxMail => ({
  id: entry.id,
  kind: entry.kind,
  recipient: entry.recipient,
  subject: entry.subject,
  text: entry.text,
  reply_to: entry.replyTo,
  links: entry.links,
  state: entry.state,
  attempts: entry.attempts,
  last_error: entry.lastError,
  created_at: entry.createdAt.toISOString(),
  sent_at: entry.sentAt?.toISOString() ?? null,
  next_try_at: entry.state === 'queued' ? entry.nextTryAt.toISOString() : null,
});

function requireAdmin(caller: Caller) {
  requireLogin(caller);
  requirePermission(mayManageOutbox(caller), 'the outbox is for administrators');
}

export function createOutbox(mail: MailService) {
  return {
    async list(caller: Caller, request: OutboxListRequest) {
      requireAdmin(caller);
      const { mails, total } = await mail.list({
        limit: request.limit ?? 50,
        offset: request.offset ?? 0,
      });
      return { mails: mails.map(mailOf), total, smtp: mail.smtp };
    },
    /** Queues the mail anew and tries it at once: its state after that try. */
    async resend(caller: Caller, id: string) {
      requireAdmin(caller);
      if (!(await mail.resend(id))) throw notFound(`Mail ${id}`);
      return { id, state: await mail.deliver([id]) };
    },
    async remove(caller: Caller, id: string) {
      requireAdmin(caller);
      if (!(await mail.remove(id))) throw notFound(`Mail ${id}`);
      return { id, deleted: true as const };
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
