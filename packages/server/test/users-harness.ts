/**
 * The user service's tests: an app listening on a port (auth-harness), accounts in one
 * organisation and group plus a stranger, their login tokens from the real login flow, and a
 * POST helper for /api/users.
 */
import { hashPassword } from '../src/auth/passwords';
import { obtainTokens, startAuthServer, type AuthServer } from './auth-harness';
import type { StoreKind } from './stores';

export const PASSWORD = 'Favourite-Lists-2026';

export interface Person {
  uuid: string;
  email: string;
  token: string;
}

export interface UsersWorld {
  server: AuthServer;
  /** ann and bob: one organisation, one group; root: an administrator in it; eve: alone. */
  people: Record<'ann' | 'bob' | 'root' | 'eve', Person>;
  organizationId: string;
  groupId: string;
  call(
    path: string,
    body: unknown,
    who?: Person,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function startUsersWorld(
  kind: StoreKind,
  options: Parameters<typeof startAuthServer>[1] = {},
): Promise<UsersWorld> {
  const server = await startAuthServer(kind, {
    ...options,
    env: { ADMIN_EMAILS: 'root@example.com', ...options.env },
  });
  const repository = server.accounts;
  const organizationId = await repository.insertOrganization('Lindner GmbH', 'DE-4711');
  const hash = await hashPassword(PASSWORD);
  const add = (email: string, first: string, organization: string | null, ownerIds: string[]) =>
    repository
      .insertUser({
        email,
        first_name: first,
        last_name: 'Tester',
        language: 'en',
        password_hash: hash,
        verified: true,
        organization_id: organization,
      })
      .then(async (uuid) => {
        for (const id of ownerIds) await repository.grantOwner(uuid, id);
        return uuid;
      });
  const uuids = {
    ann: await add('ann@example.com', 'Ann', organizationId, ['owner_a']),
    bob: await add('bob@example.com', 'Bob', organizationId, []),
    root: await add('root@example.com', 'Root', organizationId, []),
    eve: await add('eve@example.com', 'Eve', null, ['owner_b']),
  };
  const groupId = await repository.insertGroup(organizationId, 'Planners', [uuids.ann, uuids.bob]);
  const people = {} as UsersWorld['people'];
  for (const [name, uuid] of Object.entries(uuids) as Array<[keyof typeof uuids, string]>) {
    const email = `${name}@example.com`;
    const { access_token } = await obtainTokens(server, email, PASSWORD);
    people[name] = { uuid, email, token: access_token };
  }
  return {
    server,
    people,
    organizationId,
    groupId,
    async call(path, body, who, headers = {}) {
      const response = await fetch(`${server.url}/api/users${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(who ? { authorization: `Bearer ${who.token}` } : {}),
          ...headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    close: () => server.close(),
  };
}

/** Writes `document` as the person's favourites (the web app's one triple). */
export function writeFavorites(world: UsersWorld, who: Person, document: unknown) {
  return world.call(
    '/v1/triples/write',
    {
      write: [
        {
          user: who.uuid,
          scope: 'favorites',
          key: 'favorite_models',
          value: JSON.stringify(document),
        },
      ],
    },
    who,
  );
}
