/**
 * The user service (spec 02 s.7): triples (favourites live there) and the contact mail. Every
 * call is a POST with the session's login token; a refused token (401 _401_pconlogin_invalid)
 * is renewed once and the call retried. Without a token nothing is sent: the caller gets
 * NoTokenError ('No Token or user info', spec 02 s.8).
 */
import type { ContactAnswer } from '@vitrine/contracts';
import { config } from '../config';
import { accessToken } from '../session';
import { ApiError, fetchJson, jsonPost } from './client';

/** Spec 02 s.8: saving favourites (or mailing a brand) without a login. */
export const NO_TOKEN_ERROR = 'No Token or user info';

export class NoTokenError extends Error {
  constructor() {
    super(NO_TOKEN_ERROR);
    this.name = 'NoTokenError';
  }
}

/** A userbase triple; `version` grows with every write (compare-and-set, see if_version). */
export interface Triple {
  user: string;
  scope: string;
  key: string;
  /** A JSON string. */
  value: string;
  level?: string;
  version: number;
}

export interface TripleWrite {
  user: string;
  scope: string;
  key: string;
  value: string;
  /** The version last read; 0: the triple must not exist yet. Absent: unconditional. */
  if_version?: number;
}

/** The error code of a write whose if_version is no longer the triple's version. */
export const VERSION_CONFLICT = '_409_triple_version_conflict';

export const isVersionConflict = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.error_code === VERSION_CONFLICT;

/**
 * POSTs `body` to the user service at `path`. fetchJson sends the session's token and renews
 * a refused one once (then the visitor logs in again); without a token nothing is sent.
 */
async function postUsers<T>(path: string, body: unknown): Promise<T> {
  if (!(await accessToken())) throw new NoTokenError();
  return fetchJson<T>(`${config.userBase}${path}`, jsonPost(JSON.stringify(body)));
}

/** The caller's triples of `scopes`. */
export async function readTriples(scopes: string[], recursive?: boolean): Promise<Triple[]> {
  const answer = await postUsers<{ triples: Triple[] }>('/v1/triples/read', {
    scopes,
    ...(recursive === undefined ? {} : { recursive }),
  });
  return answer.triples;
}

/** Writes triples; a stale if_version throws an ApiError that isVersionConflict recognises. */
export async function writeTriples(write: TripleWrite[]): Promise<Triple[]> {
  const answer = await postUsers<{ triples: Triple[] }>('/v1/triples/write', { write });
  return answer.triples;
}

export interface ContactMail {
  subject: string;
  body: string;
  /** The brand written to. */
  owner_id: string;
  /** The brand's texts (its e-mail reference) in these languages, most wanted first. */
  favourite_languages: string[];
}

/**
 * Sends a message to a brand (logged-in users; 429 with a reason when rate-limited). The
 * answer says whether the mail went out ('sent') or waits in the outbox ('queued'), to whom,
 * and where the sender's copy goes.
 */
export function sendContactMail(mail: ContactMail): Promise<ContactAnswer> {
  return postUsers<ContactAnswer>('/v1/contact/sendmail', mail);
}

/** POSTs to the user service (for the account and outbox pages' calls in api/). */
export const userServicePost = postUsers;
