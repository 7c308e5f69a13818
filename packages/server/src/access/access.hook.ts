/**
 * The request hook that names the caller: reads the login token from X-Authorization-pCon-login
 * (spec 01 s.7) or Authorization: Bearer, verifies it, and leaves the caller on the request for
 * callerOf. An invalid or expired token answers 401 _401_pconlogin_invalid (the client then
 * refreshes its token, spec 01 s.4); no token means anonymous.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalidLogin, loginUnavailable } from '../errors';
import { InvalidToken, type TokenVerifier } from './tokens';
import type { Caller } from './caller';

function tokenOf(
  request: FastifyRequest,
): { token: string; source: NonNullable<Caller['tokenSource']> } | undefined {
  const pcon = request.headers['x-authorization-pcon-login'];
  if (typeof pcon === 'string' && pcon.trim()) {
    return { token: pcon.trim().replace(/^Bearer\s+/i, ''), source: 'x-authorization-pcon-login' };
  }
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string' && /^Bearer\s+\S/i.test(authorization)) {
    return { token: authorization.replace(/^Bearer\s+/i, '').trim(), source: 'authorization' };
  }
  return undefined;
}

/** Registers the hook on the whole app (not encapsulated). */
export function accessHook(verifier: TokenVerifier): FastifyPluginAsync {
  return fp(async (app) => {
    app.addHook('onRequest', async (request) => {
      const found = tokenOf(request);
      if (!found) return;
      try {
        const caller = await verifier.verify(found.token);
        request.vitrineCaller = {
          ...caller,
          tokenSource: found.source,
          apiSight: request.headers['x-enable-apisight'] === 'true',
        };
      } catch (error) {
        if (error instanceof InvalidToken) throw invalidLogin();
        request.log.warn({ err: error }, 'login tokens cannot be checked');
        throw loginUnavailable();
      }
    });
  });
}
