/**
 * Editing an item in the brand editor's workspace (docs/WORKSPACE.md): the item's editable
 * fields, a save that names the data_version it started from, and the 409 a stale save gets.
 * A save is written as an import writes (a one-item package through the same pipeline).
 */
import { Type, type Static } from 'typebox';
import { ApiError } from './catalogue-api';
import { Id, PropertyEntry } from './common';
import { LANGUAGES } from './languages';
import { PimArticle } from './pim-api';

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

/** A property the catalogue has: its values to choose from, or a free value (with its unit). */
export const PropertyOption = Type.Object({
  id: Id,
  labels: Type.Record(Type.String(), Type.String()),
  /** Enumerated values (empty: a free value). */
  values: Type.Array(CategoryOption),
  /** A free value is a number (freeform_features "numeric"). */
  numeric: Type.Boolean(),
  /** The unit of a free value (freeform_features "unit:cm"), when the property names one. */
  unit: Type.Optional(Type.String()),
});
export type PropertyOption = Static<typeof PropertyOption>;

/** What an uploaded file is for: a picture, a document (datasheet, manual...) or a 3D/CAD file. */
export const EDIT_FILE_KINDS = ['image', 'document', 'cad'] as const;
export type EditFileKind = (typeof EDIT_FILE_KINDS)[number];
/** The categories an editor gives a file of each kind; the first is the default. */
export const EDIT_FILE_CATEGORIES: Record<EditFileKind, readonly string[]> = {
  image: ['image', 'preview'],
  document: ['datasheet', 'assembly_instructions', 'care_instructions', 'certificate', 'manual'],
  cad: ['model'],
};

/** One of the item's files: its images, documents and 3D/CAD files. */
export const EditableFile = Type.Object({
  kind: Type.Enum(EDIT_FILE_KINDS),
  category: Type.String(),
  dataport: Id,
  format: Type.Optional(Type.String()),
  language: Type.Optional(Type.String()),
});
export type EditableFile = Static<typeof EditableFile>;

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
  /** The article number (the language-neutral articlenumber text; '' when none). */
  article_number: Type.String(),
  /** The article data of the egr_pim reference (product information), when it has some. */
  article_data: Type.Optional(PimArticle),
  properties: Type.Array(PropertyEntry),
  /** Images, documents and 3D/CAD files, in the item's order. */
  files: Type.Array(EditableFile),
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
  /** The properties of the catalogue, with their values. */
  properties: Type.Array(PropertyOption),
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
    /** '' removes it. */
    article_number: Type.Optional(Type.String({ maxLength: 200 })),
    /** null removes the egr_pim reference. */
    article_data: Type.Optional(Type.Union([PimArticle, Type.Null()])),
    /** The item's properties as a whole (each a value tag of the property, or a free value). */
    properties: Type.Optional(Type.Array(PropertyEntry, { maxItems: 200 })),
    /** Files to take off the item, by dataport id (the files stay for links handed out). */
    remove_files: Type.Optional(Type.Array(Id, { maxItems: 100 })),
  },
  { additionalProperties: false },
);
export type ModelEdit = Omit<Static<typeof ModelEdit>, 'title' | 'description'> & {
  title?: TextsByLanguage;
  description?: TextsByLanguage;
};

const DataVersion = Type.String({ pattern: '^[0-9]{1,15}$', description: 'an integer' });

/** A new preview image (multipart, one `file` part): the data_version the editor is at. */
export const PreviewQuery = Type.Object(
  { data_version: DataVersion },
  { additionalProperties: false },
);
export type PreviewQuery = Static<typeof PreviewQuery>;

/**
 * A file added to the item (multipart, one `file` part): what it is for, and the data_version
 * the editor is at. `replace` names a file of the item it takes the place of.
 */
export const EditFileQuery = Type.Object(
  {
    data_version: DataVersion,
    kind: Type.Enum(EDIT_FILE_KINDS),
    category: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$' })),
    language: Type.Optional(Type.Enum(LANGUAGES)),
    replace: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type EditFileQuery = Static<typeof EditFileQuery>;

export const ModelEditParams = Type.Object({ model_id: Id }, { additionalProperties: false });
export type ModelEditParams = Static<typeof ModelEditParams>;

/** A stale save: nothing written; the item as it is now (the editor shows what differs). */
export const EditConflict = Type.Object({ ...ApiError.properties, current: EditableModel });
export type EditConflict = Static<typeof EditConflict> & { current: EditableModel };
