/**
 * What a host does with pCatHost.download: here it lists the files it would import (a real
 * host fetches each `url` and opens the file in its own tool) and remembers each model's
 * revision for pCat.checkRevisions.
 */
import type { HostMessages, Revision, RevisionStatus } from '@vitrine/embed';

const sizeText = (size?: number) =>
  size === undefined ? 'size known after conversion' : `${Math.round(size / 1024)} KB`;

export function importsPanel(list: HTMLUListElement) {
  const downloaded = new Map<string, Revision>();
  const entries = new Map<string, HTMLLIElement>();
  return {
    download({ item, format, files }: HostMessages['pCatHost.download']) {
      list.querySelector('.empty')?.remove();
      downloaded.set(item.modelId, { id: item.modelId, dataVersion: item.dataVersion });
      const entry = document.createElement('li');
      const title = document.createElement('strong');
      title.textContent = `${item.title} (${item.ownerName ?? item.ownerId ?? 'no brand'}) as ${format.toUpperCase()}`;
      const fileList = document.createElement('ul');
      for (const file of files) {
        const line = document.createElement('li');
        const link = Object.assign(document.createElement('a'), {
          href: file.url,
          textContent: file.name,
        });
        line.append(
          link,
          ` · ${file.kind} · ${sizeText(file.size)}${file.isGenerated ? ` · converted from ${file.generatedFrom}` : ''}`,
        );
        fileList.append(line);
      }
      const status = document.createElement('span');
      status.className = 'revision';
      status.textContent = ` revision ${item.dataVersion}`;
      entry.append(title, status, fileList);
      entries.get(item.modelId)?.remove();
      entries.set(item.modelId, entry);
      list.prepend(entry);
    },
    revisions: () => [...downloaded.values()],
    showStatus(statuses: RevisionStatus[]) {
      for (const { id, status, currentDataVersion } of statuses) {
        const label = entries.get(id)?.querySelector('.revision');
        if (label)
          label.textContent = ` ${status}${currentDataVersion === undefined ? '' : ` (now ${currentDataVersion})`}`;
      }
    },
  };
}
