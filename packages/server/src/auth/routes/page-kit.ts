/**
 * What the provider's form pages share: the form body parser, CSRF (a secret in a signed,
 * HttpOnly, SameSite cookie and a token in each form), rate limits per IP and per account,
 * the visitor's language, and rendering.
 */
import fastifyCookie from '@fastify/cookie';
import Csrf from '@fastify/csrf';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@vitrine/contracts/languages';
import type { Auth } from '../auth';
import { pickLanguage, translator, type Translate, type TextKey } from '../i18n';
import type { Html } from '../pages/html';
import { sendPage } from '../pages/render';

const CSRF_COOKIE = '_vitrine_csrf';

export type Form = Record<string, string | undefined>;

export interface PageKit {
  lang(request: FastifyRequest, explicit?: string): Language;
  t(lang: Language): Translate;
  /** A token for a form; the visitor's secret is set in a cookie the first time. */
  csrf(request: FastifyRequest, reply: FastifyReply): string;
  /** Whether the form's CSRF token matches the visitor's secret. */
  csrfValid(request: FastifyRequest): boolean;
  /**
   * Whether the IP and the account may try again; counts this attempt unless `count` is false
   * (logins count only failures, with `failed`).
   */
  allowed(request: FastifyRequest, account: string, count?: boolean): Promise<boolean>;
  /** Counts a failed attempt. */
  failed(request: FastifyRequest, account: string): Promise<void>;
  send(
    reply: FastifyReply,
    status: number,
    lang: Language,
    title: TextKey,
    body: Html,
  ): FastifyReply;
  home: string;
  base: string;
}

export async function pageKit(app: FastifyInstance, auth: Auth): Promise<PageKit> {
  const secure = auth.settings.publicUrl.startsWith('https:');
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
  await app.register(fastifyCookie, { secret: auth.cookieSecret() });
  const tokens = new Csrf({ userInfo: false });
  const cookie = {
    path: auth.settings.basePath,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
  } as const;
  const secretOf = (request: FastifyRequest) => {
    const raw = request.cookies[CSRF_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    return unsigned?.valid ? unsigned.value : undefined;
  };
  await app.register(fastifyRateLimit, { global: false });
  const window = '10 minutes';
  const perIp = app.createRateLimit({
    max: auth.rateLimit.perIp,
    timeWindow: window,
    keyGenerator: (request) => `ip:${request.ip}`,
  });
  const accountOf = new WeakMap<FastifyRequest, string>();
  const perAccount = app.createRateLimit({
    max: auth.rateLimit.perAccount,
    timeWindow: window,
    keyGenerator: (request) => `account:${accountOf.get(request) ?? ''}`,
  });
  /** Counted: this attempt went over the limit; only looked at: no attempt is left. */
  const exceeded = (limit: Awaited<ReturnType<typeof perIp>>, counted: boolean) =>
    !limit.isAllowed && (counted ? limit.isExceeded : limit.remaining <= 0);
  return {
    home: auth.settings.publicUrl,
    base: auth.settings.basePath,
    lang: (request, explicit) =>
      pickLanguage(
        explicit,
        (request.query as Form | undefined)?.lang,
        request.headers['accept-language'],
      ),
    t: translator,
    csrf(request, reply) {
      let secret = secretOf(request);
      if (!secret) {
        secret = tokens.secretSync();
        reply.setCookie(CSRF_COOKIE, secret, cookie);
      }
      return tokens.create(secret);
    },
    csrfValid(request) {
      const secret = secretOf(request);
      const token = (request.body as Form | undefined)?._csrf;
      return !!secret && !!token && tokens.verify(secret, token);
    },
    async allowed(request, key, count = true) {
      accountOf.set(request, key.trim().toLowerCase());
      const options = { increment: count };
      const [ip, byAccount] = await Promise.all([
        perIp(request, options),
        perAccount(request, options),
      ]);
      return !exceeded(ip, count) && !exceeded(byAccount, count);
    },
    async failed(request, key) {
      accountOf.set(request, key.trim().toLowerCase());
      await Promise.all([perIp(request), perAccount(request)]);
    },
    send(reply, status, lang, title, body) {
      return sendPage(reply, status, {
        lang,
        title: translator(lang)(title),
        home: auth.settings.publicUrl,
        base: auth.settings.basePath,
        body,
      });
    },
  };
}
