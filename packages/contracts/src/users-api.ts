/**
 * Requests and answers of the user service (spec 02 s.7): triples (favourites live there),
 * users read, admission tokens and contact mail. Where the spec shows no answer, the shapes
 * here are ours (docs/API.md).
 */
import { Type, type Static } from 'typebox';
import { ApiError } from './catalogue-api';
import { Id, LanguageCode } from './common';
import { MailState } from './mail-api';

/** Largest triple value: 1 MB of UTF-8 (a 500-item favourites document is about 150 KB). */
export const TRIPLE_VALUE_LIMIT_BYTES = 1024 * 1024;
/** Contact mails a user may send in one hour (across all brands). */
export const CONTACT_MAILS_PER_HOUR = 10;
/** Admission tokens live at most this long (seconds): 90 days. */
export const ADMISSION_MAX_LIFETIME_S = 90 * 24 * 3600;

/** Who a triple belongs to: a user's, a user group's or an organisation's uuid. */
const Subject = Type.String({
  minLength: 1,
  maxLength: 200,
  description: 'uuid of the user, usergroup or organization',
});
const Name = Type.String({ minLength: 1, maxLength: 200 });
const BounceToken = Type.Optional(
  Type.String({ maxLength: 1000, description: 'echoed unchanged in the answer' }),
);
/** The version a client last read; 0: the triple must not exist yet. */
const IfVersion = Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 }));

export const TRIPLE_LEVELS = ['user', 'usergroup', 'organization'] as const;
export type TripleLevel = (typeof TRIPLE_LEVELS)[number];

export const Triple = Type.Object({
  user: Subject,
  scope: Name,
  key: Name,
  value: Type.String(),
  level: Type.Union(TRIPLE_LEVELS.map((level) => Type.Literal(level))),
  version: Type.Integer({ description: '1 on create, bumped by each write' }),
});
export type Triple = Static<typeof Triple>;

export const TriplesReadRequest = Type.Object(
  {
    scopes: Type.Array(Name, { minItems: 1, maxItems: 50 }),
    recursive: Type.Optional(
      Type.Boolean({ description: "also the caller's usergroups' and organization's triples" }),
    ),
  },
  { additionalProperties: false },
);
export type TriplesReadRequest = Static<typeof TriplesReadRequest>;

export const TripleWrite = Type.Object(
  { user: Subject, scope: Name, key: Name, value: Type.String(), if_version: IfVersion },
  { additionalProperties: false },
);
export type TripleWrite = Static<typeof TripleWrite>;

export const TriplesWriteRequest = Type.Object(
  { write: Type.Array(TripleWrite, { minItems: 1, maxItems: 100 }) },
  { additionalProperties: false },
);
export type TriplesWriteRequest = Static<typeof TriplesWriteRequest>;

export const TripleRemove = Type.Object(
  { user: Subject, scope: Name, key: Name, if_version: IfVersion },
  { additionalProperties: false },
);
export type TripleRemove = Static<typeof TripleRemove>;

export const TriplesDeleteRequest = Type.Object(
  { remove: Type.Array(TripleRemove, { minItems: 1, maxItems: 100 }) },
  { additionalProperties: false },
);
export type TriplesDeleteRequest = Static<typeof TriplesDeleteRequest>;

export const TriplesAnswer = Type.Object({ triples: Type.Array(Triple) });
export type TriplesAnswer = Static<typeof TriplesAnswer>;

/** Delete: the triples that existed and are gone (without their values). */
export const TriplesDeleteAnswer = Type.Object({
  removed: Type.Array(Type.Omit(Triple, ['value'])),
});
export type TriplesDeleteAnswer = Static<typeof TriplesDeleteAnswer>;

/** 409: nothing was written; the current triples of the conflicting keys come along. */
export const TripleConflict = Type.Object({
  ...ApiError.properties,
  triples: Type.Array(Triple),
});
export type TripleConflict = Static<typeof TripleConflict>;

const Ids = Type.Optional(Type.Array(Subject, { maxItems: 500 }));
export const UsersReadRequest = Type.Object(
  { user_ids: Ids, usergroup_ids: Ids, organization_ids: Ids },
  { additionalProperties: false },
);
export type UsersReadRequest = Static<typeof UsersReadRequest>;

export const UserInfo = Type.Object({
  uuid: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  organization_id: Type.Union([Type.String(), Type.Null()]),
});
export type UserInfo = Static<typeof UserInfo>;

export const UsergroupInfo = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  organization_id: Type.String(),
});
export type UsergroupInfo = Static<typeof UsergroupInfo>;

export const OrganizationInfo = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  organization_number: Type.Union([Type.String(), Type.Null()]),
});
export type OrganizationInfo = Static<typeof OrganizationInfo>;

export const UsersReadAnswer = Type.Object({
  users: Type.Array(UserInfo),
  usergroups: Type.Array(UsergroupInfo),
  organizations: Type.Array(OrganizationInfo),
});
export type UsersReadAnswer = Static<typeof UsersReadAnswer>;

const AdmissionToken = Type.String({ minLength: 1, maxLength: 200 });

export const AdmissionGenerateRequest = Type.Object(
  {
    lifetime: Type.Integer({
      minimum: 60,
      maximum: ADMISSION_MAX_LIFETIME_S,
      description: 'seconds',
    }),
    grant: Type.Object(
      {
        owner_ids: Type.Array(Id, { minItems: 1, maxItems: 100 }),
        email: Type.Optional(
          Type.String({
            maxLength: 320,
            pattern: '^[^@\\s]+@[^@\\s]+$',
            description: 'also mail the token to this address',
          }),
        ),
        language: Type.Optional(LanguageCode),
      },
      { additionalProperties: false },
    ),
    bounce_token: BounceToken,
  },
  { additionalProperties: false },
);
export type AdmissionGenerateRequest = Static<typeof AdmissionGenerateRequest>;

export const AdmissionGenerateAnswer = Type.Object({
  admission_token: Type.String(),
  admission_token_via_mail: Type.Boolean({ description: 'whether the token was mailed' }),
  expires_at: Type.String({ description: 'ISO 8601' }),
  bounce_token: BounceToken,
});

export const AdmissionClaimRequest = Type.Object(
  { admission_token: AdmissionToken, uuid: Subject, bounce_token: BounceToken },
  { additionalProperties: false },
);
export type AdmissionClaimRequest = Static<typeof AdmissionClaimRequest>;

export const AdmissionClaimAnswer = Type.Object({
  owner_ids: Type.Array(Type.String()),
  claim_uuid: Type.String(),
  claim_scope: Type.String({ description: "what the claim grants: 'drafts'" }),
  bounce_token: BounceToken,
});

export const AdmissionTokenRequest = Type.Object(
  { admission_token: AdmissionToken },
  { additionalProperties: false },
);
export type AdmissionTokenRequest = Static<typeof AdmissionTokenRequest>;

export const AdmissionReadAnswer = Type.Object({
  user: Type.Object({ uuid: Type.String(), email: Type.String() }),
  workspace_id: Type.Union([Type.String(), Type.Null()], {
    description: "the issuer's organization",
  }),
  owner_ids: Type.Array(Type.String()),
  expires_at: Type.String(),
});

export const AdmissionRevokeAnswer = Type.Object({
  revoked: Type.Boolean(),
  revoked_at: Type.String(),
});

export const ContactRequest = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: 300 }),
    body: Type.String({ minLength: 1, maxLength: 20_000 }),
    owner_id: Id,
    favourite_languages: Type.Optional(Type.Array(LanguageCode, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type ContactRequest = Static<typeof ContactRequest>;

export const ContactAnswer = Type.Object({
  state: MailState,
  recipient: Type.Object(
    { name: Type.String(), email: Type.String() },
    { description: 'the brand and the address the mail went to' },
  ),
  copy_to: Type.String({ description: "the sender's address: a copy of the mail goes there" }),
  language: Type.String({ description: 'the language the mail was written in' }),
  enquiry_id: Type.String({ description: "the enquiry, as the sender's account page lists it" }),
});
export type ContactAnswer = Static<typeof ContactAnswer>;

/** The caller's enquiries (contact mails they sent), newest first. */
export const ContactListRequest = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })) },
  { additionalProperties: false },
);
export type ContactListRequest = Static<typeof ContactListRequest>;

export const ContactEnquiry = Type.Object({
  id: Type.String(),
  owner_id: Type.String(),
  brand_name: Type.String(),
  recipient: Type.String({ description: "the brand's address the mail went to" }),
  subject: Type.String(),
  body: Type.String(),
  sent_at: Type.String({ description: 'when the user sent it' }),
  state: Type.Union([MailState, Type.Literal('removed')], {
    description: 'queued, sent, or removed from the outbox by an administrator before it went',
  }),
});
export type ContactEnquiry = Static<typeof ContactEnquiry>;

export const ContactListAnswer = Type.Object({ enquiries: Type.Array(ContactEnquiry) });
export type ContactListAnswer = Static<typeof ContactListAnswer>;
