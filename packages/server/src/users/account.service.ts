/**
 * The account page's data export and deletion: everything stored about the user (the
 * account at the login provider, their triples with the favourites, their enquiries, the
 * admission tokens they issued and claimed, their lists' notes and share links) as one JSON document, and the account's removal
 * with that data, in one transaction. A brand whose last owner leaves stays in the catalogue
 * with nobody to edit it until an administrator names a new owner; the deletion's preview
 * and its answer name those brands.
 */
import type { AccountDeleteAnswer } from '@vitrine/contracts';
import { requireLogin, type Caller } from '../access';
import { createAdmissionRepository } from './admission.repository';
import { createContactRepository } from './contact.repository';
import { createListsRepository } from './lists.repository';
import { createTriplesRepository } from './triples.repository';
import type { UsersDeps } from './users.types';

/** A stored JSON value as itself; other text as it is. */
function parsed(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function createAccountService(deps: UsersDeps) {
  const triples = createTriplesRepository(deps.store);
  const admissions = createAdmissionRepository(deps.store);
  const enquiries = createContactRepository(deps.store);
  const lists = createListsRepository(deps.store);

  async function brandsNamed(ids: readonly string[]) {
    return Promise.all(
      ids.map(async (id) => {
        const brand = await deps.brands.brandContact(id);
        const name =
          brand?.texts?.find((t) => t.category === 'name' && t.language === '')?.payload ??
          brand?.texts?.find((t) => t.category === 'name')?.payload ??
          id;
        return { id, name };
      }),
    );
  }

  return {
    /** Everything stored about the caller, as one JSON document. */
    async exportOf(caller: Caller) {
      requireLogin(caller);
      const userId = caller.userId;
      const account = (await deps.accounts.recordOf(userId)) ?? {
        // A user of an external issuer: their account is kept there, not here.
        uuid: userId,
        email: caller.email ?? null,
      };
      const own = await triples.ofUser(userId);
      const favourites = own.find((t) => t.scope === 'favorites' && t.key === 'favorite_models');
      const sent = await enquiries.ofUser(userId, 100_000);
      const states = await deps.mail.states(sent.flatMap((e) => (e.mail_id ? [e.mail_id] : [])));
      const tokens = await admissions.ofUser(userId);
      const kept = await lists.ofUser(userId);
      return {
        format: 'vitrine-account-export',
        version: 1,
        exported_at: new Date().toISOString(),
        account,
        favourites: favourites ? parsed(favourites.value) : null,
        triples: own.map((t) => ({
          scope: t.scope,
          key: t.key,
          value: parsed(t.value),
          version: t.version,
          updated_at: iso(t.updated_at),
        })),
        enquiries: sent.map((e) => ({
          owner_id: e.owner_id,
          brand_name: e.brand_name,
          recipient: e.recipient,
          subject: e.subject,
          body: e.body,
          sent_at: iso(e.sent_at),
          state: (e.mail_id && states.get(e.mail_id)) || 'removed',
        })),
        list_items: kept.items,
        list_share_links: kept.shares.map((s) => ({
          list_id: s.list_id,
          created_at: iso(s.created_at),
          expires_at: iso(s.expires_at),
          revoked_at: iso(s.revoked_at),
        })),
        admission_tokens: {
          issued: tokens.issued.map((a) => ({
            owner_ids: a.owner_ids,
            created_at: iso(a.created_at),
            expires_at: iso(a.expires_at),
            revoked_at: iso(a.revoked_at),
          })),
          claimed: tokens.claimed.map((c) => ({
            claim_uuid: c.claim_uuid,
            owner_ids: c.owner_ids,
            claimed_at: iso(c.claimed_at),
          })),
        },
      };
    },

    /** What deleting the account would leave behind: brands with no owner. */
    async deletionPreview(caller: Caller) {
      requireLogin(caller);
      return {
        last_owner_of: await brandsNamed(await deps.accounts.soleOwnedBrands(caller.userId)),
      };
    },

    /**
     * Deletes the account and everything stored about the user, after their password. Their
     * mails already in the outbox stay there until sent (the outbox is the administrators').
     */
    async remove(caller: Caller, password: string): Promise<AccountDeleteAnswer> {
      requireLogin(caller);
      const userId = caller.userId;
      await deps.accounts.requirePassword(userId, password, 'password');
      const left = await brandsNamed(await deps.accounts.soleOwnedBrands(userId));
      await deps.store.transaction(async (tx) => {
        await triples.removeUser(userId, tx);
        await enquiries.removeUser(userId, tx);
        await admissions.removeUser(userId, tx);
        await lists.removeUser(userId, tx);
        await deps.accounts.remove(userId, tx);
      });
      return { deleted: true, left_without_owner: left };
    },
  };
}
