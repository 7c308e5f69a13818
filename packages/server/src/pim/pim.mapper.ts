/** Shapes stored rows into spec 02's product information items: dataport ids become URLs. */
import type { PimItem } from '@vitrine/contracts';
import type { PimRow } from './pim.repository';

/** Thumbnails: small enough for a list row, sharp on a high-density screen. */
const THUMBNAIL = 'w=160&h=120&t=fit,webp';
const PHOTO = 'w=96&h=96&t=crop,webp';

export function createPimMapper(dataportBase: string) {
  const fileUrl = (id: string) => `${dataportBase}/v1/${encodeURIComponent(id)}`;
  const scaled = (id: string, query: string) => `${fileUrl(id)}/imagine?${query}`;

  return function toItem(row: PimRow): PimItem {
    const item: PimItem = { contentType: row.content_type, category: row.category, name: row.name };
    if (row.dataport_id) item.uri = fileUrl(row.dataport_id);
    else if (row.url) item.uri = row.url;
    if (row.size !== null) item.size = Number(row.size);
    const thumbnail =
      row.thumbnail_dataport ?? (row.content_type === 'image' ? row.dataport_id : null);
    if (thumbnail) item.thumbnailUri = scaled(thumbnail, THUMBNAIL);
    const data: NonNullable<PimItem['data']> = {};
    if (row.data?.text) data.text = row.data.text;
    if (row.data?.contact) {
      const { photoDataportId, ...contact } = row.data.contact;
      data.contact = photoDataportId
        ? { ...contact, photo: scaled(photoDataportId, PHOTO) }
        : contact;
    }
    if (row.width !== null) data.width = row.width;
    if (row.height !== null) data.height = row.height;
    if (row.language) data.language = row.language;
    if (Object.keys(data).length > 0) item.data = data;
    return item;
  };
}
