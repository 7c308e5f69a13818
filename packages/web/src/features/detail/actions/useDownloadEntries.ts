/**
 * The download menu's entries, shared by the detail dialog and a card's menu: per format the
 * file and its size (spec 02 s.9 units), generated formats marked as converted, '| 2D' for
 * drawings; for a material, its package and maps. The rules live in src/downloads.
 */
import type { DataportEntry } from '@vitrine/contracts';
import { useTranslation } from 'react-i18next';
import { useDataportService } from '../../../api/dataport';
import type { ModelDoc } from '../../../api/models';
import { allowedFormats } from '../../../downloads/allowed';
import { cadDownloads } from '../../../downloads/cadDownloads';
import { formatLabel } from '../../../downloads/formats';
import { materialDownloads } from '../../../downloads/materialDownloads';
import { formatSize } from '../../../downloads/size';
import { cadDownloadUrl, materialDownloadUrl } from '../../../downloads/urls';

export interface DownloadEntry {
  key: string;
  href: string;
  label: string;
  /** The size, or where a generated file comes from. */
  detail: string;
  testId: string;
}

export interface DownloadEntries {
  entries: DownloadEntry[];
  /** False while the formats cadify writes are still being asked for. */
  serviceReady: boolean;
}

export function useDownloadEntries(
  model: ModelDoc | undefined,
  meta: Readonly<Record<string, DataportEntry | undefined>>,
  kind: 'models' | 'materials',
): DownloadEntries {
  const { t, i18n } = useTranslation('detail');
  const service = useDataportService();
  const allowed = allowedFormats();
  const size = (bytes: number | undefined) =>
    bytes === undefined ? '' : formatSize(bytes, i18n.language);

  const entries: DownloadEntry[] = !model
    ? []
    : kind === 'materials'
      ? materialDownloads({
          materials: model.materials ?? [],
          meta,
          allowed: allowed.material,
        }).map((item) => ({
          key: `${item.kind}:${item.dataport}`,
          href: materialDownloadUrl(item),
          label: `${t(`maps.${item.kind}`, item.kind)} (${item.format.toUpperCase()})`,
          detail: size(item.size),
          testId: `download-${item.kind}`,
        }))
      : cadDownloads({
          cads: model.cads ?? [],
          meta,
          writable: service.data?.filetypes.references.cadify,
          allowed: allowed.cad,
        }).map((item) => ({
          key: `${item.format}:${item.dataport}:${item.isGenerated}`,
          href: cadDownloadUrl(item),
          label: formatLabel(item.format, item.is2d),
          detail: item.isGenerated
            ? t('download.converted', { format: item.generatedFrom?.toUpperCase() })
            : size(item.size),
          testId: `download-${item.format}`,
        }));
  return { entries, serviceReady: !service.isPending };
}
