/**
 * Favourites lists for project work (beyond the spec; docs/FAVORITES.md "Lists for project
 * work"): a note and a quantity per item of a list, and read-only share links that open a list
 * without a login. The lists and their items stay in the favourites triple (spec 02 s.3);
 * these routes keep what the triple has no room for. Served by the user service.
 */
import { Type, type Static } from 'typebox';
import { Id } from './common';
import { LANGUAGES } from './languages';

/** A list's id as the web app makes them (a UUID, or 'default_list'). */
export const ListId = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '^[A-Za-z0-9_.:~@+-]+$',
});
export const LIST_ITEM_KINDS = [
  'models',
  'materials',
  'brands',
  'collections',
  'families',
] as const;
export const ListItemKind = Type.Union([
  Type.Literal('models'),
  Type.Literal('materials'),
  Type.Literal('brands'),
  Type.Literal('collections'),
  Type.Literal('families'),
]);
export type ListItemKind = (typeof LIST_ITEM_KINDS)[number];

/** The longest note on a list item (characters). */
export const LIST_NOTE_MAX = 2000;
/** The largest quantity of one item (a project orders hundreds of chairs, not millions). */
export const LIST_QUANTITY_MAX = 100_000;
/** Share links one user may hold at once (revoked and expired ones not counted). */
export const LIST_SHARES_MAX = 100;
/** The longest a share link may live (days); without an expiry it lives until revoked. */
export const LIST_SHARE_MAX_DAYS = 366;

const Note = Type.String({ maxLength: LIST_NOTE_MAX });
const Quantity = Type.Integer({ minimum: 1, maximum: LIST_QUANTITY_MAX });

/** A list item's note and quantity; an item without one has an empty note and quantity 1. */
export const ListItemDetails = Type.Object({
  kind: ListItemKind,
  item_id: Id,
  note: Note,
  quantity: Quantity,
});
export type ListItemDetails = Static<typeof ListItemDetails>;

export const ListItemsReadRequest = Type.Object(
  { list_id: ListId },
  { additionalProperties: false },
);
export type ListItemsReadRequest = Static<typeof ListItemsReadRequest>;

export const ListItemsAnswer = Type.Object({ items: Type.Array(ListItemDetails) });
export type ListItemsAnswer = Static<typeof ListItemsAnswer>;

export const ListItemWriteRequest = Type.Object(
  {
    list_id: ListId,
    kind: ListItemKind,
    item_id: Id,
    note: Type.Optional(Note),
    quantity: Type.Optional(Quantity),
  },
  { additionalProperties: false },
);
export type ListItemWriteRequest = Static<typeof ListItemWriteRequest>;

export const ListItemWriteAnswer = Type.Object({ item: ListItemDetails });

/** A share link as its owner sees it: never the token, which only its creation answers. */
export const ListShare = Type.Object({
  share_id: Type.String(),
  list_id: Type.String(),
  created_at: Type.String({ description: 'ISO 8601' }),
  expires_at: Type.Union([Type.String(), Type.Null()], { description: 'ISO 8601; null: never' }),
  /** The token's last four characters, so the owner can tell links apart. */
  hint: Type.String(),
});
export type ListShare = Static<typeof ListShare>;

export const ListShareCreateRequest = Type.Object(
  {
    list_id: ListId,
    expires_in_days: Type.Optional(
      Type.Integer({ minimum: 1, maximum: LIST_SHARE_MAX_DAYS, description: 'absent: never' }),
    ),
  },
  { additionalProperties: false },
);
export type ListShareCreateRequest = Static<typeof ListShareCreateRequest>;

export const ListShareCreateAnswer = Type.Object({
  share: ListShare,
  token: Type.String({ description: 'shown once: only a hash of it is stored' }),
});
export type ListShareCreateAnswer = Static<typeof ListShareCreateAnswer>;

export const ListSharesReadRequest = Type.Object(
  { list_id: Type.Optional(ListId) },
  { additionalProperties: false },
);
export type ListSharesReadRequest = Static<typeof ListSharesReadRequest>;

export const ListSharesAnswer = Type.Object({ shares: Type.Array(ListShare) });
export type ListSharesAnswer = Static<typeof ListSharesAnswer>;

export const ListShareRevokeRequest = Type.Object(
  { share_id: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type ListShareRevokeRequest = Static<typeof ListShareRevokeRequest>;

export const ListShareRevokeAnswer = Type.Object({ revoked: Type.Boolean() });

/** The token of a share link (`lst_` and 43 base64url characters). */
export const SharedListRequest = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type SharedListRequest = Static<typeof SharedListRequest>;

export const SharedListItem = Type.Object({
  kind: ListItemKind,
  id: Type.String(),
  name: Type.String(),
  previewImage: Type.Optional(Type.String()),
  /** When the item was put on the list (ms). */
  addDateTime: Type.Number(),
  note: Note,
  quantity: Quantity,
});
export type SharedListItem = Static<typeof SharedListItem>;

export const SharedListAnswer = Type.Object({
  list: Type.Object({
    name: Type.String(),
    description: Type.String(),
    modifiedDateTime: Type.Optional(Type.Number()),
  }),
  items: Type.Array(SharedListItem),
  expires_at: Type.Union([Type.String(), Type.Null()]),
});
export type SharedListAnswer = Static<typeof SharedListAnswer>;

/** What a list export is made as (docs/FAVORITES.md "Export"). */
export const ListExportFormat = Type.Union([
  Type.Literal('pdf'),
  Type.Literal('xlsx'),
  Type.Literal('csv'),
]);
export type ListExportFormat = Static<typeof ListExportFormat>;
const ExportLanguage = Type.Union(
  LANGUAGES.map((l) => Type.Literal(l)),
  { description: 'the language of headings and labels (default en)' },
);

/** One of the caller's lists as a file. */
export const ListExportRequest = Type.Object(
  { list_id: ListId, format: ListExportFormat, lang: Type.Optional(ExportLanguage) },
  { additionalProperties: false },
);
export type ListExportRequest = Static<typeof ListExportRequest>;

/** The list a share link names as a file, without login. */
export const SharedListExportRequest = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    format: ListExportFormat,
    lang: Type.Optional(ExportLanguage),
  },
  { additionalProperties: false },
);
export type SharedListExportRequest = Static<typeof SharedListExportRequest>;
