/**
 * What the operator says about the site (spec 02 s.7 "Server status and legal text"): the
 * server status with its fallback servers, read by the app at start and every 5 minutes,
 * and the legal texts per language. docs/PRIVACY.md and docs/API.md "Site".
 */
import { Type, type Static } from 'typebox';
import { LANGUAGES } from './languages';
import { LEGAL_TEXT_KEYS } from './site';

export * from './site';

/** An address of another server of this catalogue: scheme, host and port (no path). */
export const ServerAddress = Type.String({ maxLength: 300, pattern: '^https?://[^/?#\\s]+$' });

/** GET {base}/server.json (spec 02 s.7): status.code and specification.fallback. */
export const ServerStatus = Type.Object(
  {
    status: Type.Object(
      {
        code: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_.-]+$' }),
        /** For people reading the file; the app does not show it. */
        message: Type.Optional(Type.String({ maxLength: 500 })),
      },
      { additionalProperties: false },
    ),
    specification: Type.Object(
      { fallback: Type.Array(ServerAddress, { maxItems: 20 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type ServerStatus = Static<typeof ServerStatus>;

export const LegalTextParams = Type.Object(
  {
    language: Type.Enum([...LANGUAGES], { description: 'the UI language' }),
    key: Type.Enum([...LEGAL_TEXT_KEYS]),
  },
  { additionalProperties: false },
);
export type LegalTextParams = Static<typeof LegalTextParams>;

/** A legal text as sanitised HTML (no script, no style, no resource from elsewhere). */
export const LegalText = Type.Object({
  key: Type.Enum([...LEGAL_TEXT_KEYS]),
  /** The language of the text served: the one asked for, else English, else another. */
  language: Type.String({ maxLength: 16 }),
  html: Type.String(),
  /** When the operator's file last changed (ISO 8601). */
  modified: Type.String(),
});
export type LegalText = Static<typeof LegalText>;
