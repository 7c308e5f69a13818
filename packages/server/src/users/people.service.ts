/**
 * Users read: accounts, groups and organisations the caller may see (themselves, those who
 * share a group or the organisation with them). Ids the caller may not see are left out,
 * as the catalogue leaves out items a caller may not see; no ids at all: the caller's own.
 */
import type { UserInfo, UsersReadAnswer, UsersReadRequest } from '@vitrine/contracts';
import { maySeeAccount, requireLogin, type Caller } from '../access';
import { checkText } from '../input-text';
import { circleOf } from './circle';
import type { AccountRow, Directory } from './users.types';

const userInfo = (row: AccountRow): UserInfo => ({
  uuid: row.uuid,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  organization_id: row.organization_id,
});

export function createPeopleService(directory: Directory) {
  return {
    async read(caller: Caller, request: UsersReadRequest): Promise<UsersReadAnswer> {
      requireLogin(caller);
      checkText(request, '');
      const circle = await circleOf(directory, caller.userId);
      const nothingAsked = !request.user_ids && !request.usergroup_ids && !request.organization_ids;
      const userIds = nothingAsked ? [caller.userId] : [...new Set(request.user_ids ?? [])];
      const members = new Set(
        userIds.some((id) => id !== caller.userId)
          ? await directory.circleMemberIds(caller.userId)
          : [],
      );
      const visible = userIds.filter((uuid) =>
        maySeeAccount(caller, { uuid, sharesCircle: members.has(uuid) }),
      );
      const users = (await directory.usersByIds(visible)).map(userInfo);
      // An account of an external issuer is not in our directory: the token says who it is.
      if (visible.includes(caller.userId) && !users.some((u) => u.uuid === caller.userId)) {
        users.unshift({
          uuid: caller.userId,
          first_name: '',
          last_name: '',
          email: caller.email ?? '',
          organization_id: null,
        });
      }
      const groupIds = new Set(request.usergroup_ids ?? []);
      const orgIds = new Set(request.organization_ids ?? []);
      const org = circle.organization;
      return {
        users,
        usergroups: circle.groups.filter((g) => nothingAsked || groupIds.has(g.uuid)),
        organizations: org && (nothingAsked || orgIds.has(org.uuid)) ? [org] : [],
      };
    },
  };
}
