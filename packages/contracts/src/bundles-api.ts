/**
 * List downloads ("bundles", beyond the spec): one zip of many files, e.g. every model of a
 * favourites list in one format. The client names what goes in (it already knows each
 * model's download items, web src/downloads); the file service makes the zip as it streams,
 * converting where asked, and reports what could not go in, both in the zip (REPORT.txt) and
 * in the bundle's status. docs/FILES.md "List downloads".
 */
import { Type, type Static } from 'typebox';
import { DataportId } from './dataport-api';

/** At most this many files in one bundle. */
export const BUNDLE_MAX_ENTRIES = 500;
/** A bundle can be downloaded (and its status read) for this long after it was made. */
export const BUNDLE_LIFETIME_HOURS = 24;
/**
 * What one zip holds (zip without its zip64 extension: 4 GiB), less room for the headers and
 * the central directory. A list estimated above it is refused; an entry that would pass it
 * while streaming is left out and reported.
 */
export const BUNDLE_ZIP_LIMIT_BYTES = 2 ** 32 - 16 * 2 ** 20;

export const BundleEntry = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'the file name inside the zip, without folders',
    }),
    dataport_id: DataportId,
    kind: Type.Union([Type.Literal('file'), Type.Literal('cadify'), Type.Literal('material')], {
      description:
        'file: the stored bytes; cadify: the file converted to `format`; material: the material package (zip)',
    }),
    format: Type.Optional(
      Type.String({ pattern: '^[a-z0-9]{1,12}$', description: 'cadify only: the target format' }),
    ),
    label: Type.Optional(
      Type.String({ maxLength: 300, description: 'what the entry is to people (the report)' }),
    ),
  },
  { additionalProperties: false },
);
export type BundleEntry = Static<typeof BundleEntry>;

/** Something the client already knows cannot go in (e.g. a model without the format). */
export const BundleSkipped = Type.Object(
  {
    label: Type.String({ minLength: 1, maxLength: 300 }),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type BundleSkipped = Static<typeof BundleSkipped>;

export const BundleRequest = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120, description: 'the zip file name' }),
    entries: Type.Array(BundleEntry, { minItems: 1, maxItems: BUNDLE_MAX_ENTRIES }),
    skipped: Type.Optional(Type.Array(BundleSkipped, { maxItems: BUNDLE_MAX_ENTRIES })),
    language: Type.Optional(
      Type.String({ pattern: '^[a-z]{2}$', description: "REPORT.txt's language (default en)" }),
    ),
    share_token: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description: 'a share link of the list: lets a caller without login download it',
      }),
    ),
  },
  { additionalProperties: false },
);
export type BundleRequest = Static<typeof BundleRequest>;

export const BundleFailure = Type.Object({
  label: Type.String(),
  reason: Type.String(),
});
export type BundleFailure = Static<typeof BundleFailure>;

export const BundleStatus = Type.Object({
  bundle_id: Type.String(),
  name: Type.String(),
  state: Type.Union([Type.Literal('ready'), Type.Literal('running'), Type.Literal('done')]),
  total: Type.Integer({ description: 'entries to put in' }),
  done: Type.Integer({ description: 'entries handled so far (put in or failed)' }),
  bytes: Type.Integer({ description: 'zip bytes sent so far' }),
  estimated_size: Type.Integer({
    description: 'bytes, from the stored sizes; conversions are counted at their source size',
  }),
  failed: Type.Array(BundleFailure, { description: 'entries that could not go in, and why' }),
  download_url: Type.String({ description: 'GET: the zip, streamed as it is made' }),
  expires_at: Type.String({ format: 'date-time' }),
});
export type BundleStatus = Static<typeof BundleStatus>;
