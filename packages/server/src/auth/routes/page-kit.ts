/**
 * What the provider's form pages share: the form body parser, CSRF (a secret in a signed,
 * HttpOnly, SameSite cookie and a token in each form), rate limits per IP and per account,
 * the visitor's language, and rendering.
 *
 * An attempt is counted before its password or address is looked at, and a login that
 * succeeds is taken back: counting only after a failed check let 40 concurrent wrong
 * passwords for one address get 22 password checks, as every check started before the
 * first failure was counted.
 */
import fastifyCookie from '@fastify/cookie';
import Csrf from '@fastify/csrf';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Language } from '@vitrine/contracts/languages';
import type { Auth } from '../auth';
import { pickLanguage, translator, type Translate, type TextKey } from '../i18n';
import type { Html } from '../pages/html';
import { sendPage } from '../pages/render';

const CSRF_COOKIE = '_vitrine_csrf';

export type Form = Record<string, string | undefined>;

/** One attempt counted against the visitor's IP and the account it names. */
export interface Attempt {
  /** False when the IP or the account has no attempt left (the attempt is then not counted). */
  allowed: boolean;
  /** Takes the attempt back: a login that succeeded does not count. */
  refund(): Promise<void>;
}

export interface PageKit {
  lang(request: FastifyRequest, explicit?: string): Language;
  t(lang: Language): Translate;
  /** A token for a form; the visitor's secret is set in a cookie the first time. */
  csrf(request: FastifyRequest, reply: FastifyReply): string;
  /** Whether the form's CSRF token matches the visitor's secret. */
  csrfValid(request: FastifyRequest): boolean;
  /** Counts an attempt on the IP and `account` (an e-mail or a token) before it is checked. */
  attempt(request: FastifyRequest, account: string): Promise<Attempt>;
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
    // Behind a TLS-terminating proxy (TRUST_PROXY) the request says https though PUBLIC_URL may not.
    secure: secure ? true : 'auto',
    signed: true,
  } as const;
  const secretOf = (request: FastifyRequest) => {
    const raw = request.cookies[CSRF_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    return unsigned?.valid ? unsigned.value : undefined;
  };
  const window = 10 * 60;
  const perIp = new RateLimiterMemory({ points: auth.rateLimit.perIp, duration: window });
  const perAccount = new RateLimiterMemory({
    points: auth.rateLimit.perAccount,
    duration: window,
  });
  /** Takes one point; false when none was left (a refused point is given back at once). */
  const take = async (limiter: RateLimiterMemory, key: string) => {
    try {
      await limiter.consume(key);
      return true;
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      await limiter.reward(key);
      return false;
    }
  };
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
    async attempt(request, account) {
      const counters = [
        { limiter: perIp, key: `ip:${request.ip}` },
        { limiter: perAccount, key: `account:${account.trim().toLowerCase()}` },
      ];
      const taken = await Promise.all(counters.map(({ limiter, key }) => take(limiter, key)));
      const refund = async () => {
        for (const [i, { limiter, key }] of counters.entries())
          if (taken[i]) await limiter.reward(key);
      };
      if (taken.every(Boolean)) return { allowed: true, refund };
      await refund(); // refused by one: the other does not count it either
      return { allowed: false, refund: async () => undefined };
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
