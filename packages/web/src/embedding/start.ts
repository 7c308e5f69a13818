/**
 * Starts the host conversation (docs/EMBEDDING.md): asks for the host's configuration
 * (pCatHost.getConfiguration, 60 s), and acts on every inbound message: token, cookie
 * consent, language, navigation, configuration updates and revision checks. Loaded and
 * called once at start when a host may be there (index.ts), so the configuration's reply is
 * usually in before the first page.
 */
import { connectToHost, type HostConfiguration, type HostConnection } from '@vitrine/embed/app';
import { config } from '../config';
import { i18n } from '../i18n';
import { detectLanguage } from '../i18n/detect';
import { takeHostToken as takeToken } from '../session';
import { storeHostConsent } from '../storage/cookieConsent';
import { allowedHostOrigins, replyWait, setHostConnection } from './connection';
import { hostError } from './hostErrors';
import { goTo, navigationTarget } from './navigate';
import { checkRevisions } from './revisions';
import { embedState, updateEmbedState, withConfiguration } from './state';

const startSearch = typeof location === 'undefined' ? '' : location.search;

/** A host token; an empty one logs the host's user out. Renewal asks the host (60 s). */
function takeHostToken(host: HostConnection, token: string): void {
  takeToken(token, () =>
    host.requestUserAccessToken(undefined, replyWait()).then(
      (next) => next || null,
      (error: unknown) => {
        // Spec 01 s.8 and docs/EMBEDDING.md: without a new token the user is logged out.
        hostError(error, 'The host sent no new token');
        return null;
      },
    ),
  );
}

function applyConfiguration(host: HostConnection, given: HostConfiguration): void {
  updateEmbedState((state) => withConfiguration(state, given));
  if (given.language) void i18n.changeLanguage(given.language);
  if (given.userAccessToken !== undefined) takeHostToken(host, given.userAccessToken);
  if (given.cookieConsent) storeHostConsent(given.cookieConsent);
}

/** The host has answered (or will not): what waited for its configuration may go on. */
const settled = () =>
  updateEmbedState((state) => (state.configured ? state : { ...state, configured: true }));

/** Connects to the host, if there is one, and wires every inbound message. */
export function startEmbedding(): HostConnection | null {
  const host = connectToHost({
    allowedOrigins: allowedHostOrigins(location.origin),
    timeoutMs: config.hostReplyTimeoutMs,
  });
  setHostConnection(host);
  if (!host) return null;
  updateEmbedState((state) => ({ ...state, connected: true }));
  host.on('pCat.updateUserAccessToken', ({ accessToken }) => takeHostToken(host, accessToken));
  host.on('pCat.updateCookieConsent', storeHostConsent);
  host.on('pCat.changeLanguage', ({ language }) => void i18n.changeLanguage(language));
  host.on('pCat.navigate', ({ page }) => goTo(navigationTarget(page, startSearch)));
  // The reply to getConfiguration is delivered here too; a null one is the request's error.
  host.on('pCat.configuration', ({ configuration }) => {
    if (configuration) applyConfiguration(host, configuration);
    settled();
  });
  host.answer('pCat.checkRevisions', async ({ models }) => ({
    revisions: await checkRevisions(models),
  }));

  const { client } = embedState();
  const info = {
    appVersion: config.appVersion,
    language: detectLanguage(),
    ...(client && { client }),
  };
  host
    .getConfiguration(info, replyWait())
    .catch((error: unknown) => hostError(error, 'No configuration from the host'))
    .finally(settled);
  return host;
}
