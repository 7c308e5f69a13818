/**
 * Helpers of the favourites e2e tests: logging in through the login dialog and the provider's
 * page, and the login token the app sends to the user service.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { demoAccount, openPage, type OpenOptions } from './harness';

const SLOW = { timeout: 30_000 };

/**
 * Answers the login dialog that `reason` opened (Ok), logs in as the demo visitor on the
 * provider's page and waits to be back in the app.
 */
export async function logInThroughDialog(page: Page, reason: 'favorites' | 'contact') {
  const message =
    reason === 'favorites'
      ? 'In order to use favorites, you have to login with Vitrine Login.'
      : 'In order to contact the brand owner, you have to login with Vitrine Login.';
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByText(message).waitFor(SLOW);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await fillProviderLogin(page);
}

/** Logs in as the demo visitor on the provider's page and waits to be back in the app. */
async function fillProviderLogin(page: Page) {
  const { email, password } = demoAccount('visitor');
  await page.getByLabel('E-mail address').fill(email, SLOW);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), SLOW);
}

/**
 * Presses the one login prompt /favorites shows a visitor (a line and a button, no dialog on
 * top of it) and logs in on the provider's page.
 */
export async function logInFromFavoritesPage(page: Page) {
  const prompt = page.getByTestId('favorites-login');
  await prompt.getByText('Log in to keep favorites and sort them into lists.').waitFor(SLOW);
  expect(await page.getByRole('dialog').count()).toBe(0);
  await prompt.getByRole('button', { name: 'Log in' }).click();
  await fillProviderLogin(page);
}

/** Opens /favorites, logs in there, and then goes to `path`. */
export async function openLoggedIn(path: string, options: OpenOptions = {}): Promise<Page> {
  const page = await openPage('/favorites', options);
  await logInFromFavoritesPage(page);
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
