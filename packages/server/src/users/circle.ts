/** A user's circle: their groups and organisation, read once per request when needed. */
import type { OrganizationInfo, UsergroupInfo } from '@vitrine/contracts';
import type { Directory } from './users.types';

export interface Circle {
  groups: UsergroupInfo[];
  organization: OrganizationInfo | undefined;
}

export async function circleOf(directory: Directory, userId: string): Promise<Circle> {
  const [groups, organization] = await Promise.all([
    directory.groupsOf(userId),
    directory.organizationOf(userId),
  ]);
  return { groups, organization };
}
