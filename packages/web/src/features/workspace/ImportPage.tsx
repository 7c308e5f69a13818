/**
 * /import: a brand editor's Import page (docs/IMPORT.md "The Import page"). Choose the brand,
 * choose a package (zip, products.csv / .xlsx, manifest), check it first (a dry run and its
 * report), then import it (live progress) and publish what it brought; past imports below.
 * For brand owners and administrators; the job in the address survives a reload.
 */
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Container,
  FormControlLabel,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useImportJob, useStartImport } from '../../api/importJobs';
import { removeBootBanner } from '../../boot';
import { LoginNeeded } from '../../components/LoginNeeded';
import { ApiError } from '../../api/client';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { mayUseDraftView, useSession } from '../../session';
import { JobPanel } from './JobPanel';
import { PastJobs } from './PastJobs';

const ACCEPT = '.zip,.csv,.xlsx,.json,.ndjson,.sh3f';

export default function ImportPage() {
  const { t } = useTranslation('workspace');
  const session = useSession();
  useDocumentTitle(t('title'));
  useEffect(removeBootBanner, []);
  const user = session.status === 'loggedIn' ? session.user : null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {t('intro')}
      </Typography>
      {session.status === 'anonymous' && (
        <LoginNeeded message={t('loginNeeded')} label={t('login')} />
      )}
      {user && !mayUseDraftView(user) && <Alert severity="info">{t('notEditor')}</Alert>}
      {user && mayUseDraftView(user) && (
        <Workspace ownerIds={user.owner_ids} admin={user.admin === true} />
      )}
    </Container>
  );
}

function Workspace({ ownerIds, admin }: { ownerIds: readonly string[]; admin: boolean }) {
  const { t } = useTranslation('workspace');
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job') ?? undefined;
  const [brand, setBrand] = useState(params.get('brand') ?? ownerIds[0] ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [keepMissing, setKeepMissing] = useState(false);
  /** The file whose dry run passed: only it may be imported. */
  const [checked, setChecked] = useState<File | null>(null);
  const start = useStartImport();
  const job = useImportJob(jobId).data;

  useEffect(() => {
    if (job?.dry_run && job.status === 'done' && file && start.variables?.file === file)
      setChecked(file);
  }, [job, file, start.variables]);

  const open = (id: string) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        next.set('job', id);
        return next;
      },
      { replace: false },
    );
  const run = (dryRun: boolean) => {
    if (!file) return;
    start.mutate(
      { file, dryRun, ...(brand ? { ownerId: brand } : {}), keepMissing },
      { onSuccess: (started) => open(started.job_id) },
    );
  };
  const busy = start.isPending || job?.status === 'running';

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Stack spacing={2}>
          <Autocomplete
            freeSolo={admin}
            options={[...ownerIds]}
            value={brand}
            onChange={(_, value) => setBrand(value ?? '')}
            onInputChange={(_, value) => admin && setBrand(value)}
            disableClearable={!admin}
            sx={{ maxWidth: 420 }}
            renderInput={(props) => (
              <TextField
                {...props}
                label={t('brand')}
                helperText={t('brandHint')}
                slotProps={{
                  ...props.slotProps,
                  htmlInput: { ...props.slotProps.htmlInput, 'data-testid': 'import-brand' },
                }}
              />
            )}
          />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Button
              component="label"
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('choose')}
              <input
                hidden
                type="file"
                accept={ACCEPT}
                data-testid="import-file"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setChecked(null);
                  e.target.value = '';
                }}
              />
            </Button>
            <Typography
              variant="body2"
              color={file ? 'text.primary' : 'text.secondary'}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {file ? file.name : t('formats')}
            </Typography>
          </Stack>
          <FormControlLabel
            control={
              <Checkbox checked={keepMissing} onChange={(e) => setKeepMissing(e.target.checked)} />
            }
            label={t('keepMissing')}
          />
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              disabled={!file || busy}
              onClick={() => run(true)}
              data-testid="import-check"
            >
              {t('check')}
            </Button>
            <Button
              variant="contained"
              color="secondary"
              disabled={!file || busy || checked !== file}
              onClick={() => run(false)}
              data-testid="import-run"
            >
              {t('import')}
            </Button>
          </Box>
          {file && checked !== file && (
            <Typography variant="body2" color="text.secondary">
              {t('checkFirst')}
            </Typography>
          )}
          {start.isError && (
            <Alert severity="error">
              {t('startFailed')}
              {start.error instanceof ApiError && start.error.reason && ` ${start.error.reason}`}
            </Alert>
          )}
        </Stack>
      </Paper>
      {job && <JobPanel job={job} />}
      <PastJobs current={jobId} onOpen={open} />
    </Stack>
  );
}
