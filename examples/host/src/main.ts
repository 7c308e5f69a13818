/**
 * A host page built on @vitrine/embed: it frames the catalogue, answers its configuration
 * and token requests, sends every inbound message, and shows what it would import.
 */
import { connect, type CatalogueConnection, type Language } from '@vitrine/embed';
import { configurationFromForm, consentFromForm, modeNote, setUpForms } from './forms';
import { importsPanel } from './imports';
import { logPanel } from './log';

/** Served by the catalogue's own server (/examples/host/): that catalogue; else the default port. */
const DEFAULT_URL = location.pathname.startsWith('/examples/host')
  ? `${location.origin}/?client=sketchup`
  : 'http://localhost:8080/?client=sketchup';

const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
const iframe = $<HTMLIFrameElement>('#catalogue');
const urlField = $<HTMLInputElement>('#url');
const status = $<HTMLSpanElement>('#status');
const log = logPanel($('#log'));
const imports = importsPanel($('#imports'));
const token = () =>
  ($<HTMLFormElement>('#token').elements.namedItem('token') as HTMLInputElement).value;
let connection: CatalogueConnection | undefined;

urlField.value = new URLSearchParams(location.search).get('url') ?? DEFAULT_URL;
setUpForms(urlField.value);
const configuration = $<HTMLFormElement>('#configuration');
const applied = $<HTMLParagraphElement>('#applied');
const note = $<HTMLParagraphElement>('#mode-note');
/** The mode the catalogue runs in: the form's choice, else the address's. */
const mode = () =>
  (configuration.elements.namedItem('client') as HTMLSelectElement).value ||
  (new URL(urlField.value).searchParams.get('client') ?? '');
note.textContent = modeNote(mode());

/** Frames `url` and connects to it; a new URL closes the old connection first. */
function load(url: string) {
  connection?.close();
  iframe.src = url;
  const appOrigin = new URL(url).origin;
  connection = connect(iframe, { appOrigin });
  status.textContent = `waiting for the catalogue at ${appOrigin}…`;
  void connection.ready.then(
    () => (status.textContent = `connected, protocol ${connection?.peerVersion}`),
  );
  connection.observe((event) => log.event(event));
  connection.answer('pCatHost.getConfiguration', () => ({
    configuration: configurationFromForm(token()),
  }));
  connection.answer('pCatHost.invalidUserAccessToken', () => ({ accessToken: token() }));
  connection.on('pCatHost.download', (payload) => imports.download(payload));
  connection.on('pCatHost.configure', ({ item, configuration }) =>
    log.note(
      `would open ${item.title} in the host's configurator (${configuration.format}: ${configuration.url})`,
    ),
  );
  connection.on('pCatHost.onImageClick', ({ images, clickedIdx }) =>
    log.note(
      `would show image ${clickedIdx + 1} of ${images.length}: ${images[clickedIdx]?.imageUrl}`,
    ),
  );
  connection.on('pCatHost.favoritesChanged', ({ lists }) =>
    log.note(
      `favourites: ${lists.map((l) => `${l.name} (${l.items.length})`).join(', ') || 'none'}`,
    ),
  );
}

/** Runs `send` on submit of the form `id`, with the connection. */
function onSubmit(id: string, send: (c: CatalogueConnection, form: HTMLFormElement) => unknown) {
  $<HTMLFormElement>(id).addEventListener('submit', (event) => {
    event.preventDefault();
    if (connection)
      void Promise.resolve(send(connection, event.target as HTMLFormElement)).catch((e: Error) =>
        log.note(e.message),
      );
  });
}

const field = (form: HTMLFormElement, name: string) =>
  (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement).value;

$<HTMLFormElement>('#load').addEventListener('submit', (event) => {
  event.preventDefault();
  load(urlField.value);
});
onSubmit('#token', (c) => c.send('pCat.updateUserAccessToken', { accessToken: token() }));
onSubmit('#consent', (c) => c.send('pCat.updateCookieConsent', consentFromForm()));
onSubmit('#language', (c, form) =>
  c.send('pCat.changeLanguage', { language: field(form, 'language') as Language }),
);
onSubmit('#navigate', (c, form) => c.send('pCat.navigate', { page: field(form, 'page') }));
onSubmit('#revisions', async (c) => {
  const models = imports.revisions();
  if (models.length === 0) return log.note('download something first');
  imports.showStatus(await c.checkRevisions(models));
});
$('#clear').addEventListener('click', () => log.clear());
// The catalogue asks for its configuration when it starts: a change here reloads it at once.
configuration.addEventListener('change', () => {
  note.textContent = modeNote(mode());
  load(urlField.value);
  applied.textContent = 'Applied: the catalogue reloaded with these settings.';
});

load(urlField.value);
