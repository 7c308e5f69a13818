/**
 * The account page's calls: name, preferred language, password and e-mail address at the
 * login provider (`{issuer}/account/user/…`), the enquiries, the data export and the
 * deletion at the user service. Every call carries the session's token (client.ts renews a
 * refused one once).
 */
import type {
  AccountDeleteAnswer,
  AccountDeletionPreviewAnswer,
  AccountUserAnswer,
  ContactEnquiry,
  EmailChangeAnswer,
  ProfileRequest,
} from '@vitrine/contracts';
import { useQuery } from '@tanstack/react-query';
import { config } from '../config';
import { saveBlob } from '../saveBlob';
import { fetchJson, jsonPost } from './client';
import { userServicePost } from './users';

const ENQUIRIES_KEY = ['account', 'enquiries'] as const;

/** A POST to the login provider's account API. */
function postAccount<T>(path: string, body: unknown): Promise<T> {
  return fetchJson<T>(
    `${config.login!.issuer}/account/user${path}`,
    jsonPost(JSON.stringify(body)),
  );
}

/** The user's enquiries (contact mails sent), newest first. */
async function listEnquiries(): Promise<ContactEnquiry[]> {
  const answer = await userServicePost<{ enquiries: ContactEnquiry[] }>('/v1/contact/list', {});
  return answer.enquiries;
}

/** The user's enquiries, refreshed when the page opens. */
export function useEnquiries(enabled: boolean) {
  return useQuery({ queryKey: ENQUIRIES_KEY, queryFn: listEnquiries, enabled, staleTime: 0 });
}

export const saveProfile = (profile: ProfileRequest) =>
  postAccount<AccountUserAnswer>('/profile', profile);

export const changePassword = (current_password: string, new_password: string) =>
  postAccount<{ changed: true }>('/password', { current_password, new_password });

/** Mails a confirmation link to the new address; the answer says whether it went out. */
export const requestEmailChange = (email: string, password: string) =>
  postAccount<EmailChangeAnswer>('/email', { email, password });

/** Everything stored about the user, saved as a JSON file by the browser. */
export async function downloadAccountData(): Promise<void> {
  const document = await userServicePost<{ exported_at: string }>('/v1/account/export', {});
  const blob = new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' });
  saveBlob(blob, `vitrine-account-${document.exported_at.slice(0, 10)}.json`);
}

/** The brands the user is the last owner of (the deletion dialog says what becomes of them). */
export const deletionPreview = () =>
  userServicePost<AccountDeletionPreviewAnswer>('/v1/account/deletion', {});

export const deleteAccount = (password: string) =>
  userServicePost<AccountDeleteAnswer>('/v1/account/delete', { password });

/** The user's groups at the login provider (spec 01 s.7: account/user/groups). */
export async function readUserGroups(): Promise<Array<{ uuid: string; name: string }>> {
  const answer = await fetchJson<{ usergroups: Array<{ uuid: string; name: string }> }>(
    `${config.login!.issuer}/account/user/groups`,
  );
  return answer.usergroups;
}

/** The user's groups, read when the account page opens. */
export function useUserGroups() {
  return useQuery({ queryKey: ['account', 'groups'], queryFn: readUserGroups, staleTime: 60_000 });
}

/** A personal API token as its user sees it (never the secret). */
export interface ApiToken {
  id: string;
  name: string;
  /** Brands it is limited to; null: not limited (administrators). */
  owner_ids: string[] | null;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
}

export const API_TOKENS_KEY = ['account', 'apiTokens'] as const;
const apiTokensUrl = () => `${config.userBase}/v1/me/tokens`;

/** The user's API tokens (docs/AUTH.md "API tokens"). */
export function useApiTokens() {
  return useQuery({
    queryKey: API_TOKENS_KEY,
    queryFn: async () => (await fetchJson<{ tokens: ApiToken[] }>(apiTokensUrl())).tokens,
    staleTime: 0,
  });
}

/** Makes a token; the answer's secret is shown this once. */
export const createApiToken = (body: {
  name: string;
  owner_ids: string[] | null;
  expires_in_days: number | null;
}) =>
  fetchJson<{ token: ApiToken; secret: string }>(apiTokensUrl(), jsonPost(JSON.stringify(body)));

/** Revokes a token at once. */
export const revokeApiToken = (id: string) =>
  fetchJson<{ revoked: true }>(`${apiTokensUrl()}/${encodeURIComponent(id)}`, { method: 'DELETE' });
