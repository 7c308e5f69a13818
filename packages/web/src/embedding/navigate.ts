/**
 * pCat.navigate's target: an app path (the schema already refuses other sites), with the
 * embedding parameters of the page the app started on (client, lang, display settings,
 * autocomplete, date, baseurl) added where the path does not set them.
 */
import { DISPLAY_URL_PARAMS, EMBED_URL_PARAMS } from '@vitrine/embed/app';

const KEPT = [...Object.values(EMBED_URL_PARAMS), ...Object.values(DISPLAY_URL_PARAMS)];

export function navigationTarget(page: string, startSearch: string): string {
  const url = new URL(page, 'http://app.invalid');
  const start = new URLSearchParams(startSearch);
  for (const name of KEPT) {
    const value = start.get(name);
    if (value !== null && !url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

type Navigate = (path: string) => void;
let navigator: Navigate | undefined;
let waiting: string | undefined;

/** The router registers how to navigate; a page asked for before that is gone to then. */
export function setNavigator(navigate: Navigate | undefined): void {
  navigator = navigate;
  if (navigate && waiting !== undefined) {
    navigate(waiting);
    waiting = undefined;
  }
}

export function goTo(path: string): void {
  if (navigator) navigator(path);
  else waiting = path;
}
