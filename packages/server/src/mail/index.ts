/** The mail service: an outbox in the database, a sender with retries, and the outbox page's routes (README.md). */
export { createMailService } from './mail.service';
export { outboxRoutes } from './mail.routes';
export type { MailService, MailSettings, MailState, OutgoingMail } from './mail.types';
