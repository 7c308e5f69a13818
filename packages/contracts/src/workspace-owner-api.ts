/**
 * Editing a brand's own page in the workspace (docs/WORKSPACE.md "Editing the brand's page"):
 * its name, slogan and description per language, its website and e-mail, its logo and
 * banners. Like an item's save, a brand's save names the data_version it started from, is
 * written as an import writes (a one-brand package through the same pipeline), and a stale
 * one gets 409 with the brand as it now is.
 */
import { Type, type Static } from 'typebox';
import { ApiError } from './catalogue-api';
import { Id } from './common';
import { TextsByLanguage } from './workspace-api';

/** The image roles a brand's page shows that the editor changes. */
export const OWNER_IMAGE_CATEGORIES = ['logo', 'banner'] as const;
export type OwnerImageCategory = (typeof OWNER_IMAGE_CATEGORIES)[number];

/** A website the editor may give: an http or https address. */
export const WEBSITE_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** An e-mail address as mail programs take it: one @, a dotted domain, no spaces. */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export const EditableOwner = Type.Object({
  id: Id,
  /** The version the brand is at; a save names it. */
  data_version: Type.Integer(),
  state: Type.String(),
  /** The brand's main language: the language of its first text that has one (else en). */
  main_language: Type.String(),
  /** The name shown in every language that has no name of its own (a text without language). */
  name_all: Type.String(),
  name: TextsByLanguage,
  slogan: TextsByLanguage,
  description: TextsByLanguage,
  /** The website (an http or https address), '' when none. */
  website: Type.String(),
  /** The contact e-mail address, '' when none. */
  email: Type.String(),
  /** The logo's dataport id, when it has one. */
  logo_dataport: Type.Optional(Id),
  /** The banners' dataport ids, in the order the brand page shows them. */
  banner_dataports: Type.Array(Id),
  modified_epochmillis: Type.Number(),
});
export type EditableOwner = Omit<
  Static<typeof EditableOwner>,
  'name' | 'slogan' | 'description'
> & {
  name: TextsByLanguage;
  slogan: TextsByLanguage;
  description: TextsByLanguage;
};

export const EditableOwnerAnswer = Type.Object({ took: Type.Number(), item: EditableOwner });
export type EditableOwnerAnswer = { took: number; item: EditableOwner };

/** A save of the brand's page: what changed, and the data_version the editor started from. */
export const OwnerEdit = Type.Object(
  {
    data_version: Type.Integer({ minimum: 0 }),
    name_all: Type.Optional(Type.String({ maxLength: 200 })),
    name: Type.Optional(TextsByLanguage),
    slogan: Type.Optional(TextsByLanguage),
    description: Type.Optional(TextsByLanguage),
    website: Type.Optional(
      Type.String({ maxLength: 2000, description: 'an http(s) address; empty removes it' }),
    ),
    email: Type.Optional(
      Type.String({ maxLength: 320, description: 'an e-mail address; empty removes it' }),
    ),
    remove_images: Type.Optional(
      Type.Array(Id, { maxItems: 50, description: "dataport ids of the brand's logo or banners" }),
    ),
  },
  { additionalProperties: false },
);
export type OwnerEdit = Omit<Static<typeof OwnerEdit>, 'name' | 'slogan' | 'description'> & {
  name?: TextsByLanguage;
  slogan?: TextsByLanguage;
  description?: TextsByLanguage;
};

/** A new logo (replaces the logo) or banner (added): multipart, one `file` part. */
export const OwnerImageQuery = Type.Object(
  {
    data_version: Type.String({ pattern: '^[0-9]{1,15}$', description: 'an integer' }),
    category: Type.Enum(OWNER_IMAGE_CATEGORIES),
  },
  { additionalProperties: false },
);
export type OwnerImageQuery = Static<typeof OwnerImageQuery>;

export const OwnerEditParams = Type.Object({ owner_id: Id }, { additionalProperties: false });
export type OwnerEditParams = Static<typeof OwnerEditParams>;

/** A stale save: nothing written; the brand as it is now (the editor shows what differs). */
export const OwnerEditConflict = Type.Object({ ...ApiError.properties, current: EditableOwner });
export type OwnerEditConflict = Static<typeof OwnerEditConflict> & { current: EditableOwner };
