/**
 * The editor of a brand's own page (docs/WORKSPACE.md "Editing the brand's page"): its name,
 * slogan and description in every language beside the brand's main language (languages
 * lacking a text marked missing), its website and e-mail, its logo (replace) and banners
 * (add, remove). A save sends what changed and the data_version it started from; when
 * another save came first, the editor is shown what that one changed, their own changes are
 * kept on top, and they save again. Images are saved at once, each as its own version.
 */
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { EditableOwner, OwnerEdit, OwnerImageCategory } from '@vitrine/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import {
  OwnerConflictError,
  useAddOwnerImage,
  useEditableOwner,
  useSaveOwner,
} from '../../api/workspaceOwner';
import { UI_LANGUAGES, type UiLanguage } from '../../i18n/languages';
import {
  linkProblems,
  missingLanguages,
  ownerChangedMeanwhile,
  ownerDifferences,
  ownerReviewRows,
  ownerDraftOf,
  ownerEditOf,
  rebaseOwner,
  type OwnerDraft,
  type OwnerTextField,
} from './editOwner';
import { ReviewTable } from './ReviewTable';
import { nameOf } from './EditTexts';
import { FilePicker, Thumb } from './FileControls';

interface Props {
  ownerId: string;
  open: boolean;
  onClose: () => void;
}

export default function BrandEditDialog({ ownerId, open, onClose }: Props) {
  const { t } = useTranslation('brandEditor');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const loaded = useEditableOwner(ownerId, open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby="brand-edit-title"
    >
      {loaded.isPending && <LinearProgress aria-busy="true" />}
      {loaded.isError && (
        <DialogContent>
          <Alert severity="error">{t('loadFailed')}</Alert>
        </DialogContent>
      )}
      {loaded.data && <Editor item={loaded.data.item} onClose={onClose} />}
    </Dialog>
  );
}

type Change = ReturnType<typeof ownerChangedMeanwhile>[number];

function Editor({ item, onClose }: { item: EditableOwner; onClose: () => void }) {
  const { t } = useTranslation('brandEditor');
  const save = useSaveOwner(item.id);
  const addImage = useAddOwnerImage(item.id);
  const [base, setBase] = useState(item);
  const [draft, setDraft] = useState<OwnerDraft>(() => ownerDraftOf(item));
  const [conflict, setConflict] = useState<{ version: number; changes: Change[] } | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const review = useTranslation('workspace').t;
  const main = base.main_language;
  const others = UI_LANGUAGES.filter((l) => l !== main);
  const missing = missingLanguages(draft, main, others);
  const [language, setLanguage] = useState<string>(() => missing[0] ?? others[0]!);
  const problems = linkProblems(draft, base);
  const pending = ownerDifferences(ownerDraftOf(base), draft).length > 0;

  const describe = (change: Change) =>
    'language' in change && change.language
      ? `${t(change.field)} (${nameOf(change.language)})`
      : t(change.field);

  /** The editor's own change: the draft changes, "saved" no longer holds. */
  const change = (next: (d: OwnerDraft) => OwnerDraft) => {
    setDraft(next);
    setSaved(null);
  };
  const setText = (field: OwnerTextField, lang: string, value: string) =>
    change((d) => ({ ...d, [field]: { ...d[field], [lang]: value } }));

  /**
   * A save failed ("saved" no longer holds); when another save came first, what it changed is
   * shown and the editor's changes are kept on top.
   */
  const onConflict = (error: Error) => {
    setSaved(null);
    setReviewing(false);
    if (!(error instanceof OwnerConflictError)) return;
    setConflict({
      version: error.current.data_version,
      changes: ownerChangedMeanwhile(base, error.current),
    });
    setDraft(rebaseOwner(base, draft, error.current));
    setBase(error.current);
  };
  /** A save of the whole draft: the editor starts again from what was saved. */
  const submit = () =>
    save.mutate(ownerEditOf(base, draft), {
      onSuccess: ({ item: now }) => {
        addImage.reset();
        setBase(now);
        setDraft(ownerDraftOf(now));
        setConflict(null);
        setReviewing(false);
        setSaved(now.data_version);
      },
      onError: onConflict,
    });
  /** An image saved at once: changes not saved yet stay in the editor, on the new version. */
  const savedAtOnce = {
    onSuccess: ({ item: now }: { item: EditableOwner }) => {
      // An earlier failure (of the other kind of save) no longer holds either.
      save.reset();
      addImage.reset();
      setDraft(rebaseOwner(base, draft, now));
      setBase(now);
      setSaved(now.data_version);
    },
    onError: onConflict,
  };
  const upload = (category: OwnerImageCategory, file: File) =>
    addImage.mutate({ file, category, dataVersion: base.data_version }, savedAtOnce);
  const removeBanner = (dataport: string) => {
    const edit: OwnerEdit = { data_version: base.data_version, remove_images: [dataport] };
    save.mutate(edit, savedAtOnce);
  };
  const failure = [save, addImage].find(
    (m) => m.isError && !(m.error instanceof OwnerConflictError),
  )?.error;
  const busy = save.isPending || addImage.isPending;
  // A conflict or a failure is said at the top: brought into view from wherever the editor is.
  const notice = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (conflict || failure) notice.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [conflict, failure]);

  const column = (lang: string, reference: boolean) => (
    <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }} data-testid={`brand-edit-texts-${lang}`}>
      <Typography variant="subtitle2" component="h3">
        {reference ? t('mainLanguage', { language: nameOf(lang) }) : nameOf(lang)}
        {!reference && missing.includes(lang) && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={t('missing')}
            sx={{ ml: 1 }}
          />
        )}
      </Typography>
      <TextField
        label={t('name')}
        value={draft.name[lang as UiLanguage] ?? ''}
        placeholder={draft.name_all}
        helperText={t('nameHint')}
        onChange={(e) => setText('name', lang, e.target.value)}
        slotProps={{ htmlInput: { lang, 'data-testid': `brand-edit-name-${lang}` } }}
      />
      <TextField
        label={t('slogan')}
        value={draft.slogan[lang as UiLanguage] ?? ''}
        placeholder={reference ? undefined : (draft.slogan[main as UiLanguage] ?? '')}
        onChange={(e) => setText('slogan', lang, e.target.value)}
        slotProps={{ htmlInput: { lang, 'data-testid': `brand-edit-slogan-${lang}` } }}
      />
      <TextField
        label={t('description')}
        value={draft.description[lang as UiLanguage] ?? ''}
        placeholder={reference ? undefined : (draft.description[main as UiLanguage] ?? '')}
        onChange={(e) => setText('description', lang, e.target.value)}
        multiline
        minRows={4}
        maxRows={12}
        slotProps={{ htmlInput: { lang, 'data-testid': `brand-edit-description-${lang}` } }}
      />
    </Stack>
  );

  return (
    <>
      <DialogTitle id="brand-edit-title" sx={{ pr: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <span style={{ overflowWrap: 'anywhere' }}>
            {(reviewing ? review : t)(reviewing ? 'edit.review.heading' : 'heading', {
              name: base.name_all || base.name[main as UiLanguage] || base.id,
            })}
          </span>
          <Chip size="small" label={t('version', { version: base.data_version })} />
        </Box>
      </DialogTitle>
      <DialogContent dividers>
        {reviewing && (
          <ReviewTable rows={ownerReviewRows(base, draft, describe)} version={base.data_version} />
        )}
        <Stack spacing={2.5} sx={{ display: reviewing ? 'none' : undefined }}>
          {(conflict || failure) && (
            <Stack spacing={2} ref={notice}>
              {conflict && (
                <Alert severity="warning" data-testid="brand-edit-conflict">
                  {t('conflict', {
                    version: conflict.version,
                    changes: conflict.changes.map(describe).join(', ') || '—',
                  })}
                </Alert>
              )}
              {failure && (
                <Alert severity="error" data-testid="brand-edit-failed">
                  {t('saveFailed')}
                  {failure instanceof ApiError && failure.reason && ` ${failure.reason}`}
                </Alert>
              )}
            </Stack>
          )}
          <TextField
            label={t('name_all')}
            value={draft.name_all}
            onChange={(e) => change((d) => ({ ...d, name_all: e.target.value }))}
            helperText={t('nameAllHint')}
            slotProps={{ htmlInput: { 'data-testid': 'brand-edit-name-all' } }}
          />
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {missing.length ? t('missingCount', { count: missing.length }) : t('allLanguages')}
            </Typography>
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
              role="group"
              aria-label={t('languages')}
            >
              {others.map((lang) => {
                const absent = missing.includes(lang);
                const said = absent ? `${nameOf(lang)}: ${t('missing')}` : nameOf(lang);
                return (
                  <Chip
                    key={lang}
                    label={lang.toUpperCase()}
                    title={said}
                    aria-label={said}
                    aria-pressed={lang === language}
                    icon={absent ? <WarningAmberOutlined /> : undefined}
                    color={lang === language ? 'primary' : absent ? 'warning' : 'default'}
                    variant={lang === language ? 'filled' : 'outlined'}
                    onClick={() => setLanguage(lang)}
                    data-testid={`brand-edit-language-${lang}`}
                  />
                );
              })}
            </Box>
          </Box>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            {column(main, true)}
            {column(language, false)}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              sx={{ flex: 1 }}
              type="url"
              label={t('website')}
              value={draft.website}
              placeholder="https://"
              error={problems.website}
              helperText={problems.website ? t('websiteInvalid') : ' '}
              onChange={(e) => change((d) => ({ ...d, website: e.target.value }))}
              slotProps={{ htmlInput: { 'data-testid': 'brand-edit-website' } }}
            />
            <TextField
              sx={{ flex: 1 }}
              type="email"
              label={t('email')}
              value={draft.email}
              error={problems.email}
              helperText={problems.email ? t('emailInvalid') : ' '}
              onChange={(e) => change((d) => ({ ...d, email: e.target.value }))}
              slotProps={{ htmlInput: { 'data-testid': 'brand-edit-email' } }}
            />
          </Stack>
          <Section title={t('logo')}>
            <Thumb
              dataport={base.logo_dataport}
              alt={t('logo')}
              size={96}
              testId="brand-edit-logo"
            />
            <FilePicker
              accept="image/*"
              label={t('replaceLogo')}
              disabled={busy}
              testId="brand-edit-logo-file"
              onFile={(file) => upload('logo', file)}
            />
          </Section>
          <Section title={t('banners')}>
            {base.banner_dataports.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('noBanners')}
              </Typography>
            )}
            {base.banner_dataports.map((dataport, i) => (
              <Box key={dataport} sx={{ position: 'relative' }} data-testid="brand-edit-banner">
                <Thumb dataport={dataport} alt={t('banner', { number: i + 1 })} size={160} wide />
                <IconButton
                  size="small"
                  aria-label={t('removeBanner', { number: i + 1 })}
                  title={t('removeBanner', { number: i + 1 })}
                  disabled={busy}
                  onClick={() => removeBanner(dataport)}
                  sx={{
                    position: 'absolute',
                    top: 4,
                    right: 4,
                    bgcolor: 'background.paper',
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                  data-testid="brand-edit-remove-banner"
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Box>
            ))}
            <FilePicker
              accept="image/*"
              label={t('addBanner')}
              disabled={busy}
              testId="brand-edit-banner-file"
              onFile={(file) => upload('banner', file)}
            />
          </Section>
          {addImage.isPending && <LinearProgress aria-label={t('uploading')} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        {/* Beside Save, so it shows wherever the editor has scrolled to (an image, the texts). */}
        {saved !== null && (
          <Typography
            role="status"
            variant="body2"
            color="success.main"
            sx={{ mr: 'auto', pl: 1, display: 'flex', alignItems: 'center', gap: 0.75 }}
            data-testid="brand-edit-saved"
          >
            <CheckCircleOutline fontSize="small" />
            {t('saved', { version: saved })}
          </Typography>
        )}
        {reviewing ? (
          <>
            <Button onClick={() => setReviewing(false)}>{review('edit.review.back')}</Button>
            <Button
              variant="contained"
              onClick={submit}
              disabled={busy}
              data-testid="brand-edit-confirm"
            >
              {review('edit.review.confirm')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{t('close')}</Button>
            <Button
              variant="contained"
              onClick={() => setReviewing(true)}
              disabled={!pending || busy || problems.website || problems.email}
              data-testid="brand-edit-save"
            >
              {review('edit.save')}
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>{children}</Box>
    </Box>
  );
}
