/** Pages oidc-provider renders itself (errors, logout), in our look and the visitor's language. */
import { createHash } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { pickLanguage, translator } from '../i18n';
import type { ProviderPages } from '../provider';
import { LOGOUT_SCRIPT, logoutBody, logoutQuestion, messageBody } from './forms';
import { page } from './layout';
import { PAGE_HEADERS } from './render';

function languageOf(ctx: KoaContextWithOIDC) {
  const params = ctx.oidc?.params as { ui_locales?: string } | undefined;
  return pickLanguage(
    params?.ui_locales,
    ctx.query?.ui_locales as string | undefined,
    ctx.get('accept-language'),
  );
}

function headers(ctx: KoaContextWithOIDC) {
  for (const [name, value] of Object.entries(PAGE_HEADERS)) ctx.set(name, value);
}

/** The logout page may run exactly its one inline script, nothing else. */
const LOGOUT_CSP = `${PAGE_HEADERS['Content-Security-Policy']}; script-src 'sha256-${createHash(
  'sha256',
)
  .update(LOGOUT_SCRIPT)
  .digest('base64')}'`;

export function providerPages(home: string, base: string): ProviderPages {
  return {
    error(ctx, out) {
      headers(ctx);
      const lang = languageOf(ctx);
      const t = translator(lang);
      // The OAuth error code and its description are safe and help whoever set up the client.
      const detail = [out.error, out.error_description].filter(Boolean).join(': ');
      return page({
        lang,
        title: t('title_error'),
        home,
        base,
        body: messageBody(detail || t('title_error'), [home, t('link_back')], 'alert'),
      });
    },
    logout(ctx, form) {
      headers(ctx);
      ctx.set('Content-Security-Policy', LOGOUT_CSP);
      const lang = languageOf(ctx);
      const t = translator(lang);
      // Only a page of this origin (the app's Logout) logs out without a question: the browser
      // says where a navigation came from (Sec-Fetch-Site), and a page cannot forge it.
      const fromOurPage = ctx.get('sec-fetch-site') === 'same-origin';
      const body = fromOurPage ? logoutBody(t, form) : logoutQuestion(t, form, home);
      return page({ lang, title: t('title_logout'), home, base, body });
    },
    loggedOut(ctx) {
      headers(ctx);
      const lang = languageOf(ctx);
      const t = translator(lang);
      return page({
        lang,
        title: t('title_logout'),
        home,
        base,
        body: messageBody(t('logout_done'), [home, t('link_back')]),
      });
    },
  };
}
