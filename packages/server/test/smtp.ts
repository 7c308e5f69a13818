/** A real local SMTP server for tests (smtp-server), its mails parsed with mailparser. */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Inbox {
  mails: ParsedMail[];
  /** Waits until a mail to this address with a subject matching arrives. */
  waitFor(to: string, subject: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function smtpInbox(port: number): Inbox {
  const mails: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  const addressOf = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
      a.value.map((v) => v.address?.toLowerCase()),
    );
  return {
    mails,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              mails.push(mail);
              callback();
            })
            .catch(callback);
        },
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
    async waitFor(to, subject, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(
          (m) => addressOf(m).includes(to.toLowerCase()) && subject.test(m.subject ?? ''),
        );
        if (found) return found;
        if (Date.now() > until)
          throw new Error(`no mail to ${to} matching ${subject} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
