/** HTTP edge of the user service (spec 02 s.7): thin routes, POST JSON, schemas from contracts. */
import {
  ListExportRequest,
  SharedListExportRequest,
  AccountDeleteAnswer,
  AccountDeleteRequest,
  AccountDeletionPreviewAnswer,
  AdmissionClaimAnswer,
  AdmissionClaimRequest,
  AdmissionGenerateAnswer,
  AdmissionGenerateRequest,
  AdmissionReadAnswer,
  AdmissionRevokeAnswer,
  AdmissionTokenRequest,
  ApiError,
  ContactAnswer,
  ContactListAnswer,
  ContactListRequest,
  ContactRequest,
  EmptyRequest,
  ListItemsAnswer,
  ListItemsReadRequest,
  ListItemWriteAnswer,
  ListItemWriteRequest,
  ListShareCreateAnswer,
  ListShareCreateRequest,
  ListShareRevokeAnswer,
  ListShareRevokeRequest,
  ListSharesAnswer,
  ListSharesReadRequest,
  SharedListAnswer,
  SharedListRequest,
  TripleConflict,
  TriplesAnswer,
  TriplesDeleteAnswer,
  TriplesDeleteRequest,
  TriplesReadRequest,
  TriplesWriteRequest,
  UsersReadAnswer,
  UsersReadRequest,
} from '@vitrine/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { contentDisposition } from '../media/send-blob';
import type { TSchema } from 'typebox';
import { callerOf } from '../access';
import { apiTokenRoutes } from './api-tokens.routes';
import type { UsersService } from './users.service';

const HEADERS = {
  type: 'object',
  properties: {
    'x-authorization-pcon-login': { type: 'string' },
    'x-authorization-admission': { type: 'string' },
  },
};

const errors = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
  413: ApiError,
  429: ApiError,
  500: ApiError,
};

/**
 * A triple write carries values of up to 1 MB (a favourites document of 500 items is about
 * 150 KB): room for one of the largest, not for several, since a body is parsed whole on the
 * thread every request shares (8 MB took a quarter of a second). The other requests are
 * small and keep the server's 1 MB.
 */
/** What a list export can be (docs/FAVORITES.md "Export"): for the OpenAPI document. */
const LIST_EXPORT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
];

export const TRIPLE_WRITE_LIMIT = 2 * 1024 * 1024;

interface RouteOptions {
  /** Extra answers beside 200 and the errors every route has. */
  extra?: Record<number, TSchema>;
  /** Every route needs a logged-in user, checked before the body is read, except these. */
  anonymous?: boolean;
  bodyLimit?: number;
  /** The OpenAPI operationId where the one made from the path would read badly. */
  operationId?: string;
}

export const usersRoutes =
  (users: UsersService): FastifyPluginAsync =>
  async (app) => {
    await app.register(apiTokenRoutes(users.apiTokens));
    const post = <Body>(
      path: string,
      summary: string,
      body: TSchema,
      answer: TSchema,
      handle: (body: Body, request: Parameters<typeof callerOf>[0]) => Promise<unknown>,
      { extra = {}, anonymous = false, bodyLimit, operationId }: RouteOptions = {},
    ) =>
      app.post<{ Body: Body }>(
        path,
        {
          ...(bodyLimit ? { bodyLimit } : {}),
          config: anonymous ? {} : { access: 'login' },
          schema: {
            ...(operationId ? { operationId } : {}),
            tags: ['users'],
            summary,
            headers: HEADERS,
            body,
            response: { 200: answer, ...errors, ...extra },
          },
        },
        async (request) => handle(request.body as Body, request),
      );
    const echo = <T>(body: { bounce_token?: string }, answer: T) =>
      body.bounce_token === undefined ? answer : { ...answer, bounce_token: body.bounce_token };

    post<TriplesReadRequest>(
      '/v1/triples/read',
      "The caller's triples in these scopes (recursive: also their groups' and organization's)",
      TriplesReadRequest,
      TriplesAnswer,
      async (body, request) => ({ triples: await users.triples.read(callerOf(request), body) }),
    );
    post<TriplesWriteRequest>(
      '/v1/triples/write',
      'Writes triples, all or none (if_version: compare-and-set)',
      TriplesWriteRequest,
      TriplesAnswer,
      async (body, request) => ({ triples: await users.triples.write(callerOf(request), body) }),
      { extra: { 409: TripleConflict }, bodyLimit: TRIPLE_WRITE_LIMIT },
    );
    post<TriplesDeleteRequest>(
      '/v1/triples/delete',
      'Removes triples, all or none',
      TriplesDeleteRequest,
      TriplesDeleteAnswer,
      async (body, request) => ({ removed: await users.triples.remove(callerOf(request), body) }),
      { extra: { 409: TripleConflict } },
    );
    post<UsersReadRequest>(
      '/v1/users/read',
      'Users, usergroups and organizations the caller may see',
      UsersReadRequest,
      UsersReadAnswer,
      async (body, request) => users.people.read(callerOf(request), body),
    );
    post<AdmissionGenerateRequest>(
      '/v1/admission/generate',
      "A time-limited token that lets its holder see the granted brands' drafts",
      AdmissionGenerateRequest,
      AdmissionGenerateAnswer,
      async (body, request) => echo(body, await users.admission.generate(callerOf(request), body)),
    );
    post<AdmissionClaimRequest>(
      '/v1/admission/claim',
      'Takes up an admission token for the logged-in user',
      AdmissionClaimRequest,
      AdmissionClaimAnswer,
      async (body, request) => echo(body, await users.admission.claim(callerOf(request), body)),
    );
    post<AdmissionTokenRequest>(
      '/v1/admission/read',
      'What an admission token grants, and who issued it',
      AdmissionTokenRequest,
      AdmissionReadAnswer,
      async (body) => users.admission.read(body.admission_token),
      // The token itself is the credential: whoever holds one may read what it grants.
      { anonymous: true },
    );
    post<AdmissionTokenRequest>(
      '/v1/admission/revoke',
      'Ends an admission token now',
      AdmissionTokenRequest,
      AdmissionRevokeAnswer,
      async (body, request) => users.admission.revoke(callerOf(request), body.admission_token),
    );
    post<ContactRequest>(
      '/v1/contact/sendmail',
      "Sends the user's message to a brand's e-mail address (Reply-To the user)",
      ContactRequest,
      ContactAnswer,
      async (body, request) => users.contact.send(callerOf(request), body),
      { operationId: 'sendContactMail' },
    );
    post<ContactListRequest>(
      '/v1/contact/list',
      "The caller's enquiries (contact mails sent), newest first, each with its mail's state",
      ContactListRequest,
      ContactListAnswer,
      async (body, request) => users.contact.list(callerOf(request), body),
      { operationId: 'listEnquiries' },
    );
    post<ListItemsReadRequest>(
      '/v1/lists/items/read',
      "The notes and quantities of the items of one of the caller's favourites lists",
      ListItemsReadRequest,
      ListItemsAnswer,
      async (body, request) => ({ items: await users.lists.items(callerOf(request), body) }),
      { operationId: 'readListItems' },
    );
    post<ListItemWriteRequest>(
      '/v1/lists/items/write',
      "Sets the note and/or the quantity of an item on one of the caller's lists",
      ListItemWriteRequest,
      ListItemWriteAnswer,
      async (body, request) => ({ item: await users.lists.writeItem(callerOf(request), body) }),
      { operationId: 'writeListItem', extra: { 422: ApiError } },
    );
    post<ListShareCreateRequest>(
      '/v1/lists/shares/create',
      "A read-only link to one of the caller's lists (the token is answered only here)",
      ListShareCreateRequest,
      ListShareCreateAnswer,
      async (body, request) => users.lists.createShare(callerOf(request), body),
      { operationId: 'createListShare', extra: { 422: ApiError } },
    );
    post<ListSharesReadRequest>(
      '/v1/lists/shares/read',
      "The caller's share links that still work, of one list or all",
      ListSharesReadRequest,
      ListSharesAnswer,
      async (body, request) => ({ shares: await users.lists.shares(callerOf(request), body) }),
      { operationId: 'readListShares' },
    );
    post<ListShareRevokeRequest>(
      '/v1/lists/shares/revoke',
      'Ends a share link now',
      ListShareRevokeRequest,
      ListShareRevokeAnswer,
      async (body, request) => users.lists.revokeShare(callerOf(request), body.share_id),
      { operationId: 'revokeListShare' },
    );
    post<SharedListRequest>(
      '/v1/lists/shared/read',
      "A shared list's name, description and items with their notes and quantities",
      SharedListRequest,
      SharedListAnswer,
      async (body) => users.lists.shared(body.token),
      // The token is the credential: whoever holds a working one may read the list.
      { operationId: 'readSharedList', anonymous: true, extra: { 410: ApiError } },
    );
    // List exports: the file itself, named after the list (docs/FAVORITES.md "Export").
    const sendFile = (
      reply: FastifyReply,
      file: { body: Buffer; type: string; filename: string },
    ) =>
      reply
        .type(file.type)
        .header('content-disposition', contentDisposition('attachment', file.filename))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    app.post<{ Body: ListExportRequest }>(
      '/v1/lists/export',
      {
        config: { access: 'login', openapi: { download: LIST_EXPORT_TYPES } },
        schema: {
          operationId: 'exportList',
          tags: ['users'],
          summary: "One of the caller's lists as PDF (a sheet per item), Excel or CSV",
          headers: HEADERS,
          body: ListExportRequest,
          response: { ...errors, 422: ApiError },
        },
      },
      async (request, reply) =>
        sendFile(reply, await users.lists.exportOwn(callerOf(request), request.body)),
    );
    app.post<{ Body: SharedListExportRequest }>(
      '/v1/lists/shared/export',
      {
        // The token is the credential, as for /v1/lists/shared/read.
        config: { openapi: { download: LIST_EXPORT_TYPES } },
        schema: {
          operationId: 'exportSharedList',
          tags: ['users'],
          summary: 'The list a share link names as PDF, Excel or CSV, without login',
          headers: HEADERS,
          body: SharedListExportRequest,
          response: { ...errors, 410: ApiError, 422: ApiError },
        },
      },
      async (request, reply) => sendFile(reply, await users.lists.exportShared(request.body)),
    );
    app.post(
      '/v1/account/export',
      {
        config: { openapi: { download: ['application/json'] } },
        schema: {
          operationId: 'exportAccount',
          tags: ['users'],
          summary:
            'Everything stored about the caller (account, favourites and other triples, enquiries, admission tokens), as one JSON document',
          headers: HEADERS,
          body: EmptyRequest,
          response: errors,
        },
      },
      async (request, reply) => {
        const document = await users.account.exportOf(callerOf(request));
        const day = document.exported_at.slice(0, 10);
        return reply
          .header('Content-Disposition', `attachment; filename="vitrine-account-${day}.json"`)
          .header('Cache-Control', 'no-store')
          .send(document);
      },
    );
    post<Record<string, never>>(
      '/v1/account/deletion',
      "What deleting the caller's account would leave behind: the brands it is the last owner of",
      EmptyRequest,
      AccountDeletionPreviewAnswer,
      async (_body, request) => users.account.deletionPreview(callerOf(request)),
      { operationId: 'previewAccountDeletion' },
    );
    post<AccountDeleteRequest>(
      '/v1/account/delete',
      "Deletes the caller's account and everything stored about them, after their password",
      AccountDeleteRequest,
      AccountDeleteAnswer,
      async (body, request) => users.account.remove(callerOf(request), body.password),
    );
  };
