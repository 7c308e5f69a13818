/**
 * Helpers of the favourites e2e tests: logging in through the login dialog and the provider's
 * page, the login token the app sends to the user service, and a local SMTP inbox.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { demoAccount, openPage, type OpenOptions } from './harness';

const SLOW = { timeout: 30_000 };

/**
 * Answers the login dialog that `reason` opened (Ok), logs in as the demo visitor on the
 * provider's page and waits to be back in the app.
 */
export async function logInThroughDialog(page: Page, reason: 'favorites' | 'contact') {
  const message =
    reason === 'favorites'
      ? 'In order to use favorites, you have to login with pCon.login.'
      : 'In order to contact the brand owner, you have to login with pCon.login.';
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByText(message).waitFor(SLOW);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  const { email, password } = demoAccount('visitor');
  await page.getByLabel('E-mail address').fill(email, SLOW);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), SLOW);
}

/** Opens /favorites, logs in there, and then goes to `path`. */
export async function openLoggedIn(path: string, options: OpenOptions = {}): Promise<Page> {
  const page = await openPage('/favorites', options);
  await logInThroughDialog(page, 'favorites');
  await page.getByRole('heading', { name: 'Favorites', level: 1 }).waitFor(SLOW);
  if (path !== '/favorites') await page.goto(path);
  return page;
}

/** The bearer token of the next request the page sends to the user service. */
export function nextUserServiceToken(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.on('request', (request) => {
      const auth = request.headers().authorization;
      if (request.url().includes('/api/users/') && auth?.startsWith('Bearer '))
        resolve(auth.slice('Bearer '.length));
    });
  });
}

/** A local SMTP server the app's mail sender delivers to. */
export async function smtpInbox() {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
