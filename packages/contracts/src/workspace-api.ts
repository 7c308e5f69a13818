/**
 * Editing an item in the brand editor's workspace (docs/WORKSPACE.md): the item's editable
 * fields, a save that names the data_version it started from, and the 409 a stale save gets.
 * A save is written as an import writes (a one-item package through the same pipeline).
 */
import { Type, type Static } from 'typebox';
import { ApiError } from './catalogue-api';
import { Id } from './common';
import { LANGUAGES } from './languages';

/** A text per language: only the catalogue's languages; an empty string removes the text. */
export const TextsByLanguage = Type.Object(
  Object.fromEntries(LANGUAGES.map((l) => [l, Type.Optional(Type.String({ maxLength: 20_000 }))])),
  { additionalProperties: false },
);
export type TextsByLanguage = Partial<Record<(typeof LANGUAGES)[number], string>>;

/** The states an editor sets: published, unpublished (a draft again), deprecated. */
export const EDIT_STATES = ['published', 'draft', 'deprecated'] as const;
export type EditState = (typeof EDIT_STATES)[number];

/** A category an item may be given, with its label per language. */
export const CategoryOption = Type.Object({
  id: Id,
  labels: Type.Record(Type.String(), Type.String()),
});
export type CategoryOption = Static<typeof CategoryOption>;

export const EditableModel = Type.Object({
  id: Id,
  owner_id: Id,
  /** The version the item is at; a save names it. */
  data_version: Type.Integer(),
  state: Type.String({
    description: 'published, draft, suppressed, draft_and_suppressed, deprecated',
  }),
  /** The brand's main language: the language of the brand's first text (else en). */
  main_language: Type.String(),
  title: TextsByLanguage,
  description: TextsByLanguage,
  category_ids: Type.Array(Id),
  /** The preview image's dataport id, when it has one. */
  preview_dataport: Type.Optional(Id),
  modified_epochmillis: Type.Number(),
});
export type EditableModel = Static<typeof EditableModel> & {
  title: TextsByLanguage;
  description: TextsByLanguage;
};

export const EditableModelAnswer = Type.Object({
  took: Type.Number(),
  item: EditableModel,
  /** The categories of the catalogue, for the editor's choice. */
  categories: Type.Array(CategoryOption),
});
export type EditableModelAnswer = Static<typeof EditableModelAnswer> & { item: EditableModel };

/** A save: what changed, and the data_version the editor started from. */
export const ModelEdit = Type.Object(
  {
    data_version: Type.Integer({ minimum: 0 }),
    title: Type.Optional(TextsByLanguage),
    description: Type.Optional(TextsByLanguage),
    category_ids: Type.Optional(Type.Array(Id, { maxItems: 20 })),
    state: Type.Optional(Type.Enum(EDIT_STATES)),
  },
  { additionalProperties: false },
);
export type ModelEdit = Omit<Static<typeof ModelEdit>, 'title' | 'description'> & {
  title?: TextsByLanguage;
  description?: TextsByLanguage;
};

/** A new preview image (multipart, one `file` part): the data_version the editor is at. */
export const PreviewQuery = Type.Object(
  { data_version: Type.String({ pattern: '^[0-9]{1,15}$', description: 'an integer' }) },
  { additionalProperties: false },
);
export type PreviewQuery = Static<typeof PreviewQuery>;

export const ModelEditParams = Type.Object({ model_id: Id }, { additionalProperties: false });
export type ModelEditParams = Static<typeof ModelEditParams>;

/** A stale save: nothing written; the item as it is now (the editor shows what differs). */
export const EditConflict = Type.Object({ ...ApiError.properties, current: EditableModel });
export type EditConflict = Static<typeof EditConflict> & { current: EditableModel };
