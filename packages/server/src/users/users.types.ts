/** What the user service needs from outside its folder (a leaf: imported by its files; services.ts fills it). */
import type { LinkPreview } from '@vitrine/contracts';
import type { AccountDirectory, AccountKeeper, AccountSummary } from '../auth';
import type { BrandContact } from '../catalogue';
import type { MailService } from '../mail';
import type { Store } from '../store';

/** An account as the user service reads it (auth's AccountSummary: no password hash). */
export type AccountRow = AccountSummary;

/** Accounts, groups and organisations: auth's directory, reads only (auth's public face). */
export type Directory = AccountDirectory;

export type { BrandContact };

export interface UsersDeps {
  store: Store;
  mail: MailService;
  directory: Directory;
  /** Brands' contact details (the catalogue offers them). */
  brands: BrandContacts;
  /** The caller's own account at the login provider: its record and removal (auth's keeper). */
  accounts: AccountKeeper;
  /** Addresses of the web app that mails link to; publicUrl: the app's own (list exports). */
  links: { accountPage: string; publicUrl?: string };
  /** Items' titles and brands as anyone sees them, for list exports (the catalogue offers them). */
  previews?: ItemPreviews;
}

/** Where a contact mail finds the brand it goes to. */
export interface BrandContacts {
  /** A brand's id, texts and references as anonymous visitors see them; none when hidden or unknown. */
  brandContact(ownerId: string): Promise<BrandContact | undefined>;
}

/** An item's title and brand as anonymous visitors see it (the catalogue's link preview). */
export interface ItemPreviews {
  linkPreview(
    entity: 'model' | 'owner',
    id: string,
    languages: readonly string[],
  ): Promise<LinkPreview | undefined>;
}
