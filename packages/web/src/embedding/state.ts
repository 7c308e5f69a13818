/**
 * What embedding decides for the whole app: the client mode, the display settings, the
 * host's allowed formats and which actions the host performs itself. Read once from the URL
 * at start (the app keeps it while it navigates), then updated by pCat.configuration, whose
 * values win (docs/EMBEDDING.md "URL parameters"). A small external store, like the session.
 */
import {
  DISPLAY_DEFAULTS,
  readEmbedParams,
  type ClientMode,
  type DisplaySettings,
  type HeaderTab,
  type HostConfiguration,
} from '@vitrine/embed/app';
import { useSyncExternalStore } from 'react';

export interface HostHandles {
  download: boolean;
  configure: boolean;
  imageClick: boolean;
}

export interface EmbedState {
  client: ClientMode | undefined;
  /** The URL's `client` is none of the four modes: the app shows only INVALID_CLIENT_ERROR. */
  invalidClient: boolean;
  display: Required<DisplaySettings>;
  /** The host's own format lists (pCat.configuration), narrowing the client mode's. */
  hostFormats: { cad?: readonly string[]; material?: readonly string[] };
  /** Defaults: the download in every client mode, nothing else. */
  hostHandles: HostHandles;
  /** A host is connected (framed by an allowed origin, or a native host injected itself). */
  connected: boolean;
  /**
   * The connected host's configuration is in, or it did not come in time: the cookie dialog
   * waits for it, since a host may give the consent itself.
   */
  configured: boolean;
  /** `autocomplete=false`: no suggestions while typing. */
  autocomplete: boolean;
  /** `date`: lists show items modified on or after this time (epoch ms). */
  modifiedSince: number | undefined;
  /** The header tabs the URL (`tabs`) or the host chose; undefined: the operator's. */
  headerTabs: readonly HeaderTab[] | undefined;
}

/** The state a page's query string gives, before any host message. */
export function stateFromUrl(search: string): EmbedState {
  const params = readEmbedParams(search);
  return {
    client: params.client,
    invalidClient: params.invalidClient,
    display: { ...DISPLAY_DEFAULTS, ...params.display },
    hostFormats: {},
    hostHandles: { download: params.client !== undefined, configure: false, imageClick: false },
    connected: false,
    configured: false,
    autocomplete: params.autocomplete,
    modifiedSince: params.modifiedSince,
    headerTabs: params.headerTabs,
  };
}

/** The state after the host's configuration: every field it sets wins, the rest stays. */
export function withConfiguration(state: EmbedState, given: HostConfiguration): EmbedState {
  const client = given.client ?? state.client;
  const handles = given.hostHandles ?? {};
  return {
    ...state,
    client,
    invalidClient: given.client ? false : state.invalidClient,
    display: { ...state.display, ...given.display },
    headerTabs: given.headerTabs ?? state.headerTabs,
    hostFormats: given.allowedFormats ?? state.hostFormats,
    hostHandles: {
      download: handles.download ?? (state.hostHandles.download || client !== undefined),
      configure: handles.configure ?? state.hostHandles.configure,
      imageClick: handles.imageClick ?? state.hostHandles.imageClick,
    },
  };
}

const listeners = new Set<() => void>();
let state: EmbedState = stateFromUrl(typeof location === 'undefined' ? '' : location.search);

export function embedState(): EmbedState {
  return state;
}

/** Replaces the state and re-renders its users. */
export function updateEmbedState(change: (current: EmbedState) => EmbedState): void {
  state = change(state);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The embedding state, re-rendering when the host's configuration changes it. */
export function useEmbedState(): EmbedState {
  return useSyncExternalStore(subscribe, embedState, embedState);
}

/** The display settings now (for code outside React, e.g. a link's target). */
export const displaySettings = (): Required<DisplaySettings> => state.display;
