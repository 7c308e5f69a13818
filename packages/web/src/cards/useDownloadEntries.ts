/**
 * The download menu's entries, shared by the detail dialog and a card's menu: per format the
 * file and its size (spec 02 s.9 units), generated formats marked as converted, '| 2D' for
 * drawings; for a material, its package and maps. The rules live in src/downloads. In a
 * client mode the formats follow the host's list and order, and when the host handles
 * downloads an entry sends pCatHost.download instead of downloading (src/embedding).
 */
import type { DataportEntry } from '@vitrine/contracts';
import type { DownloadFile } from '@vitrine/contracts/host-messages';
import { useTranslation } from 'react-i18next';
import { useDataportService } from '../api/dataport';
import { useItem, type ModelDoc } from '../api/models';
import { useDataLanguages, textOf } from '../api/texts';
import { allowedFormats } from '../downloads/allowed';
import { cadDownloads } from '../downloads/cadDownloads';
import { formatLabel } from '../downloads/formats';
import { materialDownloads } from '../downloads/materialDownloads';
import { formatSize } from '../downloads/size';
import { cadHostFile, materialHostFile } from '../downloads/hostFiles';
import { cadDownloadUrl, materialDownloadUrl } from '../downloads/urls';
import { byModeOrder, itemRefOf, sendDownload, useEmbedState } from '../embedding';

export interface DownloadEntry {
  key: string;
  href: string;
  label: string;
  /** The size, or where a generated file comes from. */
  detail: string;
  testId: string;
  /** The file's format (dwg, ifc, ...) or kind, as statistics count downloads. */
  format: string;
  /** Set when the host handles downloads: sends the entry to the host (no href then). */
  toHost?: () => void;
}

export interface DownloadEntries {
  entries: DownloadEntry[];
  /** False while the formats cadify writes are still being asked for. */
  serviceReady: boolean;
  /**
   * The formats the host or the operator allows, when the item has files but none in them
   * (say so instead of "No files to download"); undefined otherwise.
   */
  onlyFormats?: readonly string[];
  /**
   * The format a client mode takes first (SketchUp: SKP) when the item has files but none in
   * it (say so above the other formats); undefined otherwise.
   */
  missing?: string;
}

export function useDownloadEntries(
  model: ModelDoc | undefined,
  meta: Readonly<Record<string, DataportEntry | undefined>>,
  kind: 'models' | 'materials',
): DownloadEntries {
  const { t, i18n } = useTranslation('detail');
  const service = useDataportService();
  const embedding = useEmbedState();
  const allowed = allowedFormats();
  const languages = useDataLanguages();
  const owner = useItem(
    'owners',
    embedding.hostHandles.download ? model?.owner_id : undefined,
    languages,
  );
  const size = (bytes: number | undefined) =>
    bytes === undefined ? '' : formatSize(bytes, i18n.language);
  const title = model ? (textOf(model, 'title', languages) ?? model.id) : '';
  /** The host's send, when it handles downloads. */
  const toHost = (format: string, file: () => DownloadFile) =>
    model && embedding.hostHandles.download
      ? () =>
          sendDownload(itemRefOf(model, languages, textOf(owner, 'name', languages)), format, [
            file(),
          ])
      : undefined;

  const materials = (only?: readonly string[]) =>
    materialDownloads({ materials: model?.materials ?? [], meta, allowed: only });
  const cads = (only?: readonly string[]) =>
    cadDownloads({
      cads: model?.cads ?? [],
      meta,
      writable: service.data?.filetypes.references.cadify,
      allowed: only,
    });
  const entries: DownloadEntry[] = !model
    ? []
    : kind === 'materials'
      ? materials(allowed.material).map((item) => ({
          key: `${item.kind}:${item.dataport}`,
          href: materialDownloadUrl(item),
          label: `${t(`maps.${item.kind}`, item.kind)} (${item.format.toUpperCase()})`,
          detail: size(item.size),
          testId: `download-${item.kind}`,
          format: item.kind,
          toHost: toHost(item.format, () => materialHostFile(item, title)),
        }))
      : byModeOrder(cads(allowed.cad), embedding.client && allowed.cad).map((item) => ({
          key: `${item.format}:${item.dataport}:${item.isGenerated}`,
          href: cadDownloadUrl(item),
          label: formatLabel(item.format, item.is2d),
          detail: item.isGenerated
            ? t('download.converted', { format: item.generatedFrom?.toUpperCase() })
            : size(item.size),
          testId: `download-${item.format}`,
          format: item.format,
          toHost: toHost(item.format, () => cadHostFile(item, title)),
        }));
  const only = kind === 'materials' ? allowed.material : allowed.cad;
  const filteredOut =
    model !== undefined &&
    entries.length === 0 &&
    only !== undefined &&
    (kind === 'materials' ? materials() : cads()).length > 0;
  const first = embedding.client && kind === 'models' ? allowed.cad?.[0] : undefined;
  const missing =
    first && entries.length > 0 && !entries.some((entry) => entry.format === first)
      ? first
      : undefined;
  return {
    entries,
    serviceReady: !service.isPending,
    ...(filteredOut && { onlyFormats: only }),
    ...(missing && { missing }),
  };
}
