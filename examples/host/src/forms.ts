/** The host's settings forms: what it answers to pCatHost.getConfiguration and what it sends. */
import {
  CLIENT_MODES,
  DISPLAY_DEFAULTS,
  LANGUAGES,
  type CookieConsent,
  type DisplaySettings,
  type HostConfiguration,
  type Language,
} from '@vitrine/embed';

const HANDLES = ['download', 'configure', 'imageClick'] as const;
const CONSENT = ['diagnostics', 'statistics', 'youtube', 'clarity'] as const;

const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;

function options(select: HTMLSelectElement, values: readonly string[], empty?: string) {
  if (empty !== undefined) select.add(new Option(empty, ''));
  for (const value of values) select.add(new Option(value, value));
}

function checkboxes(
  fieldset: HTMLFieldSetElement,
  names: readonly string[],
  checked: (n: string) => boolean,
) {
  for (const name of names) {
    const label = document.createElement('label');
    const box = Object.assign(document.createElement('input'), {
      type: 'checkbox',
      name,
      checked: checked(name),
    });
    label.append(box, ` ${name}`);
    fieldset.append(label);
  }
}

const checked = (fieldset: string, name: string) =>
  $<HTMLInputElement>(`${fieldset} input[name="${name}"]`).checked;

const list = (value: string) => (value.trim() ? value.split(/[\s,]+/).filter(Boolean) : undefined);

/** Fills the selects and checkboxes; `client` preselects the mode of the catalogue URL. */
export function setUpForms(client: string | null) {
  const form = $<HTMLFormElement>('#configuration');
  options(form.elements.namedItem('client') as HTMLSelectElement, CLIENT_MODES, '(from the URL)');
  options(
    form.elements.namedItem('language') as HTMLSelectElement,
    LANGUAGES,
    '(the app’s choice)',
  );
  options($<HTMLSelectElement>('#language select'), LANGUAGES);
  checkboxes(
    $('#display'),
    Object.keys(DISPLAY_DEFAULTS),
    (n) => DISPLAY_DEFAULTS[n as keyof DisplaySettings],
  );
  checkboxes($('#handles'), HANDLES, (n) => n === 'download');
  checkboxes($('#consent-switches'), CONSENT, () => false);
  if (client) (form.elements.namedItem('client') as HTMLSelectElement).value = client;
}

/** The configuration the host answers with, read from the form now. */
export function configurationFromForm(token: string): HostConfiguration {
  const form = $<HTMLFormElement>('#configuration');
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
  const display = Object.fromEntries(
    Object.keys(DISPLAY_DEFAULTS).map((name) => [name, checked('#display', name)]),
  ) as DisplaySettings;
  const configuration: HostConfiguration = {
    display,
    hostHandles: Object.fromEntries(HANDLES.map((name) => [name, checked('#handles', name)])),
    allowedFormats: { cad: list(value('cad')), material: list(value('material')) },
  };
  if (value('client')) configuration.client = value('client') as HostConfiguration['client'];
  if (value('language')) configuration.language = value('language') as Language;
  if (token) configuration.userAccessToken = token;
  return configuration;
}

export function consentFromForm(): CookieConsent {
  return Object.fromEntries(
    CONSENT.map((name) => [name, checked('#consent-switches', name)]),
  ) as CookieConsent;
}
