/**
 * Payloads of the host messages (spec 01 s.7 "Host messaging", docs/EMBEDDING.md). Field
 * names are camelCase like the spec's client items (clickedIdx, imageUrl, isGenerated).
 * Objects allow extra fields, so a peer on a newer minor version can add some.
 *
 * Built from `typebox/type` (named builders, tree-shaken to ~3 KB gzip in a host bundle)
 * rather than the `Type` namespace (~20 KB): @vitrine/embed ships these schemas to hosts.
 */
import * as T from 'typebox/type';
import { CLIENT_MODES, HEADER_TABS, type DisplaySettings } from './embedding';
import { LANGUAGES } from './languages';

const Text = (maxLength = 1000) => T.String({ maxLength });
const ItemId = T.String({ minLength: 1, maxLength: 200 });
/** An absolute http(s) URL: hosts fetch files outside the app's page. */
const Url = T.String({ maxLength: 4000, pattern: '^https?://' });
const EpochMillis = T.Integer({ minimum: 0 });

export const LanguageSchema = T.Enum([...LANGUAGES]);
export const ClientModeSchema = T.Enum([...CLIENT_MODES]);

/** The catalogue item a message is about; `dataVersion` is its revision (pCat.checkRevisions). */
export const ItemRef = T.Object({
  modelId: ItemId,
  /** model for CAD models and materials; collection for a catalog folder's document. */
  entity: T.Union([T.Literal('model'), T.Literal('collection')]),
  dataVersion: T.Integer({ minimum: 0 }),
  /** The item's title in the app's current language. */
  title: Text(),
  /** cad or material for models; collection, product_family or folder for collections. */
  itemType: Text(40),
  ownerId: T.Optional(ItemId),
  ownerName: T.Optional(Text()),
  articleNumber: T.Optional(Text(200)),
});

/** One file to fetch; the spec's download item plus the URL that serves it. */
export const DownloadFile = T.Object({
  /** File format: a CAD format (dwg, skp, glb, ...), a material format (zip, matz, jpg) or pdf. */
  format: Text(40),
  dataport: ItemId,
  /** The file name to save under, with extension. */
  name: Text(255),
  /** Bytes; absent for files generated on request. */
  size: T.Optional(T.Integer({ minimum: 0 })),
  /** Converted on request by the file service (cadify, substance) rather than stored. */
  isGenerated: T.Boolean(),
  /** The format a generated file is converted from. */
  generatedFrom: T.Optional(Text(40)),
  /** A 2D-only drawing. */
  is2d: T.Optional(T.Boolean()),
  /** cad, material (a map or the package), document or configuration. */
  kind: T.Union([
    T.Literal('cad'),
    T.Literal('material'),
    T.Literal('document'),
    T.Literal('configuration'),
  ]),
  /** What the file is within the item: a map name (basecolor, ...), package, or a CAD category. */
  category: T.Optional(Text(80)),
  /** GET this to receive the file (the dataport URL, cd=attachment); no credentials needed. */
  url: Url,
});

/** Spec 01 s.3 "Client image item", with absolute URLs. */
export const ClientImage = T.Object({
  dataport: ItemId,
  imageUrl: Url,
  imagePreview: T.Optional(Url),
  imageThumb: T.Optional(Url),
  /** The image scaled and cropped to a banner (IMAGE_SIZES.banner). */
  banner: T.Optional(Url),
  miniThumb: T.Optional(T.String({ maxLength: 4000 })),
  format: T.Optional(Text(40)),
  category: T.Optional(Text(80)),
  language: T.Optional(Text(16)),
  score: T.Optional(T.Number()),
  aspectRatio: T.Optional(T.Number({ minimum: 0 })),
});

/** The cookie dialog's switches (spec 02 s.2); "required" is always on and not sent. */
export const CookieConsent = T.Object({
  diagnostics: T.Boolean(),
  statistics: T.Boolean(),
  youtube: T.Boolean(),
  clarity: T.Optional(T.Boolean()),
});

export const DisplaySettingsSchema = T.Object({
  hideLanguageChooser: T.Optional(T.Boolean()),
  noHeader: T.Optional(T.Boolean()),
  snapshotButton: T.Optional(T.Boolean()),
  scrollUpButton: T.Optional(T.Boolean()),
  externalCatalogs: T.Optional(T.Boolean()),
});

const FormatList = T.Array(Text(40), { maxItems: 200 });

/** Everything a host can set at start (pCat.configuration); every field is optional. */
export const HostConfiguration = T.Object({
  /** Overrides the `client` URL parameter (for hosts that cannot choose the URL). */
  client: T.Optional(ClientModeSchema),
  language: T.Optional(LanguageSchema),
  display: T.Optional(DisplaySettingsSchema),
  /** The header tabs to show, in this order (HEADER_TABS; a repeated one counts once); [] none. */
  headerTabs: T.Optional(T.Array(T.Enum([...HEADER_TABS]), { maxItems: HEADER_TABS.length })),
  /** Formats the host takes (spec 01 s.5); unset: the client mode's list, or all without one. */
  allowedFormats: T.Optional(
    T.Object({ cad: T.Optional(FormatList), material: T.Optional(FormatList) }),
  ),
  /**
   * Which actions the host performs itself instead of the app: download (pCatHost.download,
   * the browser downloads nothing), configure (pCatHost.configure), imageClick
   * (pCatHost.onImageClick). Defaults: download true in every client mode, all else false.
   */
  hostHandles: T.Optional(
    T.Object({
      download: T.Optional(T.Boolean()),
      configure: T.Optional(T.Boolean()),
      imageClick: T.Optional(T.Boolean()),
    }),
  ),
  /** Same as pCat.updateUserAccessToken right after the configuration. */
  userAccessToken: T.Optional(T.String({ maxLength: 8000 })),
  cookieConsent: T.Optional(CookieConsent),
});

export const FAVORITE_KINDS = ['model', 'material', 'brand', 'collection', 'family'] as const;

export const FavoriteItem = T.Object({
  id: ItemId,
  kind: T.Enum([...FAVORITE_KINDS]),
  name: Text(),
  addDateTime: EpochMillis,
  previewImage: T.Optional(Url),
});

export const FavoriteList = T.Object({
  id: ItemId,
  name: Text(),
  description: T.Optional(Text(4000)),
  addDateTime: EpochMillis,
  /** Last edit of the list or its items. */
  modifiedDateTime: T.Optional(EpochMillis),
  items: T.Array(FavoriteItem, { maxItems: 10000 }),
});

/** A model the host downloaded earlier, and the revision it got. */
export const Revision = T.Object({ id: ItemId, dataVersion: T.Integer({ minimum: 0 }) });

export const REVISION_STATUSES = ['current', 'changed', 'deprecated', 'missing'] as const;

export const RevisionStatus = T.Object({
  id: ItemId,
  /** The revision the host sent. */
  dataVersion: T.Integer({ minimum: 0 }),
  /** current: unchanged; changed: a newer revision exists; deprecated; missing: gone or hidden. */
  status: T.Enum([...REVISION_STATUSES]),
  /** The catalogue's revision now; absent when missing. */
  currentDataVersion: T.Optional(T.Integer({ minimum: 0 })),
});

export type ItemRef = T.Static<typeof ItemRef>;
export type DownloadFile = T.Static<typeof DownloadFile>;
export type ClientImage = T.Static<typeof ClientImage>;
export type CookieConsent = T.Static<typeof CookieConsent>;
export type HostConfiguration = T.Static<typeof HostConfiguration>;
export type FavoriteItem = T.Static<typeof FavoriteItem>;
export type FavoriteList = T.Static<typeof FavoriteList>;
export type Revision = T.Static<typeof Revision>;
export type RevisionStatus = T.Static<typeof RevisionStatus>;

/** Compiles only while the schema and embedding.ts's plain interface describe the same settings. */
type Same<A, B> =
  (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;
export type DisplaySettingsAgree<
  Check extends true = Same<T.Static<typeof DisplaySettingsSchema>, DisplaySettings>,
> = Check;
