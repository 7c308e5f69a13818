/**
 * What a card shows, read from a model document: the preview image (category preview
 * favoured, then by score), and the credits of imported models (creator and licence, e.g.
 * SweetHome3D pieces), whose CC-BY licences oblige us to name the author; and the files a
 * model's download menu describes.
 */
import { cardPreview, type MediaEntry } from '@vitrine/contracts';
import { textOf } from '../api/texts';
import type { ModelDoc, OwnerDoc } from '../api/models';

/** The image a card shows, or undefined (the placeholder shows). */
export function previewImage(model: ModelDoc | undefined): MediaEntry | undefined {
  return cardPreview(model?.images);
}

export interface Credits {
  creator: string | undefined;
  license: string | undefined;
  /** Where the licence's text is (its reference of format url), when the model says. */
  licenseUrl: string | undefined;
  /** Creative Commons licences with BY need the author named where the work is shown. */
  needsAttribution: boolean;
}

/** The model's creator and licence, or null when it carries neither. */
export function creditsOf(model: ModelDoc | undefined, languages: string[]): Credits | null {
  const creator = textOf(model, 'creator', languages);
  const license =
    textOf(model, 'license', languages) ??
    model?.references?.find((r) => r.category === 'license' && r.format !== 'url')?.payload;
  if (!creator && !license) return null;
  const licenseUrl = model?.references?.find(
    (r) => r.category === 'license' && r.format === 'url' && /^https?:\/\//.test(r.payload ?? ''),
  )?.payload;
  return {
    creator,
    license,
    licenseUrl,
    needsAttribution: /\bCC[\s-]?BY\b|Creative Commons Attribution/i.test(license ?? ''),
  };
}

/**
 * The files whose meta (size, name, what cadify and substance make of them) the download
 * menu and the documents list describe: cads, material files and documents. The dialog and a
 * card's download menu ask for the same ids, so either fills the cache for the other.
 */
export function modelFileIds(model: ModelDoc): string[] {
  return [
    ...(model.cads ?? []).map((c) => c.dataport),
    ...(model.materials ?? []).flatMap((m) => (m.dataport ? [m.dataport] : [])),
    ...(model.documents ?? []).map((d) => d.dataport),
  ];
}

/** A community library (owner type community): a source of items, not a brand. */
export const isCommunityLibrary = (owner: OwnerDoc | null | undefined) =>
  owner?.type === 'community';
