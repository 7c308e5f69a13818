/**
 * Client modes and display settings of an embedded catalogue (spec 01 s.1, s.2, s.5, s.9;
 * spec 02 s.2). Plain constants, free of the schema library, so a host page or the app's
 * first bundle can read them cheaply. docs/EMBEDDING.md is the prose version.
 */

/** The `client` URL parameter's allowed values; anything else is INVALID_CLIENT_ERROR. */
export const CLIENT_MODES = ['sketchup', 'pcon.planner', 'pcon.roomplanner', 'p-cat-ac'] as const;
export type ClientMode = (typeof CLIENT_MODES)[number];

/** Spec 01 s.8: the full-page error for a `client` value outside CLIENT_MODES. */
export const INVALID_CLIENT_ERROR = 'Invalid client parameter';

/**
 * The download button's label in a client mode: an i18n key of the app (namespace
 * `embedding`), English 'Import', 'Open' or 'Download'.
 */
export type ClientAction = 'import' | 'open' | 'download';

export interface ClientProfile {
  /** CAD formats this host can take, in the host's order of preference. */
  cadFormats: readonly string[];
  /** Material file formats; absent: the mode does not restrict them (docs/EMBEDDING.md s.9). */
  materialFormats?: readonly string[];
  action: ClientAction;
  /** The language comes only from the `lang` URL parameter (first two letters). */
  languageFromUrl: boolean;
}

/** Spec 01 s.9, per client mode. */
export const CLIENT_PROFILES: Readonly<Record<ClientMode, ClientProfile>> = {
  sketchup: {
    cadFormats: ['skp', 'dwg', 'pec', 'dxf', 'glb', 'usdz', 'fbx', 'dae', '3ds'],
    action: 'import',
    languageFromUrl: false,
  },
  'pcon.planner': {
    cadFormats: [
      'pec',
      'dwg',
      'dxf',
      'glb',
      'usdz',
      'fbx',
      'skp',
      'obj',
      'dae',
      '3ds',
      'stl',
      'stp',
    ],
    materialFormats: ['matz'],
    action: 'download',
    languageFromUrl: false,
  },
  'pcon.roomplanner': {
    cadFormats: ['skp', 'dwg', 'pec', 'dxf', 'glb', 'usdz', 'fbx', 'dae'],
    action: 'open',
    languageFromUrl: false,
  },
  'p-cat-ac': {
    cadFormats: ['dwg', 'dxf'],
    action: 'download',
    languageFromUrl: true,
  },
};

/** Spec 01 s.2's optional display settings; each is off unless set (see DISPLAY_DEFAULTS). */
export interface DisplaySettings {
  /** Hides the language menu (the host decides the language, pCat.changeLanguage). */
  hideLanguageChooser?: boolean;
  /** No header: no tabs, no search bar in the header; the configurator and detail go full screen. */
  noHeader?: boolean;
  /** Shows a button that saves a picture of the 3D view (detail dialog). */
  snapshotButton?: boolean;
  /** Shows the scroll-to-top button (after 600 px of scrolling, spec 02 s.2). */
  scrollUpButton?: boolean;
  /** Brand cards and Enter link to a brand's external catalogue; false keeps people inside. */
  externalCatalogs?: boolean;
}

/** What the app shows when neither the URL nor pCat.configuration says otherwise. */
export const DISPLAY_DEFAULTS: Readonly<Required<DisplaySettings>> = {
  hideLanguageChooser: false,
  noHeader: false,
  snapshotButton: false,
  scrollUpButton: true,
  externalCatalogs: true,
};

/**
 * The URL parameter of each display setting. Lower case, like the spec's other parameters
 * (baseurl, apisight); values `true`/`1`/empty mean on, `false`/`0` off.
 */
export const DISPLAY_URL_PARAMS: Readonly<Record<keyof DisplaySettings, string>> = {
  hideLanguageChooser: 'nolanguagechooser',
  noHeader: 'noheader',
  snapshotButton: 'snapshotbutton',
  scrollUpButton: 'scrollupbutton',
  externalCatalogs: 'externalcatalogs',
};

/** The embedding URL parameters (spec 01 s.1, spec 02 s.2); docs/EMBEDDING.md says what each does. */
export const EMBED_URL_PARAMS = {
  client: 'client',
  lang: 'lang',
  baseurl: 'baseurl',
  date: 'date',
  autocomplete: 'autocomplete',
  apisight: 'apisight',
} as const;

/**
 * The start of the day (UTC, epoch ms) a `date` parameter names, `YYYY-MM-DD`; undefined for
 * anything else. One rule for the app's state and the first page's early requests, so both
 * narrow the listings the same way.
 */
export function dayStart(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) ? undefined : time;
}
