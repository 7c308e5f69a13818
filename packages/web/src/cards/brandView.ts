/**
 * A brand as the screens show it, derived from the owner document: texts in the reader's
 * language, the images by role, the location and the contact and social links (spec 02 s.3
 * "Owner (brand)").
 */
import { displaySettings } from '../embedding';
import { imagesOf, type Owner } from '@vitrine/contracts';
import { textOf } from '../api/texts';
import { isOwnedByUser } from './ownership';

/** The social and contact links in the order the brand page shows them (spec 02 s.2). */
export const SOCIAL_KINDS = [
  'website',
  'email',
  'pinterest',
  'instagram',
  'twitter',
  'linkedin',
  'facebook',
  'youtube',
] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

export interface SocialLink {
  kind: SocialKind;
  href: string;
}

export interface BrandView {
  id: string;
  name: string;
  slogan?: string;
  /** The description's lines, blank ones dropped. */
  description: string[];
  logo?: string;
  banners: string[];
  previews: string[];
  city?: string;
  /** ISO 3166 region code. */
  country?: string;
  socials: SocialLink[];
  /** Where the brand's own catalogue lives when it is kept outside Vitrine. */
  externalCatalogLink?: string;
  isOwnedByUser: boolean;
  deprecated: boolean;
}

type OwnerDoc = Partial<Owner> & { id: string };

/** Adds https:// to a link written without a scheme ("www.brand.example"). */
export function withScheme(link: string): string {
  const trimmed = link.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
}

function reference(owner: OwnerDoc, category: string): string | undefined {
  const payload = owner.references?.find((r) => r.category === category)?.payload?.trim();
  return payload || undefined;
}

function socialsOf(owner: OwnerDoc): SocialLink[] {
  const links: SocialLink[] = [];
  for (const kind of SOCIAL_KINDS) {
    // Brands imported from older sources name their website 'url'.
    const payload =
      reference(owner, kind) ?? (kind === 'website' ? reference(owner, 'url') : undefined);
    if (!payload) continue;
    const href =
      kind === 'email' ? `mailto:${payload.replace(/^mailto:/i, '')}` : withScheme(payload);
    links.push({ kind, href });
  }
  return links;
}

/**
 * The external catalogue link: a brand listed for search only (subtype
 * exclude_from_search) keeps its catalogue elsewhere, named by its external_catalog
 * reference. Without the reference there is nowhere to send the visitor.
 */
export function externalCatalogOf(owner: OwnerDoc): string | undefined {
  const link = reference(owner, 'external_catalog');
  return link ? withScheme(link) : undefined;
}

/** The brand as the screens show it, texts in `languages` (most wanted first). */
export function brandView(owner: OwnerDoc, languages: readonly string[]): BrandView {
  const description = textOf(owner, 'description', languages) ?? '';
  return {
    id: owner.id,
    name: textOf(owner, 'name', languages) ?? owner.id,
    slogan: textOf(owner, 'slogan', languages),
    description: description
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    logo: imagesOf(owner.images, 'logo')[0],
    banners: imagesOf(owner.images, 'banner'),
    previews: imagesOf(owner.images, 'preview'),
    city: reference(owner, 'city'),
    country: reference(owner, 'country')?.toUpperCase(),
    socials: socialsOf(owner),
    externalCatalogLink: externalCatalogOf(owner),
    isOwnedByUser: isOwnedByUser(owner.id),
    deprecated: owner.state === 'deprecated',
  };
}

/**
 * Where opening the brand leads: its external catalogue (a new tab) or its brand page; an
 * embedding host may keep visitors inside (display setting externalCatalogs false).
 */
export function brandTarget(
  brand: Pick<BrandView, 'id' | 'externalCatalogLink' | 'isOwnedByUser'>,
  externalCatalogs = displaySettings().externalCatalogs,
): { external: true; href: string } | { external: false; href: string } {
  if (
    brand.externalCatalogLink &&
    !brand.isOwnedByUser &&
    !isOwnedByUser(brand.id) &&
    externalCatalogs
  )
    return { external: true, href: brand.externalCatalogLink };
  return { external: false, href: `/brands/${encodeURIComponent(brand.id)}` };
}
