/**
 * A model card's download menu: the detail dialog's menu, on the same model document and
 * file meta the dialog reads (so opening the dialog afterwards finds them cached). Its own
 * chunk, loaded when a visitor reaches for a card's Download button: the grid does not carry
 * it. It says 'Loading…' until every entry is known, so the menu does not grow under the
 * pointer.
 */
import { useFileMeta } from '../api/dataport';
import { modelFileIds } from './cardData';
import { useModelDetail } from '../api/detail';
import { DownloadEntriesMenu } from './DownloadEntriesMenu';
import { useDownloadEntries } from './useDownloadEntries';

interface Props {
  modelId: string;
  kind: 'models' | 'materials';
  open: boolean;
  /**
   * The id of the card's Download button: the menu finds the button by it whenever it
   * places itself, so it follows the button wherever the grid renders it.
   */
  buttonId: string;
  onClose: () => void;
}

export default function CardDownloadMenu({ modelId, kind, open, buttonId, onClose }: Props) {
  const detail = useModelDetail(modelId);
  const model = detail.data ?? undefined;
  const files = useFileMeta(model ? modelFileIds(model) : []);
  const { entries, serviceReady, onlyFormats, missing } = useDownloadEntries(
    model,
    files.meta,
    kind,
  );
  const loading = detail.isPending || files.pending || !serviceReady;
  return (
    <DownloadEntriesMenu
      open={open}
      anchor={() => document.getElementById(buttonId)!}
      onClose={onClose}
      entries={entries}
      loading={loading}
      onlyFormats={onlyFormats}
      missing={missing}
      buttonId={buttonId}
    />
  );
}
