/**
 * Who is calling. Authentication arrives with the accounts work; until then the login and
 * admission headers are accepted but not trusted, so every caller is anonymous. Every
 * permission check goes through this one place.
 */
import type { FastifyRequest } from 'fastify';

export interface Caller {
  loggedIn: boolean;
  /** X-Enable-APISight: the caller asks for diagnostic detail in answers. */
  apiSight: boolean;
}

export function callerOf(request: FastifyRequest): Caller {
  return {
    loggedIn: false,
    apiSight: request.headers['x-enable-apisight'] === 'true',
  };
}

/** Draft view: suppressed items are visible only to logged-in callers who ask for them. */
export function maySeeDrafts(caller: Caller, askedForDrafts: boolean | undefined): boolean {
  return caller.loggedIn && askedForDrafts === true;
}
