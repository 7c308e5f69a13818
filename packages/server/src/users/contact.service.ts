/**
 * Contact mails: a logged-in user writes to a brand. The mail goes to the brand's e-mail
 * reference through the outbox (kept while SMTP is down), Reply-To the user, framed in the
 * brand's language; at most CONTACT_MAILS_PER_HOUR per user, counted in the database so
 * every process sees the same count.
 */
import { CONTACT_MAILS_PER_HOUR, type ContactRequest } from '@vitrine/contracts';
import { LANGUAGES, type Language } from '@vitrine/contracts/languages';
import { requireLogin, type Caller } from '../access';
import { contactLimit, noContactAddress, notFound } from '../errors';
import { checkText } from '../input-text';
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
  return {
    async send(caller: Caller, request: ContactRequest) {
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
      const name = [self?.first_name, self?.last_name].filter(Boolean).join(' ') || email;
      const intro = mailText(language, 'contactIntro', {
        name,
        email,
        brand: brandName(owner, language),
      });
      await deps.store.transaction(async (tx) => {
        // One user's sends are counted one at a time (several processes, one database).
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contact:${caller.userId}`]);
        const [recent] = await tx.query<{ n: number; oldest: Date | null }>(
          `SELECT count(*)::int AS n, min(sent_at) AS oldest FROM user_contact_mails
            WHERE user_id = $1 AND sent_at > now() - interval '1 hour'`,
          [caller.userId],
        );
        if (recent && recent.n >= CONTACT_MAILS_PER_HOUR) {
          const freeAt = (recent.oldest?.getTime() ?? Date.now()) + 3600_000;
          throw contactLimit(
            CONTACT_MAILS_PER_HOUR,
            Math.max(1, Math.ceil((freeAt - Date.now()) / 60_000)),
          );
        }
        await tx.query('INSERT INTO user_contact_mails (user_id, owner_id) VALUES ($1, $2)', [
          caller.userId,
          request.owner_id,
        ]);
        await deps.mail.enqueue(
          { to, replyTo: email, subject: request.subject, text: `${intro}\n\n${request.body}` },
          tx,
        );
      });
      return { queued: true, language };
    },
  };
}
