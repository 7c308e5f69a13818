/**
 * The outbox page's requests and answers (ours; the spec has no outbox): administrators see
 * each mail the server sends, its state and its links, and may send one again or remove it.
 * Mounted under the user service's base path (docs/API.md "Outbox").
 */
import { Type, type Static } from 'typebox';

/** Queued while it waits in the outbox; sent once the SMTP server took it. */
export const MailState = Type.Union([Type.Literal('queued'), Type.Literal('sent')]);
export type MailState = Static<typeof MailState>;

const MailId = Type.String({ pattern: '^[0-9]{1,18}$', description: 'the mail id of the outbox' });

export const OutboxListRequest = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
export type OutboxListRequest = Static<typeof OutboxListRequest>;

export const OutboxMail = Type.Object({
  id: MailId,
  kind: Type.String({
    description:
      'verify, exists, reset, email_change, email_changed, contact, contact_copy, admission or other',
  }),
  recipient: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  reply_to: Type.Union([Type.String(), Type.Null()]),
  links: Type.Array(Type.String(), { description: 'the confirmation or reset links it carries' }),
  state: MailState,
  attempts: Type.Integer(),
  last_error: Type.Union([Type.String(), Type.Null()], {
    description: 'what the SMTP server said at the last failed try',
  }),
  created_at: Type.String(),
  sent_at: Type.Union([Type.String(), Type.Null()]),
  next_try_at: Type.Union([Type.String(), Type.Null()], {
    description: 'when the sender tries again (queued mails)',
  }),
});
export type OutboxMail = Static<typeof OutboxMail>;

export const OutboxListAnswer = Type.Object({
  mails: Type.Array(OutboxMail),
  total: Type.Integer(),
  smtp: Type.Boolean({ description: 'whether an SMTP server is set (SMTP_URL)' }),
});
export type OutboxListAnswer = Static<typeof OutboxListAnswer>;

export const OutboxMailRequest = Type.Object({ id: MailId }, { additionalProperties: false });
export type OutboxMailRequest = Static<typeof OutboxMailRequest>;

export const OutboxResendAnswer = Type.Object({ id: MailId, state: MailState });
export type OutboxResendAnswer = Static<typeof OutboxResendAnswer>;

export const OutboxDeleteAnswer = Type.Object({ id: MailId, deleted: Type.Literal(true) });
export type OutboxDeleteAnswer = Static<typeof OutboxDeleteAnswer>;
