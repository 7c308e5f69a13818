/**
 * The product information service (spec 02 s.3 "Product information item", s.7): documents,
 * images, texts and contacts per article, asked for with the article data a model carries in
 * its egr_pim reference. docs/API.md "Product information service".
 */
import { Type, type Static } from 'typebox';

/** Spec 02 s.9: the product information result count. */
export const PIM_RESULT_COUNT = 100;
/** Spec 02 s.7: the image size the categories query asks for. */
export const PIM_CATEGORY_IMAGE_MIN = { width: 400, height: 400 } as const;
/** Spec 02 s.7: the minimum image size of the product information query (100x150). */
export const PIM_ITEM_IMAGE_MIN = { width: 100, height: 150 } as const;

/** What an information item is; `image` items carry their size in data.width/height. */
export const PIM_CONTENT_TYPES = ['document', 'image', 'text', 'contact', 'link'] as const;
export type PimContentType = (typeof PIM_CONTENT_TYPES)[number];

/** The categories the demo and imports fill; others may exist (the web shows their id). */
export const PIM_CATEGORIES = [
  'datasheets',
  'assembly_instructions',
  'images',
  'care_instructions',
  'contacts',
  'licence',
] as const;

const Text = (maxLength = 200) => Type.String({ minLength: 1, maxLength });
const Key = Type.String({ minLength: 1, maxLength: 200 });

/**
 * The article data of a model's egr_pim reference (spec 02 s.3). Items are found by
 * manufacturerId and artNo; finalArtNo narrows to one variant's items (its photos; absent:
 * every variant's). The
 * other fields are accepted so a client can send the reference as it is.
 */
export const PimArticle = Type.Object(
  {
    manufacturerId: Key,
    artNo: Key,
    finalArtNo: Type.Optional(Type.String({ maxLength: 200 })),
    manufacturer: Type.Optional(Type.String({ maxLength: 200 })),
    manufacturerName: Type.Optional(Type.String({ maxLength: 200 })),
    program: Type.Optional(Type.String({ maxLength: 200 })),
    programId: Type.Optional(Type.String({ maxLength: 200 })),
    programName: Type.Optional(Type.String({ maxLength: 200 })),
    varCode: Type.Optional(Type.String({ maxLength: 1000 })),
    longText: Type.Optional(Type.String({ maxLength: 2000 })),
    shortText: Type.Optional(Type.String({ maxLength: 500 })),
    language: Type.Optional(Type.String({ maxLength: 16 })),
    distributionRegion: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type PimArticle = Static<typeof PimArticle>;

const Pixels = Type.Integer({ minimum: 0, maximum: 100_000 });
const ContentTypes = Type.Array(Type.Union(PIM_CONTENT_TYPES.map((t) => Type.Literal(t))), {
  maxItems: PIM_CONTENT_TYPES.length,
});
/** A language code; items in another language are left out, neutral ones always answer. */
const Language = Type.String({ pattern: '^[a-z]{2}(-[A-Za-z]{2})?$' });

export const PimCategoriesRequest = Type.Object(
  {
    article: PimArticle,
    language: Type.Optional(Language),
    filters: Type.Optional(
      Type.Object(
        {
          contentTypes: Type.Optional(ContentTypes),
          imageMinHeight: Type.Optional(Pixels),
          imageMinWidth: Type.Optional(Pixels),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type PimCategoriesRequest = Static<typeof PimCategoriesRequest>;

export const PimCategory = Type.Object({
  category: Type.String(),
  /** Items of the category that pass the filters. */
  count: Type.Integer(),
});
export type PimCategory = Static<typeof PimCategory>;

export const PimCategoriesAnswer = Type.Object({
  /** The categories in a fixed order (PIM_CATEGORIES first), only those with items. */
  categories: Type.Array(PimCategory),
  /** The language the items are in: the one asked for, else en (the article's fallback). */
  language: Type.String(),
});
export type PimCategoriesAnswer = Static<typeof PimCategoriesAnswer>;

export const PimItemsRequest = Type.Object(
  {
    article: PimArticle,
    language: Type.Optional(Language),
    filters: Type.Optional(
      Type.Object(
        {
          categories: Type.Optional(Type.Array(Text(64), { maxItems: 50 })),
          contentTypes: Type.Optional(ContentTypes),
          imageMinHeight: Type.Optional(Pixels),
          imageMinWidth: Type.Optional(Pixels),
        },
        { additionalProperties: false },
      ),
    ),
    resultRange: Type.Optional(
      Type.Object(
        {
          start: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
          count: Type.Integer({ minimum: 1, maximum: PIM_RESULT_COUNT }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type PimItemsRequest = Static<typeof PimItemsRequest>;

export const PimContact = Type.Object({
  name: Type.String(),
  email: Type.Optional(Type.String()),
  phone: Type.Optional(Type.String()),
  web: Type.Optional(Type.String()),
  /** A URL of the person's photo. */
  photo: Type.Optional(Type.String()),
});
export type PimContact = Static<typeof PimContact>;

/** Spec 02 s.3 "Product information item". */
export const PimItem = Type.Object({
  contentType: Type.String({ description: PIM_CONTENT_TYPES.join(', ') }),
  category: Type.String(),
  /** The file (a dataport URL: add ?cd=attachment to download) or link; absent for texts and contacts. */
  uri: Type.Optional(Type.String()),
  name: Type.String(),
  /** The file's size in bytes. */
  size: Type.Optional(Type.Integer()),
  /** A small image (a scaled image URL of the file service). */
  thumbnailUri: Type.Optional(Type.String()),
  data: Type.Optional(
    Type.Object({
      contact: Type.Optional(PimContact),
      /** The text of a text item (plain, paragraphs separated by blank lines). */
      text: Type.Optional(Type.String()),
      width: Type.Optional(Type.Integer()),
      height: Type.Optional(Type.Integer()),
      /** The item's language; absent for language-neutral items. */
      language: Type.Optional(Type.String()),
    }),
  ),
});
export type PimItem = Static<typeof PimItem>;

export const PimItemsAnswer = Type.Object({
  results: Type.Array(PimItem),
  /** Items that pass the filters, of which results is the asked range. */
  total: Type.Integer(),
  language: Type.String(),
});
export type PimItemsAnswer = Static<typeof PimItemsAnswer>;

/**
 * An item as a producer (the demo generator, an import) hands it to the service: a file by
 * its dataport id, a link by URL, or text and contact data. `key` is unique: storing an item
 * with a known key replaces it, so re-running an import changes nothing.
 */
export interface PimItemInput {
  key: string;
  /** The brand whose package brought it (imports keep each brand to its own items). */
  ownerId?: string;
  manufacturerId: string;
  artNo: string;
  /** Only this variant's answers carry the item (absent: every variant's). */
  finalArtNo?: string;
  /** Absent: language-neutral. */
  language?: string;
  category: string;
  contentType: PimContentType;
  name: string;
  dataportId?: string;
  url?: string;
  size?: number;
  width?: number;
  height?: number;
  /** The dataport id of an image that stands for the item. */
  thumbnailDataportId?: string;
  text?: string;
  /** The photo is a dataport id here; answers carry its URL. */
  contact?: Omit<PimContact, 'photo'> & { photoDataportId?: string };
  /** Order inside the category (lower first). */
  position?: number;
}
