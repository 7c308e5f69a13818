/**
 * The login step of an authorization request: oidc-provider sends the browser to
 * /interaction/:uid; the visitor logs in (or cancels) and is sent back to the provider,
 * which completes the request with a code for the client.
 */
import type { FastifyInstance } from 'fastify';
import { errors } from 'oidc-provider';
import type { Auth } from '../auth';
import { loginBody, messageBody } from '../pages/forms';
import type { Form, PageKit } from './page-kit';

export function interactionRoutes(app: FastifyInstance, auth: Auth, kit: PageKit) {
  const { provider } = auth;
  {
    const links = (uid: string, lang: string) => ({
      signup: `${kit.base}/signup?uid=${encodeURIComponent(uid)}&lang=${lang}`,
      forgot: `${kit.base}/forgot?uid=${encodeURIComponent(uid)}&lang=${lang}`,
      cancel: `${kit.base}/interaction/${encodeURIComponent(uid)}/abort`,
    });

    /** The interaction of this browser, or null when it has expired or is not this browser's. */
    async function details(
      request: Parameters<typeof provider.interactionDetails>[0],
      reply: Parameters<typeof provider.interactionDetails>[1],
    ) {
      try {
        return await provider.interactionDetails(request, reply);
      } catch (error) {
        if (error instanceof errors.SessionNotFound) return null;
        throw error;
      }
    }

    const expired = (reply: Parameters<typeof kit.send>[0], lang: Parameters<typeof kit.send>[2]) =>
      kit.send(
        reply,
        400,
        lang,
        'title_error',
        messageBody(kit.t(lang)('error_session'), [kit.home, kit.t(lang)('link_back')], 'alert'),
      );

    app.get<{ Params: { uid: string } }>(
      '/interaction/:uid',
      { schema: { hide: true } },
      async (request, reply) => {
        const found = await details(request.raw, reply.raw);
        if (!found) return expired(reply, kit.lang(request));
        const lang = kit.lang(request, found.params.ui_locales as string | undefined);
        if (found.prompt.name !== 'login') {
          // Consent for our first-party client is given by loadExistingGrant; anything else asked is refused.
          const to = await provider.interactionResult(request.raw, reply.raw, {
            error: 'consent_required',
          });
          return reply.redirect(to, 303);
        }
        return kit.send(
          reply,
          200,
          lang,
          'title_login',
          loginBody({
            t: kit.t(lang),
            action: `${kit.base}/interaction/${found.uid}/login`,
            csrf: kit.csrf(request, reply),
            state: { values: { email: (found.params.login_hint as string | undefined) ?? '' } },
            ...links(found.uid, lang),
          }),
        );
      },
    );

    app.post<{ Params: { uid: string }; Body: Form }>(
      '/interaction/:uid/login',
      { schema: { hide: true } },
      async (request, reply) => {
        const found = await details(request.raw, reply.raw);
        if (!found) return expired(reply, kit.lang(request));
        const lang = kit.lang(request, found.params.ui_locales as string | undefined);
        const t = kit.t(lang);
        const email = (request.body?.email ?? '').trim();
        const again = (status: number, alert: string) =>
          kit.send(
            reply,
            status,
            lang,
            'title_login',
            loginBody({
              t,
              action: `${kit.base}/interaction/${found.uid}/login`,
              csrf: kit.csrf(request, reply),
              state: { values: { email }, alert },
              ...links(found.uid, lang),
            }),
          );
        if (!kit.csrfValid(request)) return again(403, t('error_csrf'));
        const attempt = await kit.attempt(request, email);
        if (!attempt.allowed) return again(429, t('error_rate_limited'));
        const outcome = await auth.accounts.login(email, request.body?.password ?? '');
        if (!outcome.ok) {
          if (outcome.reason === 'credentials') return again(401, t('error_credentials'));
          return again(
            403,
            t(outcome.mail === 'sent' ? 'error_unverified' : 'error_unverified_queued'),
          );
        }
        await attempt.refund(); // only failed logins count
        const to = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: outcome.user.uuid } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(to, 303);
      },
    );

    app.get<{ Params: { uid: string } }>(
      '/interaction/:uid/abort',
      { schema: { hide: true } },
      async (request, reply) => {
        const found = await details(request.raw, reply.raw);
        if (!found) return reply.redirect(kit.home, 303);
        const to = await provider.interactionResult(
          request.raw,
          reply.raw,
          { error: 'access_denied', error_description: 'The visitor cancelled the login' },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(to, 303);
      },
    );
  }
}
