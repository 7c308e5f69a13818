/**
 * The download menu itself, anchored to the button that opened it: one link per entry
 * (plain attachments, cd=attachment, so the browser downloads them), or, when the embedding
 * host handles downloads, one button per entry that hands it to the host. While the files
 * are still being described it says so, and it says when there is nothing to download.
 */
import {
  CircularProgress,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
  type PopoverProps,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DownloadEntry } from './useDownloadEntries';

interface Props {
  open: boolean;
  /** The button, or a function finding it (a button that may be re-rendered while open). */
  anchor: PopoverProps['anchorEl'];
  onClose: () => void;
  entries: DownloadEntry[];
  /** The entries are not all known yet. */
  loading?: boolean;
  /** The id of the button that opens the menu, which names it. */
  buttonId?: string;
  /** An entry was chosen (counted by statistics, with consent). */
  onChosen?: (entry: DownloadEntry) => void;
  /** The item has files, but none in these formats, the only ones allowed here. */
  onlyFormats?: readonly string[];
  /** The format the client mode takes first, which the item lacks (said above the others). */
  missing?: string;
}

/** A line that informs, not an option: readable, not greyed out like a disabled choice. */
const note = { gap: 1.5, color: 'text.secondary', '&.Mui-disabled': { opacity: 1 } };

export function DownloadEntriesMenu({
  open,
  anchor,
  onClose,
  entries,
  loading,
  buttonId,
  onChosen,
  onlyFormats,
  missing,
}: Props) {
  const { t } = useTranslation('detail');
  return (
    <Menu
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { minWidth: 240, maxHeight: 420 } },
        list: { 'aria-labelledby': buttonId, 'aria-busy': loading || undefined },
      }}
    >
      {loading ? (
        <MenuItem disabled sx={note}>
          <CircularProgress size={16} aria-hidden />
          <ListItemText primary={t('loading')} />
        </MenuItem>
      ) : entries.length === 0 ? (
        <MenuItem disabled sx={{ ...note, whiteSpace: 'normal', maxWidth: 360 }}>
          <ListItemText
            primary={
              onlyFormats
                ? t('download.noneAccepted', {
                    formats: onlyFormats.map((f) => f.toUpperCase()).join(', '),
                  })
                : t('download.none')
            }
          />
        </MenuItem>
      ) : (
        [
          missing && (
            <MenuItem
              key="missing"
              disabled
              sx={{ ...note, whiteSpace: 'normal', maxWidth: 360 }}
              data-testid="format-missing"
            >
              <ListItemText
                primary={t('download.missing', { format: missing.toUpperCase() })}
                slotProps={{ primary: { variant: 'body2' } }}
              />
            </MenuItem>
          ),
          ...entries.map((entry) => (
            <MenuItem
              key={entry.key}
              {...(entry.toHost
                ? {
                    onClick: () => {
                      entry.toHost!();
                      onChosen?.(entry);
                      onClose();
                    },
                  }
                : {
                    component: 'a',
                    href: entry.href,
                    download: true,
                    onClick: () => {
                      onChosen?.(entry);
                      onClose();
                    },
                  })}
              data-testid={entry.testId}
              sx={{ gap: 3 }}
            >
              <ListItemText
                primary={entry.label}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
              <Typography variant="caption" color="text.secondary">
                {entry.detail}
              </Typography>
            </MenuItem>
          )),
        ]
      )}
    </Menu>
  );
}
