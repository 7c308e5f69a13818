/**
 * The detail dialog's Download button and its menu (entries: useDownloadEntries). The
 * button stays disabled while there is nothing to offer, unless the item has files in formats
 * the host does not take: its menu then says which formats it takes. A client mode names the
 * button (Import, Open).
 */
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Button } from '@mui/material';
import type { DataportEntry } from '@vitrine/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackEvent } from '../../../statistics';
import type { ModelDoc } from '../../../api/models';
import { useActionLabel } from '../../../embedding';
import { DownloadEntriesMenu } from '../../../cards/DownloadEntriesMenu';
import { useDownloadEntries } from '../../../cards/useDownloadEntries';

interface Props {
  model: ModelDoc;
  meta: Readonly<Record<string, DataportEntry | undefined>>;
  kind: 'models' | 'materials';
}

export function DownloadMenu({ model, meta, kind }: Props) {
  const { t } = useTranslation('detail');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { entries, onlyFormats, missing } = useDownloadEntries(model, meta, kind);
  const buttonId = useId();
  const label = useActionLabel(t('actions.download'));

  return (
    <>
      <Button
        id={buttonId}
        variant="contained"
        startIcon={<DownloadOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={entries.length === 0 && !onlyFormats}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        data-testid="detail-download"
      >
        {label}
      </Button>
      <DownloadEntriesMenu
        open={anchor !== null}
        anchor={anchor}
        onClose={() => setAnchor(null)}
        entries={entries}
        onlyFormats={onlyFormats}
        missing={missing}
        buttonId={buttonId}
        onChosen={(entry) =>
          trackEvent({
            action: 'download',
            itemId: model.id,
            brandId: model.owner_id,
            format: entry.format,
          })
        }
      />
    </>
  );
}
