/**
 * Files as the embedding host receives them (pCatHost.download's files, pCatHost.configure's
 * configuration; docs/EMBEDDING.md): format, dataport, a file name, the size when stored,
 * and the absolute URL that serves it.
 */
import type { DownloadFile } from '@vitrine/contracts/host-messages';
import { dataportUrl } from '../api/client';
import { absoluteUrl } from '../embedding';
import type { DownloadItem } from './cadDownloads';
import type { MaterialDownload } from './materialDownloads';
import { cadDownloadUrl, materialDownloadUrl } from './urls';

/** A file name from the title when the file service gave none: 'Lounge chair' → lounge-chair.skp. */
export function fileNameOf(title: string, suffix: string, format: string): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'download';
  return `${base}${suffix}.${format}`;
}

export function cadHostFile(item: DownloadItem, title: string): DownloadFile {
  return {
    format: item.format,
    dataport: item.dataport,
    name: item.name ?? fileNameOf(title, '', item.format),
    ...(item.size !== undefined && { size: item.size }),
    isGenerated: item.isGenerated,
    ...(item.generatedFrom && { generatedFrom: item.generatedFrom }),
    is2d: item.is2d,
    kind: 'cad',
    url: absoluteUrl(cadDownloadUrl(item)),
  };
}

export function materialHostFile(item: MaterialDownload, title: string): DownloadFile {
  const isPackage = item.kind === 'package';
  return {
    format: item.format,
    dataport: item.dataport,
    name: item.name ?? fileNameOf(title, isPackage ? '' : `-${item.kind}`, item.format),
    ...(item.size !== undefined && { size: item.size }),
    isGenerated: isPackage,
    kind: 'material',
    category: item.kind,
    url: absoluteUrl(materialDownloadUrl(item)),
  };
}

/** A model's configuration file (pec, then peclight, obx, our vcfg) for the host's configurator. */
export function configurationHostFile(
  model: {
    cads?: readonly { format: string; dataport: string }[];
    binaries?: readonly { category: string; dataport: string; format?: string }[];
  },
  order: readonly string[],
  title: string,
): DownloadFile | undefined {
  const cad = order
    .map((format) => model.cads?.find((c) => c.format === format))
    .find((c) => c !== undefined);
  const binary = model.binaries?.find((b) => b.category === 'configuration');
  const chosen = cad ?? (binary && { format: binary.format ?? 'vcfg', dataport: binary.dataport });
  if (!chosen) return undefined;
  return {
    format: chosen.format,
    dataport: chosen.dataport,
    name: fileNameOf(title, '', chosen.format),
    isGenerated: false,
    kind: 'configuration',
    url: absoluteUrl(`${dataportUrl(chosen.dataport)}?cd=attachment`),
  };
}
