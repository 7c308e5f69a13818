/**
 * Product information of imported SweetHome3D pieces: the licence (a link to its text when
 * it is a Creative Commons licence) and the creator, as items of the 'licence' category, so
 * the detail dialog credits them where documents and contacts are shown.
 */
import type { Model, PimItemInput } from '@vitrine/contracts';

const LICENCES: Array<[RegExp, string]> = [
  [/public domain|\bCC-?0\b/i, 'https://creativecommons.org/publicdomain/zero/1.0/'],
  [/attribution 3\.0 united states/i, 'https://creativecommons.org/licenses/by/3.0/us/'],
  [/attribution 3\.0/i, 'https://creativecommons.org/licenses/by/3.0/'],
  [/attribution 4\.0|\bCC[- ]BY\b/i, 'https://creativecommons.org/licenses/by/4.0/'],
];

/** The text of the licence a piece names, when it is one we know. */
export const licenceUrl = (licence: string) => LICENCES.find(([re]) => re.test(licence))?.[1];

/** The article data an imported piece is found by: its creator as manufacturer, its id. */
export function sh3dArticle(modelId: string, ownerId: string, creator: string, title: string) {
  return {
    manufacturer: ownerId,
    manufacturerId: ownerId,
    manufacturerName: creator,
    artNo: modelId,
    shortText: title,
    language: 'en',
  };
}

/** The licence and creator items of an imported model (none without article data). */
export function sh3dPimItems(model: Model): PimItemInput[] {
  const reference = model.references.find((r) => r.category === 'egr_pim');
  if (!reference?.payload) return [];
  const { manufacturerId, artNo } = JSON.parse(reference.payload) as {
    manufacturerId: string;
    artNo: string;
  };
  const text = (category: string) => model.texts.find((t) => t.category === category)?.payload;
  const base = {
    ...(model.owner_id ? { ownerId: model.owner_id } : {}),
    manufacturerId,
    artNo,
    category: 'licence',
  };
  const items: PimItemInput[] = [];
  const licence = text('license');
  if (licence) {
    const url = licenceUrl(licence);
    items.push({
      ...base,
      key: `sh3d:${artNo}:licence`,
      name: licence,
      ...(url ? { contentType: 'link', url } : { contentType: 'text', text: licence }),
      position: 0,
    });
  }
  const creator = text('creator');
  if (creator) {
    items.push({
      ...base,
      key: `sh3d:${artNo}:creator`,
      contentType: 'contact',
      name: creator,
      contact: { name: creator },
      position: 1,
    });
  }
  return items;
}
