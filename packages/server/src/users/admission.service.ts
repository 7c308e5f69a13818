/**
 * Admission tokens: a brand's editor lets someone (a dealer, a planner) see the brand's drafts
 * for a while. Only a hash of the token is stored. The access hook asks `ownerIdsOf` on every
 * request carrying X-Authorization-Admission; answers are remembered for 10 s at most, so a
 * revocation takes effect at once in this process and within 10 s in others.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AdmissionClaimRequest, AdmissionGenerateRequest } from '@vitrine/contracts';
import { LANGUAGES, type Language } from '@vitrine/contracts/languages';
import {
  mayGrantAdmission,
  mayRevokeAdmission,
  requireLogin,
  requirePermission,
  type Caller,
} from '../access';
import { admissionInvalid, forbidden } from '../errors';
import { checkText } from '../input-text';
import { createAdmissionRepository, type AdmissionRow } from './admission.repository';
import { mailText } from './mail-texts';
import type { UsersDeps } from './users.types';

const REMEMBER_MS = 10_000;
const MAX_REMEMBERED = 10_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createAdmissionService(deps: UsersDeps) {
  const repository = createAdmissionRepository(deps.store);
  const remembered = new Map<string, { row: AdmissionRow; until: number }>();

  /** The token's row if it admits now; 401 naming why not. */
  async function valid(token: string): Promise<AdmissionRow> {
    const hash = hashOf(token);
    const now = Date.now();
    const hit = remembered.get(hash);
    const row = hit && hit.until > now ? hit.row : await repository.byHash(hash);
    if (!row) throw admissionInvalid('unknown');
    if (row.revoked_at) throw admissionInvalid('revoked');
    if (row.expires_at.getTime() <= now) throw admissionInvalid('expired');
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(hash, { row, until: Math.min(now + REMEMBER_MS, row.expires_at.getTime()) });
    return row;
  }

  return {
    /** For the access hook: the brands a token admits to (401 when it does not). */
    async ownerIdsOf(token: string): Promise<readonly string[]> {
      return (await valid(token)).owner_ids;
    },

    async generate(caller: Caller, request: AdmissionGenerateRequest) {
      requireLogin(caller);
      checkText(request.grant, 'grant');
      const ownerIds = [...new Set(request.grant.owner_ids)];
      requirePermission(mayGrantAdmission(caller, ownerIds), 'admission to brands you do not edit');
      const token = `adm_${randomBytes(32).toString('base64url')}`;
      const [self] = await deps.directory.usersByIds([caller.userId]);
      const issuerEmail = caller.email ?? self?.email ?? '';
      const expiresAt = await deps.store.transaction(async (tx) => {
        const expires = await repository.insert(
          hashOf(token),
          {
            issuer_id: caller.userId,
            issuer_email: issuerEmail,
            workspace_id: self?.organization_id ?? null,
            owner_ids: ownerIds,
          },
          request.lifetime,
          tx,
        );
        const to = request.grant.email;
        if (to) {
          const language = (LANGUAGES as readonly string[]).includes(request.grant.language ?? '')
            ? (request.grant.language as Language)
            : 'en';
          const values = {
            issuer: issuerEmail || caller.userId,
            brands: ownerIds.join(', '),
            until: expires.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
            token,
          };
          await deps.mail.enqueue(
            {
              to,
              kind: 'admission',
              subject: mailText(language, 'admissionSubject', values),
              text: mailText(language, 'admissionBody', values),
              ...(issuerEmail ? { replyTo: issuerEmail } : {}),
            },
            tx,
          );
        }
        return expires;
      });
      return {
        admission_token: token,
        admission_token_via_mail: !!request.grant.email,
        expires_at: expiresAt.toISOString(),
      };
    },

    /** A logged-in user takes up a token for themselves (uuid must be theirs); recorded. */
    async claim(caller: Caller, request: AdmissionClaimRequest) {
      requireLogin(caller);
      if (request.uuid !== caller.userId) throw forbidden('Not allowed: claiming for another user');
      const row = await valid(request.admission_token);
      const claimUuid = randomUUID();
      await repository.claim(claimUuid, hashOf(request.admission_token), caller.userId);
      return { owner_ids: row.owner_ids, claim_uuid: claimUuid, claim_scope: 'drafts' };
    },

    /** Anyone holding a valid token may read what it grants and who issued it. */
    async read(token: string) {
      const row = await valid(token);
      return {
        user: { uuid: row.issuer_id, email: row.issuer_email },
        workspace_id: row.workspace_id,
        owner_ids: row.owner_ids,
        expires_at: row.expires_at.toISOString(),
      };
    },

    async revoke(caller: Caller, token: string) {
      requireLogin(caller);
      const hash = hashOf(token);
      const row = await repository.byHash(hash);
      if (!row) throw admissionInvalid('unknown');
      requirePermission(
        mayRevokeAdmission(caller, { issuerId: row.issuer_id, ownerIds: row.owner_ids }),
        'revoking an admission you did not issue',
      );
      const revokedAt = await repository.revoke(hash);
      remembered.delete(hash);
      return { revoked: true, revoked_at: revokedAt.toISOString() };
    },
  };
}

export type AdmissionService = ReturnType<typeof createAdmissionService>;
