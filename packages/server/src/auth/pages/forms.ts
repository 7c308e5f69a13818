/** The provider's pages: login, sign-up, forgotten password, new password, messages, logout. */
import type { Translate, TextKey } from '../i18n';
import { html, Html } from './html';

/** Problems to show: a message above the form and per field. */
export interface FormState {
  values?: Record<string, string>;
  alert?: string;
  notice?: string;
  fields?: Record<string, TextKey>;
}

interface Field {
  name: string;
  label: TextKey;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  hint?: TextKey;
  autofocus?: boolean;
}

function field(t: Translate, f: Field, state: FormState) {
  const error = state.fields?.[f.name];
  const described = [error ? `${f.name}-error` : '', f.hint ? `${f.name}-hint` : '']
    .filter(Boolean)
    .join(' ');
  const value = f.type === 'password' ? '' : (state.values?.[f.name] ?? '');
  // Focus goes to the first field at fault, else to the form's first field.
  const firstError = Object.keys(state.fields ?? {})[0];
  const autofocus = firstError ? firstError === f.name : f.autofocus;
  return html`<div>
    <label for="${f.name}">${t(f.label)}</label>
    <input
      id="${f.name}"
      name="${f.name}"
      type="${f.type}"
      autocomplete="${f.autocomplete}"
      value="${value}"
      required${f.type === 'password' ? new Html(' minlength="10" maxlength="200"') : ''}${error ? new Html(' aria-invalid="true"') : ''}${described ? html` aria-describedby="${described}"` : ''}${autofocus ? new Html(' autofocus') : ''}
    />
    ${f.hint ? html`<p class="hint" id="${f.name}-hint">${t(f.hint)}</p>` : ''}
    ${error ? html`<p class="field-error" id="${f.name}-error">${t(error)}</p>` : ''}
  </div>`;
}

function messages(state: FormState) {
  return html`${state.alert ? html`<div class="alert" role="alert">${state.alert}</div>` : ''}${
    state.notice ? html`<div class="notice" role="status">${state.notice}</div>` : ''
  }`;
}

function form(action: string, csrf: string, fields: Html[], submit: string) {
  return html`<form method="post" action="${action}" novalidate>
    <input type="hidden" name="_csrf" value="${csrf}" />
    ${fields}
    <button type="submit">${submit}</button>
  </form>`;
}

const links = (items: Array<[string, string]>) =>
  html`<nav class="links">
    ${items.map(([href, text]) => html`<a href="${href}">${text}</a>`)}
  </nav>`;

export interface FormPage {
  t: Translate;
  action: string;
  csrf: string;
  state: FormState;
}

export function loginBody(p: FormPage & { signup: string; forgot: string; cancel: string }) {
  const { t, state } = p;
  return html`<p>${t('intro_login')}</p>
    ${messages(state)}${form(
      p.action,
      p.csrf,
      [
        field(
          t,
          {
            name: 'email',
            label: 'email',
            type: 'email',
            autocomplete: 'username',
            autofocus: true,
          },
          state,
        ),
        field(
          t,
          {
            name: 'password',
            label: 'password',
            type: 'password',
            autocomplete: 'current-password',
          },
          state,
        ),
      ],
      t('submit_login'),
    )}${links([
      [p.forgot, t('link_forgot')],
      [p.signup, t('link_signup')],
      [p.cancel, t('cancel')],
    ])}`;
}

export function signupBody(p: FormPage & { login: string }) {
  const { t, state } = p;
  return html`${messages(state)}${form(
    p.action,
    p.csrf,
    [
      html`<div class="row">
        ${field(t, { name: 'first_name', label: 'first_name', type: 'text', autocomplete: 'given-name', autofocus: true }, state)}${field(t, { name: 'last_name', label: 'last_name', type: 'text', autocomplete: 'family-name' }, state)}
      </div>`,
      field(t, { name: 'email', label: 'email', type: 'email', autocomplete: 'email' }, state),
      field(
        t,
        {
          name: 'password',
          label: 'password',
          type: 'password',
          autocomplete: 'new-password',
          hint: 'password_hint',
        },
        state,
      ),
    ],
    t('submit_signup'),
  )}${links([[p.login, t('link_login')]])}`;
}

export function forgotBody(p: FormPage & { login: string }) {
  const { t, state } = p;
  return html`<p>${t('intro_forgot')}</p>
    ${messages(state)}${form(
      p.action,
      p.csrf,
      [
        field(
          t,
          { name: 'email', label: 'email', type: 'email', autocomplete: 'email', autofocus: true },
          state,
        ),
      ],
      t('submit_forgot'),
    )}${links([[p.login, t('link_login')]])}`;
}

export function resetBody(p: FormPage) {
  const { t, state } = p;
  return html`${messages(state)}${form(
    p.action,
    p.csrf,
    [
      field(
        t,
        {
          name: 'password',
          label: 'new_password',
          type: 'password',
          autocomplete: 'new-password',
          hint: 'password_hint',
          autofocus: true,
        },
        state,
      ),
    ],
    t('submit_reset'),
  )}`;
}

/** A message with one way on (back to the catalogue, or to logging in). */
export function messageBody(
  text: string,
  link: [string, string],
  role: 'status' | 'alert' = 'status',
) {
  return html`<div class="${role === 'alert' ? 'alert' : 'notice'}" role="${role}">${text}</div>
    ${links([link])}`;
}

/** Submits the provider's logout form as soon as the page is read (no confirmation step). */
export const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit()";

/** oidc-provider's logout form (its own xsrf field), saying "log out of the provider too". */
const logoutForm = (providerForm: string) =>
  new Html(
    providerForm.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>'),
  );

/**
 * Logout without a question, asked for by the app's own page (docs/AUTH.md): the form is sent
 * by LOGOUT_SCRIPT; without JavaScript, one button does it.
 */
export function logoutBody(t: Translate, providerForm: string) {
  const form = logoutForm(providerForm);
  return html`<p role="status">${t('logout_running')}</p>
    ${form}
    <noscript>
      <button type="submit" form="op.logoutForm">${t('logout_yes')}</button>
    </noscript>
    ${new Html(`<script>${LOGOUT_SCRIPT}</script>`)}`;
}

/**
 * Logout asked for by another site, or by an address typed or opened from elsewhere: asked
 * first, so a link alone cannot log anybody out.
 */
export function logoutQuestion(t: Translate, providerForm: string, home: string) {
  return html`<p>${t('logout_question')}</p>
    ${logoutForm(providerForm)}
    <button type="submit" form="op.logoutForm">${t('logout_yes')}</button>
    ${links([[home, t('logout_no')]])}`;
}
