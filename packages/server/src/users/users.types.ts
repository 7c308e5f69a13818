/** What the user service needs from outside its folder (a leaf: imported by its files and app.ts). */
import type { ReferenceEntry, TextEntry } from '@vitrine/contracts';
import type { MailService } from '../mail';
import type { Store } from '../store';

export interface AccountRow {
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
  language: string;
  organization_id: string | null;
}

/** Accounts, groups and organisations (auth's accounts repository fits this). */
export interface Directory {
  usersByIds(ids: readonly string[]): Promise<AccountRow[]>;
  organizationOf(
    userId: string,
  ): Promise<{ uuid: string; name: string; organization_number: string | null } | undefined>;
  groupsOf(userId: string): Promise<Array<{ uuid: string; name: string; organization_id: string }>>;
  /** Users sharing a group or the organisation with this one (the user included). */
  circleMemberIds(userId: string): Promise<string[]>;
}

export interface UsersDeps {
  store: Store;
  mail: MailService;
  directory: Directory;
  /** A brand's document with texts and references, as anonymous visitors see it. */
  ownerOf(ownerId: string): Promise<BrandContact | undefined>;
}

/** What a contact mail needs of a brand's document. */
export interface BrandContact {
  id?: string;
  texts?: TextEntry[];
  references?: ReferenceEntry[];
}
