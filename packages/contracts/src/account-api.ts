/**
 * The account page's requests and answers (ours; the spec reads the account but does not
 * change it): name and preferred language, password, e-mail address at the login provider
 * (`{AUTH_BASE_PATH}/account/user/…`), and the data export and deletion at the user service
 * (`{USERS_BASE_PATH}/v1/account/…`). docs/AUTH.md "Account self-service".
 */
import { Type, type Static } from 'typebox';
import { LANGUAGES } from './languages';
import { MailState } from './mail-api';

const Password = Type.String({ minLength: 1, maxLength: 200 });

export const ProfileRequest = Type.Object(
  {
    first_name: Type.String({ minLength: 1, maxLength: 100 }),
    last_name: Type.String({ minLength: 1, maxLength: 100 }),
    language: Type.Enum(LANGUAGES, {
      description: 'the preferred language: mails and the app use it',
    }),
  },
  { additionalProperties: false },
);
export type ProfileRequest = Static<typeof ProfileRequest>;

export const AccountUserAnswer = Type.Object({
  uuid: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  language: Type.String(),
  admin: Type.Boolean({ description: 'named in ADMIN_EMAILS: the outbox page is theirs' }),
});
export type AccountUserAnswer = Static<typeof AccountUserAnswer>;

export const PasswordChangeRequest = Type.Object(
  { current_password: Password, new_password: Password },
  { additionalProperties: false },
);
export type PasswordChangeRequest = Static<typeof PasswordChangeRequest>;

export const PasswordChangeAnswer = Type.Object({ changed: Type.Literal(true) });

export const EmailChangeRequest = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 320 }), password: Password },
  { additionalProperties: false },
);
export type EmailChangeRequest = Static<typeof EmailChangeRequest>;

export const EmailChangeAnswer = Type.Object({
  email: Type.String({ description: 'the new address the confirmation link went to' }),
  state: MailState,
});
export type EmailChangeAnswer = Static<typeof EmailChangeAnswer>;

/** Brands the user is the last owner of: they stay in the catalogue with nobody to edit them. */
export const SoleOwnedBrand = Type.Object({ id: Type.String(), name: Type.String() });

export const AccountDeletionPreviewAnswer = Type.Object({
  last_owner_of: Type.Array(SoleOwnedBrand),
});
export type AccountDeletionPreviewAnswer = Static<typeof AccountDeletionPreviewAnswer>;

export const AccountDeleteRequest = Type.Object(
  { password: Password },
  { additionalProperties: false },
);
export type AccountDeleteRequest = Static<typeof AccountDeleteRequest>;

export const AccountDeleteAnswer = Type.Object({
  deleted: Type.Literal(true),
  left_without_owner: Type.Array(SoleOwnedBrand),
});
export type AccountDeleteAnswer = Static<typeof AccountDeleteAnswer>;

export const EmptyRequest = Type.Object({}, { additionalProperties: false });
