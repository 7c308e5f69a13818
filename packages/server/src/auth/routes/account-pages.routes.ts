/**
 * Sign-up, e-mail verification, forgotten password, new password, and the confirmation of a
 * new e-mail address. Sign-up and reset say the same whether or not the address has an
 * account (the mail tells its owner).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Language } from '@vitrine/contracts/languages';
import type { Auth } from '../auth';
import { EMAIL } from '../accounts.service';
import { forgotBody, messageBody, resetBody, signupBody } from '../pages/forms';
import { passwordProblem } from '../passwords';
import type { Form, PageKit } from './page-kit';

type Query = { uid?: string; lang?: string; token?: string };

export function accountPageRoutes(app: FastifyInstance, auth: Auth, kit: PageKit) {
  const hide = { schema: { hide: true } };
  /** Where "log in" leads: back to the interaction that sent the visitor here, or the catalogue. */
  const loginLink = (uid: string | undefined) =>
    uid && /^[\w-]{1,64}$/.test(uid) ? `${kit.base}/interaction/${uid}` : kit.home;
  const suffix = (query: Query, lang: Language) =>
    `?${new URLSearchParams({ ...(query.uid ? { uid: query.uid } : {}), lang }).toString()}`;

  app.get<{ Querystring: Query }>('/signup', hide, async (request, reply) => {
    const lang = kit.lang(request);
    return kit.send(
      reply,
      200,
      lang,
      'title_signup',
      signupBody({
        t: kit.t(lang),
        action: `${kit.base}/signup${suffix(request.query, lang)}`,
        csrf: kit.csrf(request, reply),
        state: {},
        login: loginLink(request.query.uid),
      }),
    );
  });

  app.post<{ Querystring: Query; Body: Form }>('/signup', hide, async (request, reply) => {
    const lang = kit.lang(request);
    const t = kit.t(lang);
    const body = request.body ?? {};
    const input = {
      email: (body.email ?? '').trim(),
      password: body.password ?? '',
      first_name: body.first_name ?? '',
      last_name: body.last_name ?? '',
      language: lang,
    };
    const again = (status: number, state: Parameters<typeof signupBody>[0]['state']) =>
      kit.send(
        reply,
        status,
        lang,
        'title_signup',
        signupBody({
          t,
          action: `${kit.base}/signup${suffix(request.query, lang)}`,
          csrf: kit.csrf(request, reply),
          state: {
            values: {
              email: input.email,
              first_name: input.first_name,
              last_name: input.last_name,
            },
            ...state,
          },
          login: loginLink(request.query.uid),
        }),
      );
    if (!kit.csrfValid(request)) return again(403, { alert: t('error_csrf') });
    const fields = auth.accounts.signUpProblems(input);
    if (Object.keys(fields).length > 0) return again(400, { fields });
    if (!(await kit.attempt(request, input.email)).allowed)
      return again(429, { alert: t('error_rate_limited') });
    const mail = await auth.accounts.signUp(input);
    return kit.send(
      reply,
      200,
      lang,
      'title_signup',
      messageBody(t(mail === 'sent' ? 'sent_signup' : 'queued_signup', { email: input.email }), [
        loginLink(request.query.uid),
        t('link_login'),
      ]),
    );
  });

  app.get<{ Querystring: Query }>('/verify', hide, async (request, reply) => {
    const lang = kit.lang(request);
    const t = kit.t(lang);
    const ok = !!request.query.token && (await auth.accounts.verify(request.query.token));
    if (!ok)
      return kit.send(
        reply,
        400,
        lang,
        'title_error',
        messageBody(t('error_token'), [kit.home, t('link_back')], 'alert'),
      );
    return kit.send(
      reply,
      200,
      lang,
      'title_verified',
      messageBody(t('verified_text'), [kit.home, t('link_back')]),
    );
  });

  /** The link of an e-mail change (account page): the address changes when it is opened. */
  app.get<{ Querystring: Query }>('/email', hide, async (request, reply) => {
    const lang = kit.lang(request);
    const t = kit.t(lang);
    const token = request.query.token;
    const result = token
      ? await auth.selfService.confirmEmailChange(token)
      : { outcome: 'invalid' as const };
    if (result.outcome !== 'changed')
      return kit.send(
        reply,
        400,
        lang,
        'title_error',
        messageBody(
          t(result.outcome === 'taken' ? 'error_email_taken' : 'error_token'),
          [`${kit.home}/account`, t('link_account')],
          'alert',
        ),
      );
    return kit.send(
      reply,
      200,
      lang,
      'title_email_changed',
      messageBody(t('email_changed_text', { email: result.email }), [
        `${kit.home}/account`,
        t('link_account'),
      ]),
    );
  });

  app.get<{ Querystring: Query }>('/forgot', hide, async (request, reply) => {
    const lang = kit.lang(request);
    return kit.send(
      reply,
      200,
      lang,
      'title_forgot',
      forgotBody({
        t: kit.t(lang),
        action: `${kit.base}/forgot${suffix(request.query, lang)}`,
        csrf: kit.csrf(request, reply),
        state: {},
        login: loginLink(request.query.uid),
      }),
    );
  });

  app.post<{ Querystring: Query; Body: Form }>('/forgot', hide, async (request, reply) => {
    const lang = kit.lang(request);
    const t = kit.t(lang);
    const email = (request.body?.email ?? '').trim();
    const again = (status: number, state: Parameters<typeof forgotBody>[0]['state']) =>
      kit.send(
        reply,
        status,
        lang,
        'title_forgot',
        forgotBody({
          t,
          action: `${kit.base}/forgot${suffix(request.query, lang)}`,
          csrf: kit.csrf(request, reply),
          state: { values: { email }, ...state },
          login: loginLink(request.query.uid),
        }),
      );
    if (!kit.csrfValid(request)) return again(403, { alert: t('error_csrf') });
    if (!EMAIL.test(email)) return again(400, { fields: { email: 'error_email' } });
    if (!(await kit.attempt(request, email)).allowed)
      return again(429, { alert: t('error_rate_limited') });
    const mail = await auth.accounts.requestReset(email);
    return kit.send(
      reply,
      200,
      lang,
      'title_forgot',
      messageBody(t(mail === 'sent' ? 'sent_forgot' : 'queued_forgot', { email }), [
        loginLink(request.query.uid),
        t('link_login'),
      ]),
    );
  });

  const resetAction = (token: string, lang: Language) =>
    `${kit.base}/reset?${new URLSearchParams({ token, lang }).toString()}`;

  /** The reset link is unknown, used or expired: say so and offer a new one. */
  const expiredLink = (reply: FastifyReply, lang: Language) => {
    const t = kit.t(lang);
    return kit.send(
      reply,
      400,
      lang,
      'title_error',
      messageBody(
        t('error_token'),
        [`${kit.base}/forgot?lang=${lang}`, t('title_forgot')],
        'alert',
      ),
    );
  };

  app.get<{ Querystring: Query }>('/reset', hide, async (request, reply) => {
    const lang = kit.lang(request);
    const t = kit.t(lang);
    const token = request.query.token ?? '';
    if (!token || !(await auth.accounts.resetTokenValid(token))) {
      return expiredLink(reply, lang);
    }
    return kit.send(
      reply,
      200,
      lang,
      'title_reset',
      resetBody({ t, action: resetAction(token, lang), csrf: kit.csrf(request, reply), state: {} }),
    );
  });

  app.post<{ Querystring: Query; Body: Form }>('/reset', hide, async (request, reply) => {
    const lang = kit.lang(request);
    const t = kit.t(lang);
    const token = request.query.token ?? '';
    const password = request.body?.password ?? '';
    const again = (status: number, state: Parameters<typeof resetBody>[0]['state']) =>
      kit.send(
        reply,
        status,
        lang,
        'title_reset',
        resetBody({ t, action: resetAction(token, lang), csrf: kit.csrf(request, reply), state }),
      );
    if (!kit.csrfValid(request)) return again(403, { alert: t('error_csrf') });
    const weak = passwordProblem(password);
    if (weak) return again(400, { fields: { password: `error_${weak}` } });
    if (!(await kit.attempt(request, token)).allowed)
      return again(429, { alert: t('error_rate_limited') });
    if (!(await auth.accounts.reset(token, password))) {
      return expiredLink(reply, lang);
    }
    return kit.send(
      reply,
      200,
      lang,
      'title_reset',
      messageBody(t('reset_done'), [kit.home, t('link_back')]),
    );
  });
}
