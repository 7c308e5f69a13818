/**
 * Personal API tokens for scripts (docs/AUTH.md "API tokens"): a user, logged in through the
 * browser, makes a token with a name, an optional expiry and the brands it is limited to; the
 * secret is answered once and only its hash kept. Revoking removes the row: the access hook
 * reads the row on every request, so the token is refused at once, in every process.
 */
import { randomUUID } from 'node:crypto';
import {
  createApiTokenCheck,
  hashApiToken,
  mayMakeApiToken,
  mayManageApiTokens,
  newApiTokenSecret,
  requireLogin,
  requirePermission,
  type Caller,
} from '../access';
import { invalidField, notFound } from '../errors';
import { checkText } from '../input-text';
import { createApiTokensRepository, type ApiTokenListed } from './api-tokens.repository';
import type { UsersDeps } from './users.types';

/** The most live tokens one user may have. */
export const MAX_API_TOKENS = 50;
export const MAX_TOKEN_NAME = 100;
export const MAX_TOKEN_DAYS = 366;

export interface ApiTokenCreate {
  name: string;
  /** Brands the token is limited to; null: not limited (administrators only). */
  owner_ids: string[] | null;
  /** Days until it expires; null: never. */
  expires_in_days: number | null;
}

const listed = (row: ApiTokenListed) => ({
  id: row.token_id,
  name: row.name,
  owner_ids: row.owner_ids,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at?.toISOString() ?? null,
  last_used_at: row.last_used_at?.toISOString() ?? null,
});

export type ApiTokenAnswer = ReturnType<typeof listed>;

function manage(caller: Caller): asserts caller is Caller & { userId: string } {
  requireLogin(caller);
  requirePermission(mayManageApiTokens(caller), 'API tokens are managed from a browser login');
}

export function createApiTokensService(deps: UsersDeps) {
  const repository = createApiTokensRepository(deps.store);
  return {
    async list(caller: Caller) {
      manage(caller);
      return (await repository.ofUser(caller.userId)).map(listed);
    },

    async create(caller: Caller, body: ApiTokenCreate) {
      manage(caller);
      checkText(body, '');
      const name = body.name.trim();
      if (!name) throw invalidField('name', 'must not be empty');
      const ownerIds = body.owner_ids === null ? null : [...new Set(body.owner_ids)];
      if (ownerIds !== null && ownerIds.length === 0)
        throw invalidField('owner_ids', 'must name at least one brand');
      requirePermission(
        mayMakeApiToken(caller, ownerIds),
        ownerIds === null ? 'a token for every brand' : 'a token for brands you do not own',
      );
      if ((await repository.countLive(caller.userId)) >= MAX_API_TOKENS)
        throw invalidField('name', `at most ${MAX_API_TOKENS} tokens per user; revoke one first`);
      const secret = newApiTokenSecret();
      const row = await repository.insert(
        {
          token_id: randomUUID(),
          token_hash: hashApiToken(secret),
          user_id: caller.userId,
          user_email: caller.email ?? '',
          name,
          owner_ids: ownerIds,
          expires_at: null,
        },
        body.expires_in_days,
      );
      return { token: listed(row), secret };
    },

    async revoke(caller: Caller, tokenId: string) {
      manage(caller);
      if (!(await repository.remove(caller.userId, tokenId))) throw notFound('API token');
    },

    /** The access hook's check of `vtr_` tokens. */
    check(options: {
      ownerIdsOf(sub: string, email?: string): Promise<string[]>;
      adminEmails: readonly string[];
    }) {
      return createApiTokenCheck({
        byHash: (hash) => repository.byHash(hash),
        touch: (id) => repository.touch(id),
        ...options,
      });
    },
  };
}
