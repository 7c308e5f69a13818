/**
 * The editor of a model (docs/WORKSPACE.md): its title and description in every language
 * beside the brand's main language (languages without a title marked missing), its
 * categories and its state (published, unpublished, deprecated). A save sends what changed
 * and the data_version it started from; when another save came first, the editor is shown
 * what that one changed, their own changes are kept on top, and they save again.
 */
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
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
  LinearProgress,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { CategoryOption, EditableModel } from '@vitrine/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import {
  EditConflictError,
  useEditableModel,
  useReplacePreview,
  useSaveModel,
} from '../../api/workspace';
import { imagineUrl } from '../../api/client';
import { LANGUAGE_NAMES, UI_LANGUAGES, type UiLanguage } from '../../i18n/languages';
import {
  changedMeanwhile,
  differences,
  draftOf,
  editOf,
  rebase,
  type Draft,
  type FieldChange,
  type TextField as TextFieldName,
} from './editModel';

const STATES = ['published', 'draft', 'deprecated'] as const;
const nameOf = (language: string) => LANGUAGE_NAMES[language as UiLanguage] ?? language;

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
      {loaded.data && (
        <Editor item={loaded.data.item} categories={loaded.data.categories} onClose={onClose} />
      )}
    </Dialog>
  );
}

function Editor({
  item,
  categories,
  onClose,
}: {
  item: EditableModel;
  categories: CategoryOption[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('workspace');
  const save = useSaveModel(item.id);
  const replace = useReplacePreview(item.id);
  const [base, setBase] = useState(item);
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [conflict, setConflict] = useState<{ version: number; changes: FieldChange[] } | null>(
    null,
  );
  const [saved, setSaved] = useState<number | null>(null);
  const main = base.main_language;
  const others = UI_LANGUAGES.filter((l) => l !== main);
  const [language, setLanguage] = useState<string>(
    () => others.find((l) => !item.title[l]) ?? others[0]!,
  );
  const pending = differences(draftOf(base), draft).length > 0;
  const missing = others.filter((l) => !(draft.title[l] ?? '').trim());

  const label = (option: CategoryOption) =>
    option.labels[i18n.language] ??
    option.labels.en ??
    Object.values(option.labels)[0] ??
    option.id;
  const byId = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);
  const describe = (change: FieldChange) =>
    change.field === 'category_ids'
      ? t('edit.category')
      : change.field === 'state'
        ? t('edit.state')
        : `${t(`edit.${change.field}`)} (${nameOf(change.language!)})`;

  /** The editor's own change: the draft changes, "saved" no longer holds. */
  const change = (next: (d: Draft) => Draft) => {
    setDraft(next);
    setSaved(null);
  };
  const setText = (field: TextFieldName, lang: string, value: string) =>
    change((d) => ({ ...d, [field]: { ...d[field], [lang]: value } }));

  /** Another save came first: what it changed is shown, the editor's changes kept on top. */
  const onConflict = (error: Error) => {
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
        setSaved(now.data_version);
      },
      onError: onConflict,
    });
  /** A new preview is saved at once; changes not saved yet stay, on the new version. */
  const uploadPreview = (file: File) =>
    replace.mutate(
      { file, dataVersion: base.data_version },
      {
        onSuccess: ({ item: now }) => {
          setDraft(rebase(base, draft, now));
          setBase(now);
          setSaved(now.data_version);
        },
        onError: onConflict,
      },
    );
  const failure = [save, replace].find(
    (m) => m.isError && !(m.error instanceof EditConflictError),
  )?.error;

  const column = (lang: string, reference: boolean) => (
    <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }} data-testid={`edit-texts-${lang}`}>
      <Typography variant="subtitle2" component="h3">
        {reference ? t('edit.mainLanguage', { language: nameOf(lang) }) : nameOf(lang)}
        {!reference && !(draft.title[lang as UiLanguage] ?? '').trim() && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={t('edit.missing')}
            sx={{ ml: 1 }}
          />
        )}
      </Typography>
      <TextField
        label={t('edit.title')}
        value={draft.title[lang as UiLanguage] ?? ''}
        placeholder={reference ? undefined : (draft.title[main as UiLanguage] ?? '')}
        onChange={(e) => setText('title', lang, e.target.value)}
        slotProps={{ htmlInput: { lang, 'data-testid': `edit-title-${lang}` } }}
      />
      <TextField
        label={t('edit.description')}
        value={draft.description[lang as UiLanguage] ?? ''}
        placeholder={reference ? undefined : (draft.description[main as UiLanguage] ?? '')}
        onChange={(e) => setText('description', lang, e.target.value)}
        multiline
        minRows={3}
        maxRows={10}
        slotProps={{ htmlInput: { lang } }}
      />
    </Stack>
  );

  return (
    <>
      <DialogTitle id="edit-title" sx={{ pr: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <span style={{ overflowWrap: 'anywhere' }}>
            {t('edit.heading', { name: base.title[main as UiLanguage] || base.id })}
          </span>
          <Chip size="small" label={t('edit.version', { version: base.data_version })} />
        </Box>
      </DialogTitle>
      <DialogContent dividers>
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
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {missing.length
                ? t('edit.missingCount', { count: missing.length })
                : t('edit.allLanguages')}
            </Typography>
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
              role="group"
              aria-label={t('edit.languages')}
            >
              {others.map((lang) => {
                const absent = missing.includes(lang);
                return (
                  <Chip
                    key={lang}
                    label={lang.toUpperCase()}
                    title={absent ? `${nameOf(lang)}: ${t('edit.missing')}` : nameOf(lang)}
                    aria-label={absent ? `${nameOf(lang)}: ${t('edit.missing')}` : nameOf(lang)}
                    aria-pressed={lang === language}
                    icon={absent ? <WarningAmberOutlined /> : undefined}
                    color={lang === language ? 'primary' : absent ? 'warning' : 'default'}
                    variant={lang === language ? 'filled' : 'outlined'}
                    onClick={() => setLanguage(lang)}
                    data-testid={`edit-language-${lang}`}
                  />
                );
              })}
            </Box>
          </Box>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            {column(main, true)}
            {column(language, false)}
          </Stack>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Box
              sx={{
                width: 96,
                height: 96,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                display: 'grid',
                placeItems: 'center',
                overflow: 'hidden',
                bgcolor: 'grey.50',
              }}
            >
              {base.preview_dataport ? (
                <img
                  src={imagineUrl(base.preview_dataport, { w: 192, h: 192, t: 'fit,webp' })}
                  alt={t('edit.preview')}
                  width={96}
                  height={96}
                  style={{ objectFit: 'contain' }}
                  data-testid="edit-preview"
                />
              ) : (
                <ImageOutlined color="disabled" />
              )}
            </Box>
            <Button component="label" variant="outlined" disabled={replace.isPending}>
              {t('edit.replacePreview')}
              <input
                hidden
                type="file"
                accept="image/*"
                data-testid="edit-preview-file"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) uploadPreview(file);
                }}
              />
            </Button>
            {replace.isPending && <LinearProgress sx={{ flex: 1, minWidth: 120 }} />}
          </Box>
          <Autocomplete
            multiple
            options={categories.map((c) => c.id)}
            value={draft.category_ids}
            onChange={(_, value) => change((d) => ({ ...d, category_ids: value }))}
            getOptionLabel={(id) => (byId.get(id) ? label(byId.get(id)!) : id)}
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
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('edit.close')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={!pending || save.isPending}
          data-testid="edit-save"
        >
          {t('edit.save')}
        </Button>
      </DialogActions>
    </>
  );
}
