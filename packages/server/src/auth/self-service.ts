/**
 * What users do to their own account (the web app's account page): name and preferred
 * language, a new password (the current one asked first), a new e-mail address (confirmed by
 * a link to it; the old address is told), and for the user service the account's data and
 * its removal. Password checks are limited per account: 10 wrong ones in 10 minutes, then
 * 429, so a stolen login token cannot guess the password to take the account over.
 */
import { createHash, randomBytes } from 'node:crypto';
import { LANGUAGES, type Language } from '@vitrine/contracts/languages';
import { invalidField, tooManyRequests } from '../errors';
import type { MailService, MailState } from '../mail';
import type { Sql, Store } from '../store';
import type { AccountsRepository } from './accounts.repository';
import { EMAIL } from './accounts.service';
import { translator, type TextKey } from './i18n';
import { checkPassword, hashPassword, passwordProblem } from './passwords';

/** E-mail change links live as long as verification links. */
export const EMAIL_CHANGE_TTL_S = 24 * 3600;
const WRONG_PASSWORDS = 10;
const WRONG_PASSWORD_WINDOW_MS = 10 * 60_000;
const NAME_LIMIT = 100;

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface Profile {
  first_name: string;
  last_name: string;
  language: string;
}

/** What the data export says of the account itself. */
export interface AccountRecord {
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
  language: string;
  created_at: string;
  verified_at: string | null;
  organization: { uuid: string; name: string; organization_number: string | null } | null;
  usergroups: Array<{ uuid: string; name: string }>;
  owned_brands: string[];
}

/** The account, for the user service (data export, deletion); no repository leaves auth. */
export interface AccountKeeper {
  /** Everything auth stores about the account (no password hash), or none when it is not ours. */
  recordOf(userId: string): Promise<AccountRecord | undefined>;
  /** 400 naming `field` unless `password` is the user's (wrong tries limited). */
  requirePassword(userId: string, password: string, field: string): Promise<void>;
  /** The brands this user is the only owner of (they stay without one when the account goes). */
  soleOwnedBrands(userId: string): Promise<string[]>;
  /** Removes the account with its memberships, ownerships, one-time tokens and sessions. */
  remove(userId: string, tx: Sql): Promise<void>;
}

export function createSelfService(
  store: Store,
  mail: MailService,
  repository: AccountsRepository,
  links: { base: string },
) {
  const wrong = new Map<string, { count: number; until: number }>();

  async function requirePassword(userId: string, password: string, field: string) {
    const now = Date.now();
    const tries = wrong.get(userId);
    if (tries && tries.until > now && tries.count >= WRONG_PASSWORDS) {
      throw tooManyRequests(Math.ceil((tries.until - now) / 1000));
    }
    const user = await repository.userById(userId);
    if (await checkPassword(user?.password_hash, password)) return;
    const current =
      tries && tries.until > now ? tries : { count: 0, until: now + WRONG_PASSWORD_WINDOW_MS };
    wrong.set(userId, { ...current, count: current.count + 1 });
    throw invalidField(field, 'is not the current password of this account');
  }

  function checkedName(value: string, field: string) {
    const name = value.trim();
    if (!name) throw invalidField(field, 'must not be empty');
    if (name.length > NAME_LIMIT)
      throw invalidField(field, `must have at most ${NAME_LIMIT} characters`);
    return name;
  }

  function checkedPassword(password: string, field: string) {
    const problem = passwordProblem(password);
    if (problem === 'too_short') throw invalidField(field, 'must have at least 10 characters');
    if (problem === 'too_long') throw invalidField(field, 'must have at most 200 characters');
    if (problem === 'common') throw invalidField(field, 'is one of the most common passwords');
  }

  const mailOf = (
    lang: Language,
    kind: 'email_change' | 'email_changed',
    values: Record<string, string>,
  ) => {
    const t = translator(lang);
    return {
      kind,
      subject: t(`mail_${kind}_subject` as TextKey),
      text: t(`mail_${kind}_body` as TextKey, { app: 'Vitrine', ...values }),
    };
  };

  const keeper: AccountKeeper = {
    async recordOf(userId) {
      const user = await repository.userById(userId);
      const dates = await repository.accountDates(userId);
      if (!user || !dates) return undefined;
      const organization = (await repository.organizationOf(userId)) ?? null;
      const groups = await repository.groupsOf(userId);
      return {
        uuid: user.uuid,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
        language: user.language,
        created_at: new Date(dates.created_at).toISOString(),
        verified_at: dates.verified_at ? new Date(dates.verified_at).toISOString() : null,
        organization,
        usergroups: groups.map(({ uuid, name }) => ({ uuid, name })),
        owned_brands: await repository.ownerIdsOf(userId, undefined),
      };
    },
    requirePassword,
    async soleOwnedBrands(userId) {
      const owned = await repository.ownerIdsOf(userId, undefined);
      const counts = await repository.ownerCounts(owned);
      return owned.filter((id) => counts.get(id) === 1);
    },
    remove: (userId, tx) => repository.deleteUser(userId, tx),
  };

  return {
    keeper,

    /** Sets name and preferred language (mails and the app use it). */
    async updateProfile(userId: string, input: Profile) {
      if (!(LANGUAGES as readonly string[]).includes(input.language)) {
        throw invalidField('language', `must be one of ${LANGUAGES.join(', ')}`);
      }
      await repository.updateProfile(userId, {
        first_name: checkedName(input.first_name, 'first_name'),
        last_name: checkedName(input.last_name, 'last_name'),
        language: input.language,
      });
    },

    /** A new password, after the current one. */
    async changePassword(userId: string, current: string, next: string) {
      checkedPassword(next, 'new_password');
      await requirePassword(userId, current, 'current_password');
      await repository.setPassword(userId, await hashPassword(next));
    },

    /**
     * Mails a confirmation link to the new address and a notice to the old one; the address
     * changes when the link is opened. Says whether the link went out or waits in the outbox.
     * An address another account uses is refused only when the link is opened, so this
     * answer does not tell whether one does.
     */
    async requestEmailChange(userId: string, email: string, password: string): Promise<MailState> {
      const address = email.trim();
      if (!EMAIL.test(address)) throw invalidField('email', 'is not an e-mail address');
      const user = await repository.userById(userId);
      if (!user) throw invalidField('email', 'this account is not one of this provider');
      if (user.email.toLowerCase() === address.toLowerCase()) {
        throw invalidField('email', 'is the address of this account already');
      }
      await requirePassword(userId, password, 'password');
      const lang = (
        (LANGUAGES as readonly string[]).includes(user.language) ? user.language : 'en'
      ) as Language;
      const token = randomBytes(32).toString('base64url');
      const link = `${links.base}/email?token=${token}&lang=${lang}`;
      const name = user.first_name || user.email;
      const mailId = await store.transaction(async (tx) => {
        await repository.insertToken(
          userId,
          'email',
          sha256(token),
          EMAIL_CHANGE_TTL_S,
          tx,
          address,
        );
        const id = await mail.enqueue(
          {
            to: address,
            links: [link],
            ...mailOf(lang, 'email_change', { name, link, email: address }),
          },
          tx,
        );
        await mail.enqueue(
          { to: user.email, ...mailOf(lang, 'email_changed', { name, email: address }) },
          tx,
        );
        return id;
      });
      return mail.deliver([mailId]);
    },

    /**
     * Spends an e-mail change link: 'changed' (with the new address), 'taken' when another
     * account has the address by now, 'invalid' when the link is unknown, used or expired.
     */
    async confirmEmailChange(
      token: string,
    ): Promise<{ outcome: 'changed'; email: string } | { outcome: 'taken' | 'invalid' }> {
      return store.transaction(async (tx) => {
        const used = await repository.useTokenWithPayload('email', sha256(token), tx);
        if (!used?.payload) return { outcome: 'invalid' as const };
        const other = await repository.userByEmail(used.payload, tx);
        if (other && other.uuid !== used.user_id) return { outcome: 'taken' as const };
        await repository.setEmail(used.user_id, used.payload, tx);
        await repository.markVerified(used.user_id, tx);
        return { outcome: 'changed' as const, email: used.payload };
      });
    },
  };
}

export type SelfService = ReturnType<typeof createSelfService>;
