/** The mail service: an outbox in the database and a sender with retries (README.md). */
export { createMailService } from './mail.service';
export type { MailService, MailSettings, OutgoingMail } from './mail.types';
