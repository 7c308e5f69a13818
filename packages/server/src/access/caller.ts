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
  /** Brands whose drafts an admission token (X-Authorization-Admission) lets the caller see. */
  admissionOwnerIds?: readonly string[];
  /** Set when the caller is a personal API token (docs/AUTH.md "API tokens"): its id. */
  apiTokenId?: string;
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

/** Uploading and changing files needs a logged-in user. */
export const mayWriteFiles = (caller: Caller) => caller.loggedIn && !!caller.userId;

/** A file stored for a brand may be changed by its owners and administrators. */
export const mayChangeOwnerFile = (caller: Caller, ownerId: string) =>
  mayWriteFiles(caller) && (!!caller.admin || !!caller.ownerIds?.includes(ownerId));

/** A file stored for a user may be changed by that user and administrators. */
export const mayChangeUserFile = (caller: Caller, userId: string) =>
  mayWriteFiles(caller) && (!!caller.admin || caller.userId === userId);

/** Whom a stored file (or a file about to be stored) belongs to: a brand, a user, both or nobody. */
export interface FileKeepers {
  ownerId?: string | null;
  userId?: string | null;
}

/**
 * Whether the caller may store or change a file kept for these: every keeper named must allow
 * it (the brand's owners, the user), and a file of nobody (stored before logins existed, or
 * in bulk) is left to administrators.
 */
export function mayChangeFile(caller: Caller, keepers: FileKeepers): boolean {
  if (!mayWriteFiles(caller)) return false;
  if (caller.admin) return true;
  if (!keepers.ownerId && !keepers.userId) return false;
  return (
    (!keepers.ownerId || mayChangeOwnerFile(caller, keepers.ownerId)) &&
    (!keepers.userId || mayChangeUserFile(caller, keepers.userId))
  );
}

/** 401 for anonymous callers, 403 unless the caller may change a file of these keepers. */
export function requireFileChange(caller: Caller, keepers: FileKeepers, what: string) {
  requireLogin(caller);
  requirePermission(mayChangeFile(caller, keepers), what);
}

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

// ---- User service: triples, admission tokens, contact mail (docs/API.md "User service")

/** Whose triples: a user's own, or a user group's or organisation's the caller belongs to. */
export interface TripleSubject {
  level: 'user' | 'usergroup' | 'organization';
  id: string;
  /** For usergroup and organization: whether the caller is a member. */
  member: boolean;
}

/** A user reads their own triples, and (recursive) those of their groups and organisation. */
export const mayReadTriples = (caller: Caller, subject: TripleSubject) =>
  mayWriteFiles(caller) &&
  (subject.level === 'user' ? subject.id === caller.userId : subject.member);

/**
 * A user writes only their own triples; a group's or organisation's are written by its members
 * who are administrators (ADMIN_EMAILS): accounts have no per-organisation role yet.
 */
export const mayWriteTriples = (caller: Caller, subject: TripleSubject) =>
  mayReadTriples(caller, subject) && (subject.level === 'user' || !!caller.admin);

/** An admission token for brands: by their editors (every brand granted) or administrators. */
export const mayGrantAdmission = (caller: Caller, ownerIds: readonly string[]) =>
  mayWriteFiles(caller) &&
  (!!caller.admin || ownerIds.every((id) => caller.ownerIds?.includes(id)));

/** A token is revoked by whoever made it, or anyone who could have made it. */
export const mayRevokeAdmission = (
  caller: Caller,
  token: { issuerId: string; ownerIds: readonly string[] },
) =>
  mayWriteFiles(caller) &&
  (caller.userId === token.issuerId || mayGrantAdmission(caller, token.ownerIds));

/** Accounts a user may see: themselves, and those who share a group or the organisation. */
export const maySeeAccount = (caller: Caller, account: { uuid: string; sharesCircle: boolean }) =>
  mayWriteFiles(caller) && (account.uuid === caller.userId || account.sharesCircle);

// ---- Catalogue imports (docs/IMPORT.md)

/**
 * The command line: an operator at the server, who may import into every brand. Never the
 * caller of a request.
 */
export const OPERATOR: Caller = {
  loggedIn: true,
  userId: 'operator',
  admin: true,
  ownerIds: [],
  apiSight: false,
};

/** A package may write a brand's items when its editors or an administrator import it. */
export const mayImportInto = (caller: Caller, ownerId: string) =>
  mayChangeOwnerFile(caller, ownerId);

/** Tags of the whole catalogue (no brand) are imported by administrators only. */
export const mayImportShared = (caller: Caller) => mayWriteFiles(caller) && !!caller.admin;

/**
 * An import job is seen (its progress and report) and published by whoever started it, and
 * by administrators; publishing also needs every brand it writes.
 */
export const mayFollowImport = (caller: Caller, job: { userId: string | null }) =>
  mayWriteFiles(caller) &&
  (!!caller.admin || (job.userId !== null && caller.userId === job.userId));

export const mayPublishImport = (
  caller: Caller,
  job: { userId: string | null; ownerIds: readonly string[] },
) => mayFollowImport(caller, job) && job.ownerIds.every((id) => mayImportInto(caller, id));

// ---- Lists for project work: notes, quantities, share links (docs/FAVORITES.md)

/** A list's notes, quantities and share links are its owner's alone (lists are not shared to write). */
export const mayManageList = (caller: Caller, ownerId: string) =>
  mayWriteFiles(caller) && caller.userId === ownerId;

/**
 * A share link's token is the credential: whoever holds one that is neither revoked nor
 * expired may read the list it names, without logging in.
 */
export const mayReadSharedList = (share: { revoked_at: Date | null; expires_at: Date | null }) =>
  !share.revoked_at && (!share.expires_at || share.expires_at.getTime() > Date.now());

/**
 * A list download is made for a logged-in user, or for whoever holds a share link that works
 * (checked by the lists service: 404 unknown, 410 revoked or expired), on behalf of the
 * list's owner: the user the bundle is kept under. Anyone else gets 401.
 */
export function bundleMakerOf(caller: Caller, share: { userId: string } | undefined): string {
  if (mayWriteFiles(caller)) return caller.userId!;
  if (share) return share.userId;
  throw loginRequired();
}

// ---- The mail outbox (docs/API.md "Outbox")

/** The outbox (every mail, its links, resend, delete) is for administrators only. */
export const mayManageOutbox = (caller: Caller) => mayWriteFiles(caller) && !!caller.admin;

// ---- Error reports (docs/PRIVACY.md)

/** The web app's error reports may hold traces of what visitors did: administrators only. */
export const mayReadErrorReports = (caller: Caller) => mayWriteFiles(caller) && !!caller.admin;

// ---- Insights: first-party statistics (docs/INSIGHTS.md)

/** A brand's figures are for the users who own the brand, and administrators. */
export const mayReadBrandInsights = (caller: Caller, ownerId: string) =>
  mayChangeOwnerFile(caller, ownerId);

/** Catalogue-wide figures (top and zero-result searches, busiest brands): administrators. */
export const mayReadCatalogueInsights = (caller: Caller) => mayWriteFiles(caller) && !!caller.admin;

// ---- Personal API tokens (docs/AUTH.md "API tokens")

/**
 * API tokens are made, listed and revoked by a browser login only: a token cannot make
 * another (one that outlives it, or with more brands) nor see its siblings.
 */
export const mayManageApiTokens = (caller: Caller) => mayWriteFiles(caller) && !caller.apiTokenId;

/**
 * A token may be limited to brands its user owns (an administrator: any brand); only an
 * administrator may make one that is not limited (`ownerIds` null).
 */
export const mayMakeApiToken = (caller: Caller, ownerIds: readonly string[] | null) =>
  mayManageApiTokens(caller) &&
  (!!caller.admin || (ownerIds !== null && ownerIds.every((id) => caller.ownerIds?.includes(id))));
