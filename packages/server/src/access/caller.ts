/**
 * Who is calling and what they may do: the one place for permission checks. The access hook
 * (access.hook.ts) verifies the login token of each request once and leaves the caller on
 * the request; without a token, or before the hook is wired, the caller is anonymous.
 */
import type { FastifyRequest } from 'fastify';
import { forbidden, loginRequired, tokenRequired } from '../errors';

export interface Caller {
  loggedIn: boolean;
  /** The user's id at the issuer (the token's sub); absent for anonymous and public tokens. */
  userId?: string;
  email?: string;
  /** Brands (owner ids) the user may edit (none when absent). */
  ownerIds?: readonly string[];
  /** Named in ADMIN_EMAILS: may change any file. */
  admin?: boolean;
  /** Which header carried the token, if any. */
  tokenSource?: 'authorization' | 'x-authorization-pcon-login';
  /** X-Enable-APISight: the caller asks for diagnostic detail in answers. */
  apiSight: boolean;
}

export const ANONYMOUS: Caller = { loggedIn: false, ownerIds: [], admin: false, apiSight: false };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access hook. */
    vitrineCaller?: Caller;
  }
}

export function callerOf(request: FastifyRequest): Caller {
  return (
    request.vitrineCaller ?? {
      ...ANONYMOUS,
      apiSight: request.headers['x-enable-apisight'] === 'true',
    }
  );
}

/**
 * Whose drafts (suppressed items) the caller may see when asking for them: null for nobody,
 * 'all' for administrators, else the brands the caller owns.
 */
export function draftOwners(
  caller: Caller,
  askedForDrafts: boolean | undefined,
): ReadonlySet<string> | 'all' | null {
  if (!caller.loggedIn || askedForDrafts !== true) return null;
  if (caller.admin) return 'all';
  return caller.ownerIds?.length ? new Set(caller.ownerIds) : null;
}

/** Whether the caller may see draft items of this owner (when asking for drafts). */
export function maySeeDraftsOf(caller: Caller, ownerId: string | null | undefined) {
  return caller.loggedIn && (!!caller.admin || (!!ownerId && !!caller.ownerIds?.includes(ownerId)));
}

/** Uploading and changing files needs a logged-in user. */
export const mayWriteFiles = (caller: Caller) => caller.loggedIn && !!caller.userId;

/** A file stored for a brand may be changed by its owners and administrators. */
export const mayChangeOwnerFile = (caller: Caller, ownerId: string) =>
  mayWriteFiles(caller) && (!!caller.admin || !!caller.ownerIds?.includes(ownerId));

/** A file stored for a user may be changed by that user and administrators. */
export const mayChangeUserFile = (caller: Caller, userId: string) =>
  mayWriteFiles(caller) && (!!caller.admin || caller.userId === userId);

/** 401 for anonymous callers: the client logs in and tries again. */
export function requireLogin(caller: Caller): asserts caller is Caller & { userId: string } {
  if (!mayWriteFiles(caller)) {
    throw loginRequired();
  }
}

/**
 * 401 unless the request carried a valid token: a login token or a public one (a token with
 * no user, for anonymous product-information reads, spec 02 s.6).
 */
export function requireToken(caller: Caller) {
  if (!caller.tokenSource) throw tokenRequired();
}

/** 403 unless allowed (after requireLogin). */
export function requirePermission(allowed: boolean, what: string) {
  if (!allowed) throw forbidden(`Not allowed: ${what}`);
}
