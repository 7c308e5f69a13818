/**
 * A catalog document folder's file handed to an embedding host that handles downloads (spec
 * 02 s.2 "Catalog tab": the document is passed to the host download): pCatHost.download with
 * the folder as a collection item and its file as a document. Kept with the catalog tab, so
 * only the tab's chunk carries it.
 */
import { dataportUrl } from '../../../api/client';
import type { CollectionDoc } from '../../../api/brandItems';
import { fileNameOf } from '../../../downloads/hostFiles';
import { absoluteUrl, sendDownload } from '../../../embedding';

/** Sends the folder's document to the host; false when no host took it. */
export function sendDocumentToHost(
  folder: CollectionDoc,
  document: { dataport: string; format?: string },
  title: string,
  brandId: string,
): boolean {
  const format = (document.format ?? 'pdf').toLowerCase();
  return sendDownload(
    {
      modelId: folder.id,
      entity: 'collection',
      dataVersion: folder.data_version ?? 0,
      title: title || folder.id,
      itemType: folder.type ?? 'folder',
      ownerId: folder.owner_id ?? brandId,
    },
    format,
    [
      {
        format,
        dataport: document.dataport,
        name: fileNameOf(title || folder.id, '', format),
        isGenerated: false,
        kind: 'document',
        url: absoluteUrl(`${dataportUrl(document.dataport)}?cd=attachment`),
      },
    ],
  );
}
