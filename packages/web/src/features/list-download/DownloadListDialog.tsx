/**
 * "Download list" (beyond the spec): every item of a favourites list in one zip, in a format the
 * visitor picks. Before starting it says how many items have that format and about how big
 * the zip will be; while the server streams the zip (the browser saves it), it shows the
 * progress; at the end, which items could not go in and why (also in the zip's REPORT.txt).
 */
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  InputLabel,
  LinearProgress,
  List,
  ListItem as Row,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { BUNDLE_ZIP_LIMIT_BYTES, type BundleStatus } from '@vitrine/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bundleStatus, createBundle } from '../../api/bundles';
import { errorDetailOf, loadErrorTexts, plainReason } from '../../components/errorMessage';
import { reportError } from '../../report';
import { offeredFormats, planListDownload } from '../../downloads/listDownload';
import { formatLabel } from '../../downloads/formats';
import { formatSize } from '../../downloads/size';
import { useListItems } from './useListItems';
import { trackEvent } from '../../statistics';

export interface DownloadListDialogProps {
  /** The list's name: the zip's name. */
  listName: string;
  /** The catalogue ids of the list's models and materials. */
  itemIds: readonly string[];
  /** A share link's token: the list is someone else's, downloaded without a login. */
  shareToken?: string;
  onClose: () => void;
}

const POLL_MS = 1000;

export function DownloadListDialog({
  listName,
  itemIds,
  shareToken,
  onClose,
}: DownloadListDialogProps) {
  const { t, i18n } = useTranslation('listDownload');
  const { items, rules, ready, failed } = useListItems(itemIds);
  const formats = useMemo(() => offeredFormats(items, rules), [items, rules]);
  const [chosen, setChosen] = useState<string | null>(null);
  const format = chosen ?? formats[0]?.format ?? null;
  const [status, setStatus] = useState<BundleStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const size = (bytes: number) => formatSize(bytes, i18n.language);
  const plan = useMemo(
    () =>
      format
        ? planListDownload(items, format, rules, () =>
            t('notAvailable', { format: format.toUpperCase() }),
          )
        : null,
    [format, items, rules, t],
  );

  // One zip holds 4 GB: a bigger list is not started (the server would refuse it too).
  const tooBig = plan !== null && plan.estimatedSize > BUNDLE_ZIP_LIMIT_BYTES;

  // Follows the bundle until it is done.
  const running = status !== null && status.state !== 'done';
  useEffect(() => {
    if (!running || !status) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      bundleStatus(status.bundle_id, controller.signal)
        .then(setStatus)
        .catch(async (e: unknown) => {
          if (controller.signal.aborted) return;
          reportError(e, `List download status failed: ${errorDetailOf(e)}`);
          await loadErrorTexts();
          setError(t('failed', { reason: plainReason(e, t) }));
        });
    }, POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [running, status, t]);

  async function start() {
    if (!plan || plan.entries.length === 0 || tooBig) return;
    setStarting(true);
    setError(null);
    try {
      const made = await createBundle({
        name: listName,
        entries: plan.entries,
        skipped: plan.skipped,
        language: i18n.language.slice(0, 2),
        ...(shareToken ? { share_token: shareToken } : {}),
      });
      setStatus(made);
      trackEvent({ action: 'list_download', items: plan.entries.length });
      saveFrom(made.download_url);
    } catch (e) {
      reportError(e, `List download failed: ${errorDetailOf(e)}`);
      await loadErrorTexts();
      setError(t('failed', { reason: plainReason(e, t) }));
    } finally {
      setStarting(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="list-download-title"
      data-testid="list-download-dialog"
    >
      <DialogTitle id="list-download-title">{t('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('intro', { name: listName })}
          </Typography>
          {failed && <Alert severity="error">{t('loadFailed')}</Alert>}
          {!ready && !failed && <LinearProgress aria-label={t('loading')} />}
          {ready && formats.length === 0 && !items.some((i) => i.kind === 'materials') && (
            <Alert severity="info">{t('noFormats')}</Alert>
          )}
          {ready && formats.length > 0 && !status && (
            <FormControl size="small" sx={{ maxWidth: 320 }}>
              <InputLabel id="list-download-format">{t('format')}</InputLabel>
              <Select
                labelId="list-download-format"
                label={t('format')}
                value={format ?? ''}
                onChange={(e) => setChosen(e.target.value)}
                data-testid="list-download-format"
              >
                {formats.map((f) => (
                  <MenuItem key={f.format} value={f.format} data-testid={`format-${f.format}`}>
                    {t('formatOption', {
                      format: formatLabel(f.format, false),
                      count: f.count,
                      total: items.filter((i) => i.kind === 'models').length,
                    })}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          {ready && plan && !status && (
            <Typography variant="body2" data-testid="list-download-estimate">
              {t('estimate', { count: plan.entries.length, size: size(plan.estimatedSize) })}
              {plan.skipped.length > 0 && ` ${t('missingBefore', { count: plan.skipped.length })}`}
            </Typography>
          )}
          {ready && plan && !status && tooBig && (
            <Alert severity="warning" data-testid="list-download-too-big">
              {t('tooBig', { size: size(plan.estimatedSize) })}
            </Alert>
          )}
          {status && <Progress status={status} size={size} />}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        {!status && (
          <Button
            variant="contained"
            onClick={() => void start()}
            disabled={!ready || starting || !plan || plan.entries.length === 0 || tooBig}
            data-testid="list-download-start"
          >
            {t('start')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function Progress({ status, size }: { status: BundleStatus; size: (bytes: number) => string }) {
  const { t } = useTranslation('listDownload');
  const done = status.state === 'done';
  return (
    <Stack spacing={1} data-testid="list-download-progress" aria-live="polite">
      <LinearProgress
        variant={status.state === 'ready' ? 'indeterminate' : 'determinate'}
        value={status.total ? (100 * status.done) / status.total : 0}
        aria-label={t('progressLabel')}
      />
      <Typography variant="body2">
        {done
          ? t('done', { size: size(status.bytes) })
          : t('progress', { done: status.done, total: status.total, size: size(status.bytes) })}
      </Typography>
      {done && status.failed.length > 0 && (
        <>
          <Typography variant="subtitle2">{t('notIncluded')}</Typography>
          <List dense disablePadding data-testid="list-download-failed">
            {status.failed.map((f) => (
              <Row key={`${f.label}:${f.reason}`} disableGutters>
                <ListItemText primary={f.label} secondary={f.reason} />
              </Row>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

/** Lets the browser save the zip as it streams (its own download, not held in the page). */
function saveFrom(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
