/**
 * A list's export menu (docs/FAVORITES.md "Export"): the list as a PDF (a product sheet per
 * item), an Excel workbook or a CSV file, in the app's language. The owner's list goes with
 * the login; a shared list with its link's token. The browser saves the file.
 */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Button, CircularProgress, Menu, MenuItem, Snackbar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { exportList, type ListExportFormat } from '../../api/lists';
import { errorDetailOf, loadErrorTexts, plainReason } from '../../components/errorMessage';
import { saveBlob } from '../../saveBlob';
import { reportError } from '../../report';

export type ExportListMenuProps = ({ listId: string } | { shareToken: string }) & {
  variant?: 'text' | 'outlined' | 'contained';
  size?: 'small' | 'medium';
};

const FORMATS: ListExportFormat[] = ['pdf', 'xlsx', 'csv'];

export function ExportListMenu({
  variant = 'outlined',
  size = 'small',
  ...target
}: ExportListMenuProps) {
  const { t, i18n } = useTranslation('listDownload');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState<ListExportFormat | null>(null);
  const [error, setError] = useState('');

  const run = async (format: ListExportFormat) => {
    setAnchor(null);
    setBusy(format);
    try {
      const { blob, filename } = await exportList(target, format, i18n.language);
      saveBlob(blob, filename);
    } catch (e) {
      if (e instanceof ApiError && e.error_code === '_422_list_too_large') {
        setError(t('exportTooLarge'));
      } else {
        reportError(e, `List export failed: ${errorDetailOf(e)}`);
        await loadErrorTexts();
        setError(t('exportFailed', { reason: plainReason(e, t) }));
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        startIcon={busy ? <CircularProgress size={16} /> : <FileDownloadOutlined />}
        disabled={busy !== null}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="list-export"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {busy ? t('exporting') : t('export')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {FORMATS.map((format) => (
          <MenuItem
            key={format}
            data-testid={`list-export-${format}`}
            onClick={() => void run(format)}
          >
            {t(`exportAs.${format}`)}
          </MenuItem>
        ))}
      </Menu>
      <Snackbar open={Boolean(error)} autoHideDuration={8000} onClose={() => setError('')}>
        <Alert severity="error" onClose={() => setError('')}>
          {error}
        </Alert>
      </Snackbar>
    </>
  );
}
