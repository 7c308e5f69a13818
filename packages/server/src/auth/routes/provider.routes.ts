/**
 * Hands the provider's own endpoints (authorize, request_token, revoke_token, session/end,
 * jwks, discovery, userinfo) to oidc-provider: every path under the base path that no page
 * or account route claims. The body is left unread for the provider to parse, and the
 * request is given to it as mounted (originalUrl holds the full path).
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { Auth } from '../auth';

export function providerRoutes(auth: Auth): FastifyPluginAsync {
  const callback = auth.provider.callback();
  const base = auth.settings.basePath;
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));
    app.all('/*', { schema: { hide: true } }, async (request, reply) => {
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = new URL(raw.url ?? '/', 'http://x');
      // force_login (spec 02 s.7) is OpenID Connect's prompt=login.
      if (
        url.pathname === `${base}/authorize` &&
        /^(true|1)$/.test(url.searchParams.get('force_login') ?? '')
      ) {
        if (!url.searchParams.has('prompt')) url.searchParams.set('prompt', 'login');
      }
      raw.originalUrl = `${url.pathname}${url.search}`;
      raw.url = raw.originalUrl.slice(base.length) || '/';
      reply.hijack();
      await callback(raw, reply.raw);
    });
  };
}
