/**
 * The host's settings forms: what it answers to pCatHost.getConfiguration and what it sends.
 * The display boxes start as the catalogue's address says (its parameters over the
 * defaults), and the answer names only the settings changed here: the form's starting state
 * never overrides the address (`?client=sketchup&noheader=true` keeps the header hidden).
 */
import {
  CLIENT_MODES,
  DISPLAY_DEFAULTS,
  LANGUAGES,
  type ClientMode,
  type CookieConsent,
  type DisplaySettings,
  type HostConfiguration,
  type Language,
} from '@vitrine/embed';
import { readEmbedParams } from '@vitrine/embed/app';

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

/** The display settings as the catalogue's address sets them, over the defaults. */
let fromAddress: Required<DisplaySettings> = { ...DISPLAY_DEFAULTS };

/** Fills the selects and checkboxes from the catalogue's address (its mode and display). */
export function setUpForms(catalogue: string) {
  const params = readEmbedParams(new URL(catalogue).search);
  fromAddress = { ...DISPLAY_DEFAULTS, ...params.display };
  const client = params.client;
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
    (n) => fromAddress[n as keyof DisplaySettings],
  );
  checkboxes($('#handles'), HANDLES, (n) => n === 'download');
  checkboxes($('#consent-switches'), CONSENT, () => false);
  if (client) (form.elements.namedItem('client') as HTMLSelectElement).value = client;
}

/** The configuration the host answers with, read from the form now. */
export function configurationFromForm(token: string): HostConfiguration {
  const form = $<HTMLFormElement>('#configuration');
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
  // Only what differs from the address: the rest stays as the address says.
  const display = Object.fromEntries(
    Object.keys(DISPLAY_DEFAULTS)
      .map((name) => [name, checked('#display', name)] as const)
      .filter(([name, on]) => on !== fromAddress[name as keyof DisplaySettings]),
  ) as DisplaySettings;
  const configuration: HostConfiguration = {
    display,
    hostHandles: Object.fromEntries(HANDLES.map((name) => [name, checked('#handles', name)])),
    allowedFormats: { cad: list(value('cad')), material: list(value('material')) },
  };
  if (value('client')) configuration.client = value('client') as ClientMode;
  if (value('language')) configuration.language = value('language') as Language;
  if (token) configuration.userAccessToken = token;
  return configuration;
}

export function consentFromForm(): CookieConsent {
  return Object.fromEntries(
    CONSENT.map((name) => [name, checked('#consent-switches', name)]),
  ) as CookieConsent;
}

/**
 * What the demo catalogue cannot give in a mode, in plain words (the app's download menu
 * says the same for the item at hand); empty for modes it serves in full.
 */
export function modeNote(client: string): string {
  if (client === 'sketchup' || client === 'pcon.roomplanner')
    return 'The demo catalogue has no SKP files: its models come as DWG, GLB and the other formats this mode takes, converted on request.';
  if (client === 'pcon.planner')
    return 'pCon.planner takes materials only as MATZ packages, which the demo catalogue does not have: a material’s menu says so. Models come as DWG, GLB and more, not as PEC.';
  return '';
}
