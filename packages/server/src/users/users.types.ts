/** What the user service needs from outside its folder (a leaf: imported by its files; services.ts fills it). */
import type { AccountDirectory, AccountKeeper, AccountSummary } from '../auth';
import type { BrandContact, Measure, ProductSheet } from '../catalogue';
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
  /** Items' product sheets as anyone sees them, for list exports (the catalogue offers them). */
  sheets?: ItemSheets;
  /** Items' images scaled down, for the PDF's product sheets (the derive service's imagine). */
  images?: SheetImages;
}

/** Where a contact mail finds the brand it goes to. */
export interface BrandContacts {
  /** A brand's id, texts and references as anonymous visitors see them; none when hidden or unknown. */
  brandContact(ownerId: string): Promise<BrandContact | undefined>;
}

export type { Measure, ProductSheet };

/** Many items' product sheets at once, as anonymous visitors see them (the catalogue's). */
export interface ItemSheets {
  productSheets(
    items: ReadonlyArray<{ entity: 'model' | 'owner' | 'collection'; id: string }>,
    languages: readonly string[],
  ): Promise<Map<string, ProductSheet>>;
}

/** A stored image scaled and encoded by the file service (imagine), read from its cache. */
export interface SheetImages {
  imagine(
    dataportId: string,
    query: { w: string; h: string; t: string },
  ): Promise<{
    file: {
      size: number;
      bytes?: Buffer;
      open(): Promise<{ bytes(): Promise<Buffer>; close(): Promise<void> } | undefined>;
    };
  }>;
}
