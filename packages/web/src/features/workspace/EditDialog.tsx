/**
 * The editor of a model (docs/WORKSPACE.md): its title and description in every language
 * beside the brand's main language (languages without a title marked missing), its
 * categories, state, article data, properties and files. Save first shows what will change
 * (before and after), then writes it with the data_version it started from; when another
 * save came first, the editor is shown what that one changed, their own changes are kept on
 * top, and they save again.
 */
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  LinearProgress,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { EditableModelAnswer } from '@vitrine/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import {
  EditConflictError,
  useAddFile,
  useEditableModel,
  useSaveModel,
  type AddFile,
} from '../../api/workspace';
import { UI_LANGUAGES, type UiLanguage } from '../../i18n/languages';
import { EditArticle } from './EditArticle';
import { EditFiles, type Upload } from './EditFiles';
import { EditProperties } from './EditProperties';
import { EditTexts } from './EditTexts';
import {
  changedMeanwhile,
  differences,
  draftOf,
  editOf,
  rebase,
  type Draft,
  type FieldChange,
} from './editModel';
import { ReviewChanges, useDescribeChange } from './ReviewChanges';

const STATES = ['published', 'draft', 'deprecated'] as const;

interface Props {
  modelId: string;
  open: boolean;
  onClose: () => void;
}

export default function EditDialog({ modelId, open, onClose }: Props) {
  const { t } = useTranslation('workspace');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const loaded = useEditableModel(modelId, open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby="edit-title"
    >
      {loaded.isPending && <LinearProgress aria-busy="true" />}
      {loaded.isError && (
        <DialogContent>
          <Alert severity="error">{t('edit.loadFailed')}</Alert>
        </DialogContent>
      )}
      {loaded.data && <Editor loaded={loaded.data} onClose={onClose} />}
    </Dialog>
  );
}

function Editor({ loaded, onClose }: { loaded: EditableModelAnswer; onClose: () => void }) {
  const { t, i18n } = useTranslation('workspace');
  const { item, categories, properties } = loaded;
  const [upload, setUpload] = useState<Upload | null>(null);
  const save = useSaveModel(item.id);
  const add = useAddFile(item.id, (share) => setUpload((u) => u && { ...u, share }));
  const [base, setBase] = useState(item);
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [reviewing, setReviewing] = useState(false);
  const [conflict, setConflict] = useState<{ version: number; changes: FieldChange[] } | null>(
    null,
  );
  const [saved, setSaved] = useState<number | null>(null);
  const describe = useDescribeChange();
  const main = base.main_language;
  const [language, setLanguage] = useState<string>(() => {
    const others = UI_LANGUAGES.filter((l) => l !== item.main_language);
    return others.find((l) => !item.title[l]) ?? others[0]!;
  });
  const pending = differences(draftOf(base), draft).length > 0;

  const label = (id: string) => {
    const labels = byId.get(id)?.labels;
    return labels?.[i18n.language] ?? labels?.en ?? (labels && Object.values(labels)[0]) ?? id;
  };
  const byId = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);

  /** The editor's own change: the draft changes, "saved" no longer holds. */
  const change = (next: (d: Draft) => Draft) => {
    setDraft(next);
    setSaved(null);
  };

  /** Another save came first: what it changed is shown, the editor's changes kept on top. */
  const onConflict = (error: Error) => {
    setReviewing(false);
    if (!(error instanceof EditConflictError)) return;
    setSaved(null);
    setConflict({
      version: error.current.data_version,
      changes: changedMeanwhile(base, error.current),
    });
    setDraft(rebase(base, draft, error.current));
    setBase(error.current);
  };
  const submit = () =>
    save.mutate(editOf(base, draft), {
      onSuccess: ({ item: now }) => {
        setBase(now);
        setDraft(draftOf(now));
        setConflict(null);
        setReviewing(false);
        setSaved(now.data_version);
      },
      onError: onConflict,
    });
  /** A file is saved at once; changes not saved yet stay, on the new version. */
  const addFile = (file: Omit<AddFile, 'dataVersion'>) => {
    setUpload({ name: file.file.name, share: 0 });
    add.mutate(
      { ...file, dataVersion: base.data_version },
      {
        onSuccess: ({ item: now }) => {
          setDraft(rebase(base, draft, now));
          setBase(now);
          setSaved(now.data_version);
        },
        onError: onConflict,
        onSettled: () => setUpload(null),
      },
    );
  };
  const failure = [save, add].find(
    (m) => m.isError && !(m.error instanceof EditConflictError),
  )?.error;

  return (
    <>
      <DialogTitle id="edit-title" sx={{ pr: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <span style={{ overflowWrap: 'anywhere' }}>
            {t(reviewing ? 'edit.review.heading' : 'edit.heading', {
              name: base.title[main as UiLanguage] || base.id,
            })}
          </span>
          <Chip size="small" label={t('edit.version', { version: base.data_version })} />
        </Box>
      </DialogTitle>
      <DialogContent dividers>
        {reviewing ? (
          <ReviewChanges
            base={base}
            draft={draft}
            categories={categories}
            properties={properties}
          />
        ) : (
          <Stack spacing={2.5}>
            {conflict && (
              <Alert severity="warning" data-testid="edit-conflict">
                {t('edit.conflict', {
                  version: conflict.version,
                  changes: conflict.changes.map(describe).join(', ') || '—',
                })}
              </Alert>
            )}
            {saved !== null && (
              <Alert severity="success" data-testid="edit-saved">
                {t('edit.saved', { version: saved })}
              </Alert>
            )}
            {failure && (
              <Alert severity="error" data-testid="edit-failed">
                {t('edit.saveFailed')}
                {failure instanceof ApiError && failure.reason && ` ${failure.reason}`}
              </Alert>
            )}
            <EditTexts
              draft={draft}
              main={main}
              language={language}
              onLanguage={setLanguage}
              onText={(field, lang, value) =>
                change((d) => ({ ...d, [field]: { ...d[field], [lang]: value } }))
              }
            />
            <Autocomplete
              multiple
              options={categories.map((c) => c.id)}
              value={draft.category_ids}
              onChange={(_, value) => change((d) => ({ ...d, category_ids: value }))}
              getOptionLabel={label}
              renderInput={(props) => <TextField {...props} label={t('edit.category')} />}
            />
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('edit.state')}
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={draft.state}
                onChange={(_, value: string | null) =>
                  value && change((d) => ({ ...d, state: value }))
                }
                sx={{ flexWrap: 'wrap' }}
              >
                {STATES.map((state) => (
                  <ToggleButton key={state} value={state} data-testid={`edit-state-${state}`}>
                    {t(`edit.states.${state}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Box>
            <Divider />
            <EditArticle
              articleNumber={draft.article_number}
              article={draft.article}
              onArticleNumber={(value) => change((d) => ({ ...d, article_number: value }))}
              onArticle={(article) => change((d) => ({ ...d, article }))}
            />
            <Divider />
            <EditProperties
              properties={draft.properties}
              options={properties}
              onChange={(next) => change((d) => ({ ...d, properties: next }))}
            />
            <Divider />
            <EditFiles
              item={base}
              removed={draft.remove_files}
              upload={upload}
              onAdd={addFile}
              onRemove={(dataport, removed) =>
                change((d) => ({
                  ...d,
                  remove_files: removed
                    ? [...d.remove_files, dataport]
                    : d.remove_files.filter((x) => x !== dataport),
                }))
              }
            />
          </Stack>
        )}
      </DialogContent>
      {save.isPending && <LinearProgress />}
      <DialogActions>
        {reviewing ? (
          <>
            <Button onClick={() => setReviewing(false)}>{t('edit.review.back')}</Button>
            <Button
              variant="contained"
              onClick={submit}
              disabled={save.isPending}
              data-testid="edit-confirm"
            >
              {t('edit.review.confirm')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{t('edit.close')}</Button>
            <Button
              variant="contained"
              onClick={() => setReviewing(true)}
              disabled={!pending || save.isPending || upload !== null}
              data-testid="edit-save"
            >
              {t('edit.save')}
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}
