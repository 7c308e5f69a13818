/**
 * Error reports (spec 01 s.4, spec 02 s.8 "All errors: also sent to an error-reporting
 * service"): what the web app sends once the visitor allowed Diagnostics, and the groups
 * administrators read. No personal data: the route without its query, the browser's name and
 * major version, the app version. docs/PRIVACY.md.
 */
import { Type, type Static } from 'typebox';

/** Where an error came from in the app. */
export const ERROR_REPORT_KINDS = [
  /** window 'error': an exception nobody caught. */
  'uncaught',
  /** window 'unhandledrejection'. */
  'unhandledrejection',
  /** A React render error (the error boundaries). */
  'render',
  /** A failed query or mutation. */
  'query',
  /** Any other error the app reports (spec 02 s.8's list). */
  'reported',
] as const;
export type ErrorReportKind = (typeof ERROR_REPORT_KINDS)[number];

/** Most groups a listing returns. */
export const ERROR_GROUPS_MAX_LIMIT = 200;

const Short = (maxLength: number) => Type.String({ maxLength });

/** POST {reportsBase}/v1/errors: one error event. */
export const ErrorReport = Type.Object(
  {
    kind: Type.Enum([...ERROR_REPORT_KINDS]),
    /** The error's name (TypeError, ApiError, ...). */
    name: Type.Optional(Short(120)),
    message: Type.String({ minLength: 1, maxLength: 2000 }),
    stack: Type.Optional(Short(8000)),
    /** What the app was doing ('Query failed', 'Login failed', ...). */
    context: Type.Optional(Short(500)),
    appVersion: Type.String({ minLength: 1, maxLength: 40 }),
    /** The page's path, without query or fragment. */
    route: Type.String({ minLength: 1, maxLength: 500, pattern: '^/' }),
    /** Browser name and major version, and the platform: 'Chrome 131 (Linux)'. */
    browser: Short(120),
    /** The UI language. */
    language: Type.Optional(Short(16)),
  },
  { additionalProperties: false },
);
export type ErrorReport = Static<typeof ErrorReport>;

/** The answer to a report: the group it joined. */
export const ErrorReportAccepted = Type.Object({ fingerprint: Type.String() });
export type ErrorReportAccepted = Static<typeof ErrorReportAccepted>;

/** Errors of one kind: same kind, name, message shape and first stack frame. */
export const ErrorGroup = Type.Object({
  fingerprint: Type.String(),
  kind: Type.Enum([...ERROR_REPORT_KINDS]),
  name: Type.String(),
  message: Type.String(),
  /** The latest event's details. */
  context: Type.String(),
  stack: Type.String(),
  app_version: Type.String(),
  route: Type.String(),
  browser: Type.String(),
  language: Type.String(),
  count: Type.Integer(),
  /** ISO 8601. */
  first_seen: Type.String(),
  last_seen: Type.String(),
});
export type ErrorGroup = Static<typeof ErrorGroup>;

/** Query strings are text: limit is 1 to 200 in digits. */
export const ErrorGroupsQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.String({ pattern: '^([1-9]|[1-9][0-9]|1[0-9][0-9]|200)$', description: '1 to 200' }),
    ),
  },
  { additionalProperties: false },
);
export type ErrorGroupsQuery = Static<typeof ErrorGroupsQuery>;

/** GET {reportsBase}/v1/errors: the most recently seen groups first. */
export const ErrorGroupsAnswer = Type.Object({
  groups: Type.Array(ErrorGroup),
  /** Groups stored in all. */
  total: Type.Integer(),
});
export type ErrorGroupsAnswer = Static<typeof ErrorGroupsAnswer>;

export const ErrorGroupParams = Type.Object(
  { fingerprint: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-f0-9]+$' }) },
  { additionalProperties: false },
);
export type ErrorGroupParams = Static<typeof ErrorGroupParams>;
