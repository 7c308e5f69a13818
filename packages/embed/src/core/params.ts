/**
 * The embedding URL parameters (docs/EMBEDDING.md "URL parameters"): the host writes them
 * with `catalogueUrl`, the app reads them with `readEmbedParams`, so both spell them the
 * same way (names from @vitrine/contracts).
 */
import {
  CLIENT_MODES,
  dayStart,
  DISPLAY_URL_PARAMS,
  EMBED_URL_PARAMS,
  type ClientMode,
  type DisplaySettings,
} from '@vitrine/contracts/embedding';
import { LANGUAGES, type Language } from '@vitrine/contracts/languages';

export interface CatalogueUrlOptions {
  client?: ClientMode;
  /** Start language; only the first two letters count. */
  lang?: string;
  display?: DisplaySettings;
  /** false: no autocompletion while typing. */
  autocomplete?: boolean;
  /** Only items modified on or after this day (YYYY-MM-DD). */
  date?: string;
  /** true: the catalogue's calls ask for Server-Timing (apisight, spec 02 s.2). */
  apiSight?: boolean;
}

/** The catalogue's address with the embedding parameters set (others in `base` are kept). */
export function catalogueUrl(base: string | URL, options: CatalogueUrlOptions = {}): string {
  const url = new URL(base);
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined) url.searchParams.set(name, value);
  };
  set(EMBED_URL_PARAMS.client, options.client);
  set(EMBED_URL_PARAMS.lang, options.lang);
  set(EMBED_URL_PARAMS.date, options.date);
  if (options.autocomplete === false) set(EMBED_URL_PARAMS.autocomplete, 'false');
  if (options.apiSight) set(EMBED_URL_PARAMS.apisight, 'true');
  for (const [key, param] of Object.entries(DISPLAY_URL_PARAMS)) {
    const value = options.display?.[key as keyof DisplaySettings];
    if (value !== undefined) set(param, String(value));
  }
  return url.toString();
}

export interface EmbedParams {
  /** The client mode; undefined without a `client` parameter. */
  client?: ClientMode;
  /** A `client` parameter outside the four modes: show INVALID_CLIENT_ERROR. */
  invalidClient: boolean;
  /** From `lang`'s first two letters, when one of the 14 languages. */
  lang?: Language;
  /** Only the settings the URL names. */
  display: DisplaySettings;
  /** An API server override, only when its origin is allowed. */
  baseurl?: string;
  /** Start of the day `date` names, epoch ms (UTC). */
  modifiedSince?: number;
  autocomplete: boolean;
  /** `apisight=true`: every call asks our services for Server-Timing (X-Enable-APISight). */
  apiSight: boolean;
}

const FALSE = new Set(['false', '0', 'no', 'off']);
/** Present means on (`?noheader`), unless it says false. */
const flag = (value: string | null) =>
  value === null ? undefined : !FALSE.has(value.toLowerCase());

/**
 * Reads the embedding parameters from a query string. `allowedBaseOrigins` are the API
 * origins `baseurl` may point at (anything else is ignored: no sending visitors' requests,
 * tokens included, to a server the operator did not name).
 */
export function readEmbedParams(
  search: string,
  allowedBaseOrigins: readonly string[] = [],
): EmbedParams {
  const params = new URLSearchParams(search);
  const client = params.get(EMBED_URL_PARAMS.client);
  const lang = params.get(EMBED_URL_PARAMS.lang)?.slice(0, 2).toLowerCase();
  const display: DisplaySettings = {};
  for (const [key, param] of Object.entries(DISPLAY_URL_PARAMS)) {
    const value = flag(params.get(param));
    if (value !== undefined) display[key as keyof DisplaySettings] = value;
  }
  const result: EmbedParams = {
    invalidClient: client !== null && !(CLIENT_MODES as readonly string[]).includes(client),
    display,
    autocomplete: flag(params.get(EMBED_URL_PARAMS.autocomplete)) ?? true,
    apiSight: flag(params.get(EMBED_URL_PARAMS.apisight)) ?? false,
  };
  if (client !== null && !result.invalidClient) result.client = client as ClientMode;
  if (lang && (LANGUAGES as readonly string[]).includes(lang)) result.lang = lang as Language;
  const baseurl = allowedUrl(params.get(EMBED_URL_PARAMS.baseurl), allowedBaseOrigins);
  if (baseurl) result.baseurl = baseurl;
  const date = dayStart(params.get(EMBED_URL_PARAMS.date));
  if (date !== undefined) result.modifiedSince = date;
  return result;
}

function allowedUrl(value: string | null, allowed: readonly string[]): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    const ok = /^https?:$/.test(url.protocol) && allowed.includes(url.origin);
    return ok ? url.toString().replace(/\/$/, '') : undefined;
  } catch {
    return undefined;
  }
}
