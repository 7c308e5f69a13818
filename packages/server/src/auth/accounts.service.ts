/**
 * Account logic: sign-up with e-mail verification, login check, forgotten password. Answers
 * never tell whether an e-mail address has an account (sign-up and reset say the same either
 * way; the mail tells the owner). One-time tokens are kept hashed, expire and work once.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@vitrine/contracts/languages';
import type { MailService, MailState } from '../mail';
import type { Sql, Store } from '../store';
import { createAccountsRepository, type UserRow } from './accounts.repository';
import { translator } from './i18n';
import { checkPassword, hashPassword, passwordProblem } from './passwords';

export const VERIFY_TTL_S = 24 * 3600;
export const RESET_TTL_S = 3600;

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');
export const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{1,63}$/;

export interface SignUp {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  language: Language;
}

/** An account as other services may read it: no password hash. */
export type AccountSummary = Omit<UserRow, 'password_hash' | 'verified'>;

/**
 * What other services may read of our accounts, groups and organisations (the user service's
 * directory); reads only, and no repository.
 */
export interface AccountDirectory {
  /** Accounts by id (ids that are not ours are left out), ordered by e-mail. */
  usersByIds(ids: readonly string[]): Promise<AccountSummary[]>;
  organizationOf(
    userId: string,
  ): Promise<{ uuid: string; name: string; organization_number: string | null } | undefined>;
  groupsOf(userId: string): Promise<Array<{ uuid: string; name: string; organization_id: string }>>;
  /** Users sharing a group or the organisation with this one (the user included). */
  circleMemberIds(userId: string): Promise<string[]>;
}

export type LoginOutcome =
  | { ok: true; user: UserRow }
  | { ok: false; reason: 'credentials' }
  /** `mail`: whether the new verification link went out or waits in the outbox. */
  | { ok: false; reason: 'unverified'; mail: MailState };

export function createAccountsService(store: Store, mail: MailService, links: { base: string }) {
  const repository = createAccountsRepository(store);

  /** Creates a one-time token for the user in tx and returns the link that spends it. */
  async function tokenLink(tx: Sql, userId: string, purpose: 'verify' | 'reset', lang: string) {
    const token = randomBytes(32).toString('base64url');
    await repository.insertToken(
      userId,
      purpose,
      sha256(token),
      purpose === 'verify' ? VERIFY_TTL_S : RESET_TTL_S,
      tx,
    );
    return `${links.base}/${purpose}?token=${token}&lang=${lang}`;
  }

  function mailText(
    lang: Language,
    kind: 'verify' | 'exists' | 'reset',
    name: string,
    link: string,
  ) {
    const t = translator(lang);
    return {
      kind,
      links: [link],
      subject: t(`mail_${kind}_subject`),
      text: t(`mail_${kind}_body`, { name, app: 'Vitrine', link }),
    };
  }

  const displayName = (user: { first_name: string; email: string }) =>
    user.first_name || user.email;

  const directory: AccountDirectory = {
    async usersByIds(ids) {
      const rows = await repository.usersByIds(ids);
      return rows.map(({ password_hash: _hash, verified: _verified, ...account }) => account);
    },
    organizationOf: (userId) => repository.organizationOf(userId),
    groupsOf: (userId) => repository.groupsOf(userId),
    circleMemberIds: (userId) => repository.circleMemberIds(userId),
  };

  return {
    directory,

    /** One of our accounts (the provider's claims, the account API). */
    userById: (uuid: string) => repository.userById(uuid),

    /** Brands a user owns, by our user id or, for external issuers, by e-mail. */
    ownerIdsOf: (userId: string | undefined, email: string | undefined) =>
      repository.ownerIdsOf(userId, email),

    /** The form's problems by field (text keys), or none. */
    signUpProblems(
      input: SignUp,
    ): Record<
      string,
      'error_required' | 'error_email' | 'error_too_short' | 'error_too_long' | 'error_common'
    > {
      const problems: ReturnType<typeof this.signUpProblems> = {};
      if (!input.first_name.trim()) problems.first_name = 'error_required';
      if (!input.last_name.trim()) problems.last_name = 'error_required';
      if (!EMAIL.test(input.email)) problems.email = 'error_email';
      const weak = passwordProblem(input.password);
      if (weak) problems.password = `error_${weak}`;
      return problems;
    },

    /**
     * Registers an account and mails a verification link; for an address that has an account
     * already, mails its owner instead. The caller answers the same in both cases, saying
     * whether the mail went out or waits in the outbox.
     */
    async signUp(input: SignUp): Promise<MailState> {
      const passwordHash = await hashPassword(input.password);
      const mailId = await store.transaction(async (tx) => {
        const existing = await repository.userByEmail(input.email, tx);
        if (existing) {
          const link = await tokenLink(tx, existing.uuid, 'reset', existing.language);
          return mail.enqueue(
            {
              to: existing.email,
              ...mailText(existing.language as Language, 'exists', displayName(existing), link),
            },
            tx,
          );
        }
        const uuid = await repository.insertUser(
          {
            email: input.email.trim(),
            first_name: input.first_name.trim(),
            last_name: input.last_name.trim(),
            language: input.language,
            password_hash: passwordHash,
          },
          tx,
        );
        const link = await tokenLink(tx, uuid, 'verify', input.language);
        return mail.enqueue(
          {
            to: input.email.trim(),
            ...mailText(input.language, 'verify', input.first_name.trim(), link),
          },
          tx,
        );
      });
      return mail.deliver([mailId]);
    },

    /** Spends a verification token; false when it is unknown, used or expired. */
    async verify(token: string): Promise<boolean> {
      return store.transaction(async (tx) => {
        const userId = await repository.useToken('verify', sha256(token), tx);
        if (userId) await repository.markVerified(userId, tx);
        return !!userId;
      });
    },

    /** Checks e-mail and password; an unverified account gets a fresh verification mail. */
    async login(email: string, password: string): Promise<LoginOutcome> {
      const user = EMAIL.test(email) ? await repository.userByEmail(email) : undefined;
      const matches = await checkPassword(user?.password_hash, password);
      if (!user || !matches) return { ok: false, reason: 'credentials' };
      if (!user.verified) {
        const mailId = await store.transaction(async (tx) => {
          const link = await tokenLink(tx, user.uuid, 'verify', user.language);
          return mail.enqueue(
            {
              to: user.email,
              ...mailText(user.language as Language, 'verify', displayName(user), link),
            },
            tx,
          );
        });
        return { ok: false, reason: 'unverified', mail: await mail.deliver([mailId]) };
      }
      return { ok: true, user };
    },

    /**
     * Mails a reset link when the address has an account; silent otherwise. The state said
     * back is what the mail server's state makes likely ('queued' without one or while it
     * fails), not the mail's own: waiting for the SMTP server only when an account exists
     * would tell by the answer's time whether it does. The mail is tried at once all the same.
     */
    async requestReset(email: string): Promise<MailState> {
      const mailId = await store.transaction(async (tx) => {
        const user = await repository.userByEmail(email, tx);
        if (!user) return undefined;
        const link = await tokenLink(tx, user.uuid, 'reset', user.language);
        return mail.enqueue(
          {
            to: user.email,
            ...mailText(user.language as Language, 'reset', displayName(user), link),
          },
          tx,
        );
      });
      const likely = mail.likelyState();
      if (mailId) void mail.deliver([mailId]).catch(() => undefined);
      return likely;
    },

    resetTokenValid: (token: string) => repository.tokenValid('reset', sha256(token)),

    /** Sets a new password with a reset token (it also proves the e-mail address). */
    async reset(token: string, password: string): Promise<boolean> {
      const passwordHash = await hashPassword(password);
      return store.transaction(async (tx) => {
        const userId = await repository.useToken('reset', sha256(token), tx);
        if (!userId) return false;
        await repository.setPassword(userId, passwordHash, tx);
        await repository.markVerified(userId, tx);
        return true;
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
