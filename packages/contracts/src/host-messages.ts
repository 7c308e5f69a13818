/**
 * The host message protocol, version HOST_MESSAGE_API_VERSION (spec 01 s.7-s.9): the
 * envelope, every message's payload schema, which messages are requests and what answers
 * them, and the timeouts and error texts. docs/EMBEDDING.md is the prose version; the
 * channel that speaks it is @vitrine/embed.
 *
 * Messages to the host start with `pCatHost.`, messages to the app with `pCat.`.
 */
import * as T from 'typebox/type';
import {
  ClientImage,
  ClientModeSchema,
  CookieConsent,
  DownloadFile,
  FavoriteList,
  HostConfiguration,
  ItemRef,
  LanguageSchema,
  Revision,
  RevisionStatus,
} from './host-payloads';

export * from './embedding';
export * from './host-payloads';
export { HOST_MESSAGE_API_VERSION } from './constants';
export { LANGUAGES, type Language } from './languages';

/** The envelope, the same both ways; `replyTo` is the id of the request a reply answers. */
export const MessageEnvelope = T.Object({
  type: T.String({ pattern: '^pCat(Host)?\\.[A-Za-z]+$' }),
  /** The sender's protocol version, MAJOR.MINOR.PATCH. */
  version: T.String({ pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+$' }),
  /** Unique per sender and session. */
  id: T.String({ minLength: 1, maxLength: 100 }),
  replyTo: T.Optional(T.String({ minLength: 1, maxLength: 100 })),
  payload: T.Object({}),
});

/** Messages the app sends to the host (outbound). */
export const HOST_MESSAGE_SCHEMAS = {
  /** Asks for pCat.configuration; sent once at start by an embedded app. */
  'pCatHost.getConfiguration': T.Object({
    /** The app's version (spec 01 s.9). */
    appVersion: T.String({ maxLength: 40 }),
    /** The `client` URL parameter, when valid. */
    client: T.Optional(ClientModeSchema),
    /** The language the app starts in. */
    language: LanguageSchema,
  }),
  /** The user asked for files; the host fetches them, the browser downloads nothing. */
  'pCatHost.download': T.Object({
    item: ItemRef,
    /** The format the user chose. */
    format: T.String({ maxLength: 40 }),
    /** The file(s) of that choice, main file first. */
    files: T.Array(DownloadFile, { minItems: 1, maxItems: 100 }),
  }),
  /** The user asked to configure a model; the host opens it in its own configurator. */
  'pCatHost.configure': T.Object({ item: ItemRef, configuration: DownloadFile }),
  /** The host's token was rejected; asks for pCat.updateUserAccessToken. */
  'pCatHost.invalidUserAccessToken': T.Object({
    /** The server's error code, e.g. _401_pconlogin_invalid. */
    errorCode: T.Optional(T.String({ maxLength: 100 })),
  }),
  /** The user clicked one of a model's images. */
  'pCatHost.onImageClick': T.Object({
    modelId: T.String({ minLength: 1, maxLength: 200 }),
    images: T.Array(ClientImage, { maxItems: 500 }),
    clickedIdx: T.Integer({ minimum: 0 }),
  }),
  /** The user's favourite lists, whole, after every change and after login (empty: logged out). */
  'pCatHost.favoritesChanged': T.Object({ lists: T.Array(FavoriteList, { maxItems: 1000 }) }),
  /** The answer to pCat.checkRevisions, one status per model asked about, in order. */
  'pCatHost.downloadedRevision': T.Object({
    revisions: T.Array(RevisionStatus, { maxItems: 1000 }),
  }),
} as const;

/** Messages the host sends to the app (inbound). */
export const APP_MESSAGE_SCHEMAS = {
  /**
   * A host-supplied token (spec 01 s.4): login initialises if the user was logged out; the
   * account menu and logout are hidden. An empty token logs the host's user out.
   */
  'pCat.updateUserAccessToken': T.Object({ accessToken: T.String({ maxLength: 8000 }) }),
  /** The host's cookie consent; the app stores it and shows no cookie dialog. */
  'pCat.updateCookieConsent': CookieConsent,
  'pCat.changeLanguage': T.Object({ language: LanguageSchema }),
  /** An app path such as /brands/b1 or /materials?q=oak; never another site. */
  'pCat.navigate': T.Object({ page: T.String({ maxLength: 2000, pattern: '^/(?![/\\\\])' }) }),
  /**
   * The answer to pCatHost.getConfiguration (or an update at any time). A missing or null
   * `configuration` is CONFIGURATION_NULL_ERROR.
   */
  'pCat.configuration': T.Object({
    configuration: T.Optional(T.Union([HostConfiguration, T.Null()])),
  }),
  /** Asks which of the models the host downloaded changed since; answered by pCatHost.downloadedRevision. */
  'pCat.checkRevisions': T.Object({ models: T.Array(Revision, { minItems: 1, maxItems: 1000 }) }),
} as const;

type Payloads<S extends Record<string, T.TSchema>> = { [K in keyof S]: T.Static<S[K]> };
/** Payload by type, app -> host. */
export type HostMessages = Payloads<typeof HOST_MESSAGE_SCHEMAS>;
/** Payload by type, host -> app. */
export type AppMessages = Payloads<typeof APP_MESSAGE_SCHEMAS>;
export type HostMessageType = keyof HostMessages;
export type AppMessageType = keyof AppMessages;

export interface Envelope<Type extends string = string, Payload = unknown> {
  type: Type;
  version: string;
  id: string;
  replyTo?: string;
  payload: Payload;
}
/** A typed envelope of one message of a map. */
export type MessageOf<Map, Type extends keyof Map & string> = Envelope<Type, Map[Type]>;

/** Requests and the message type that answers each. */
export const HOST_MESSAGE_REPLIES = {
  'pCatHost.getConfiguration': 'pCat.configuration',
  'pCatHost.invalidUserAccessToken': 'pCat.updateUserAccessToken',
  'pCat.checkRevisions': 'pCatHost.downloadedRevision',
} as const;
export type RequestType = keyof typeof HOST_MESSAGE_REPLIES;
export type ReplyType<R extends RequestType> = (typeof HOST_MESSAGE_REPLIES)[R];

/** Spec 01 s.9: the default reply timeout, and the longer waits for configuration and token. */
export const HOST_REPLY_TIMEOUT_MS = 30_000;
export const HOST_REPLY_TIMEOUTS_MS: Readonly<Partial<Record<RequestType, number>>> = {
  'pCatHost.getConfiguration': 60_000,
  'pCatHost.invalidUserAccessToken': 60_000,
};

/** Spec 01 s.8. */
export const HOST_TIMEOUT_ERROR = 'Timeout while waiting for message from integration host';
export const CONFIGURATION_NULL_ERROR = 'configuration message parameter is null';
