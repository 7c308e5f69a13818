/**
 * Contact mails: a logged-in user writes to a brand. The mail goes to the brand's e-mail
 * reference through the outbox (kept while SMTP is down), Reply-To the user, framed in the
 * brand's language; the user gets a copy in their own language and finds the enquiry again
 * on their account page. At most CONTACT_MAILS_PER_HOUR per user, counted in the database so
 * every process sees the same count.
 */
import {
  CONTACT_MAILS_PER_HOUR,
  type ContactAnswer,
  type ContactListRequest,
  type ContactRequest,
} from '@vitrine/contracts';
import { LANGUAGES, type Language } from '@vitrine/contracts/languages';
import { requireLogin, type Caller } from '../access';
import { contactLimit, noContactAddress, notFound } from '../errors';
import { checkText } from '../input-text';
import type { Sql } from '../store';
import { createContactRepository } from './contact.repository';
import { mailText } from './mail-texts';
import type { BrandContact, UsersDeps } from './users.types';

/** The language a brand in this country reads (ISO 3166 → one of the 14). */
const COUNTRY_LANGUAGE: Record<string, Language> = {
  GB: 'en',
  US: 'en',
  IE: 'en',
  CA: 'en',
  AU: 'en',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  CZ: 'cs',
  DK: 'da',
  ES: 'es',
  MX: 'es',
  FR: 'fr',
  BE: 'fr',
  IT: 'it',
  NL: 'nl',
  PL: 'pl',
  PT: 'pt',
  BR: 'pt',
  RO: 'ro',
  RU: 'ru',
  SE: 'sv',
  TR: 'tr',
};

const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

const reference = (owner: BrandContact, category: string) =>
  owner.references?.find((r) => r.category === category && r.payload)?.payload;

/**
 * The brand's language: its country's, else the first of the caller's favourite languages
 * that the app speaks, else English.
 */
function brandLanguage(owner: BrandContact, favourites: readonly string[]): Language {
  const country = COUNTRY_LANGUAGE[reference(owner, 'country')?.toUpperCase() ?? ''];
  return country ?? favourites.find(isLanguage) ?? 'en';
}

/** The brand's name in the language closest to `language`. */
function brandName(owner: BrandContact, language: Language) {
  const names = owner.texts?.filter((t) => t.category === 'name') ?? [];
  return (
    (names.find((t) => t.language === language) ?? names.find((t) => t.language === '') ?? names[0])
      ?.payload ??
    owner.id ??
    ''
  );
}

export function createContactService(deps: UsersDeps) {
  const repository = createContactRepository(deps.store);
  return {
    /**
     * Queues the mail to the brand and a copy to the sender, records the enquiry, then tries
     * to send the brand's mail at once: the answer says whether it went ('sent') or waits in
     * the outbox ('queued'), and to whom.
     */
    async send(caller: Caller, request: ContactRequest): Promise<ContactAnswer> {
      requireLogin(caller);
      checkText(request, '');
      const owner = await deps.brands.brandContact(request.owner_id);
      if (!owner) throw notFound(`Brand ${request.owner_id}`);
      const to = reference(owner, 'email');
      if (!to) throw noContactAddress(request.owner_id);
      const [self] = await deps.directory.usersByIds([caller.userId]);
      const email = caller.email ?? self?.email;
      if (!email) throw noContactAddress('your account');
      const language = brandLanguage(owner, request.favourite_languages ?? []);
      const brand = brandName(owner, language);
      const name = [self?.first_name, self?.last_name].filter(Boolean).join(' ') || email;
      const intro = mailText(language, 'contactIntro', { name, email, brand });
      // The copy is in the sender's own language (their account's, else the one they read).
      const own = isLanguage(self?.language ?? '')
        ? (self!.language as Language)
        : ((request.favourite_languages ?? []).find(isLanguage) ?? 'en');
      const ownBrand = brandName(owner, own);
      const copy = {
        subject: mailText(own, 'copySubject', { subject: request.subject }),
        intro: mailText(own, 'copyIntro', {
          brand: ownBrand,
          recipient: to,
          email,
          account: deps.links.accountPage,
        }),
      };
      const { mailId, enquiryId } = await deps.store.transaction(async (tx) => {
        await repository.lockUser(caller.userId, tx);
        const recent = await repository.lastHour(caller.userId, tx);
        if (recent.count >= CONTACT_MAILS_PER_HOUR) {
          const freeAt = (recent.oldest?.getTime() ?? Date.now()) + 3600_000;
          throw contactLimit(
            CONTACT_MAILS_PER_HOUR,
            Math.max(1, Math.ceil((freeAt - Date.now()) / 60_000)),
          );
        }
        const mailId = await deps.mail.enqueue(
          {
            to,
            replyTo: email,
            kind: 'contact',
            subject: request.subject,
            text: `${intro}\n\n${request.body}`,
          },
          tx,
        );
        const copyMailId = await deps.mail.enqueue(
          {
            to: email,
            kind: 'contact_copy',
            subject: copy.subject,
            text: `${copy.intro}\n\n${request.body}`,
          },
          tx,
        );
        const enquiryId = await repository.insert(
          {
            userId: caller.userId,
            ownerId: request.owner_id,
            brandName: ownBrand,
            recipient: to,
            subject: request.subject,
            body: request.body,
            mailId,
            copyMailId,
          },
          tx,
        );
        return { mailId, enquiryId };
      });
      const state = await deps.mail.deliver([mailId]);
      return {
        state,
        recipient: { name: brand, email: to },
        copy_to: email,
        language,
        enquiry_id: enquiryId,
      };
    },

    /** The caller's enquiries, newest first, each with its mail's state. */
    async list(caller: Caller, request: ContactListRequest) {
      requireLogin(caller);
      const rows = await repository.ofUser(caller.userId, request.limit ?? 100);
      const states = await deps.mail.states(rows.flatMap((r) => (r.mail_id ? [r.mail_id] : [])));
      return {
        enquiries: rows.map((row) => ({
          id: row.id,
          owner_id: row.owner_id,
          brand_name: row.brand_name,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          sent_at: new Date(row.sent_at).toISOString(),
          state: (row.mail_id && states.get(row.mail_id)) || ('removed' as const),
        })),
      };
    },

    /** Forgets the user's enquiries (account deletion); their mails stay in the outbox. */
    removeUser: (userId: string, tx?: Sql) => repository.removeUser(userId, tx),
  };
}
