/**
 * A local SMTP server for the e2e tests (SMTP_URL of a test's own server): the mails the
 * login provider sends (sign-up verification) arrive here, parsed with mailparser.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../../../test-support/net';

export { freePort };

export interface Mailbox {
  url: string;
  /** The first mail whose recipients include `to`, waiting for it up to `timeoutMs`. */
  mailTo(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _session, done) =>
      void simpleParser(stream).then((mail) => done(void mails.push(mail)), done),
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const recipients = (mail: ParsedMail) =>
    [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    async mailTo(to, timeoutMs = 30_000) {
      for (const until = Date.now() + timeoutMs; Date.now() < until;) {
        const mail = mails.find((m) => recipients(m).includes(to.toLowerCase()));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
