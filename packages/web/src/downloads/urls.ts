/** Download and viewing links of the file service (spec 02 s.7 "Other"). */
import { dataportUrl } from '../api/client';
import type { DownloadItem } from './cadDownloads';
import type { MaterialDownload } from './materialDownloads';

/** A CAD download: the stored file, or cadify's conversion; always as an attachment. */
export function cadDownloadUrl(item: DownloadItem): string {
  if (!item.isGenerated) return `${dataportUrl(item.dataport)}?cd=attachment`;
  return cadifyDownloadUrl(item.dataport, item.format);
}

/** The file converted by cadify to `format`, as an attachment. */
export function cadifyDownloadUrl(dataport: string, format: string): string {
  const query = new URLSearchParams({ f: format, cd: 'attachment' });
  return `${dataportUrl(dataport)}/cadify?${query.toString()}`;
}

export function materialDownloadUrl(item: MaterialDownload): string {
  if (item.kind !== 'package') return `${dataportUrl(item.dataport)}?cd=attachment`;
  return `${dataportUrl(item.dataport)}/substance?t=package&f=zip&cd=attachment`;
}

/** A document opened in the browser (spec 02 s.7: documents with cd=inline). */
export const documentUrl = (dataport: string) => `${dataportUrl(dataport)}?cd=inline`;

/** A 3D file for the viewer and AR: glb or usdz from cadify. */
export const cadifyUrl = (dataport: string, format: 'glb' | 'usdz') =>
  `${dataportUrl(dataport)}/cadify?f=${format}`;
