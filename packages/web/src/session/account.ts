/**
 * The logged-in user's account data from the login provider (docs/AUTH.md: account/user,
 * account/organization, account/user/owners), read with the access token once per login or
 * page load. Spec 01 s.8: a failed check is logged and the visitor counts as logged out.
 */
import type { SessionUser } from './state';

interface UserAnswer {
  uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  /** Ours, beside the spec's fields. */
  language?: string;
  admin?: boolean;
}
interface OrganizationAnswer {
  name: string | null;
  organization_number: string | null;
}

async function read<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** The user, their organisation and owned brands; an organisation or owners read that fails is left out. */
export async function readAccount(issuer: string, token: string): Promise<SessionUser> {
  const [user, organization, owners] = await Promise.all([
    read<UserAnswer>(`${issuer}/account/user`, token),
    read<OrganizationAnswer>(`${issuer}/account/organization`, token).catch(() => null),
    read<{ owner_ids: string[] }>(`${issuer}/account/user/owners`, token).catch(() => null),
  ]);
  return {
    uuid: user.uuid,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    ...(organization?.name
      ? {
          organization: {
            name: organization.name,
            ...(organization.organization_number
              ? { organization_number: organization.organization_number }
              : {}),
          },
        }
      : {}),
    owner_ids: owners?.owner_ids ?? [],
    ...(typeof user.language === 'string' ? { language: user.language } : {}),
    ...(user.admin === true ? { admin: true } : {}),
  };
}
