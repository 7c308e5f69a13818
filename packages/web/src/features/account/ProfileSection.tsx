/**
 * Name and preferred language. The language is the one the catalogue's mails to the user are
 * written in, and the app switches to it at once (and at every login).
 */
import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveProfile, useUserGroups } from '../../api/account';
import {
  LANGUAGE_NAMES,
  LANGUAGE_STORAGE_KEY,
  UI_LANGUAGES,
  type UiLanguage,
} from '../../i18n/languages';
import { refreshAccount, type SessionUser } from '../../session';
import { AccountForm, FormField } from './AccountForm';
import { formError, type FormError } from './formErrors';
import { Section } from './Section';

export function ProfileSection({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('account');
  const [first, setFirst] = useState(user.first_name);
  const [last, setLast] = useState(user.last_name);
  const initial = (UI_LANGUAGES as readonly string[]).includes(user.language ?? '')
    ? (user.language as UiLanguage)
    : ((i18n.resolvedLanguage ?? 'en') as UiLanguage);
  const [language, setLanguage] = useState<UiLanguage>(initial);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<FormError | null>(null);
  const groups = useUserGroups();
  const required = t('profile.required');
  const save = async () => {
    setBusy(true);
    setSaved(false);
    setError(null);
    try {
      await saveProfile({ first_name: first.trim(), last_name: last.trim(), language });
      try {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // Storage off: the choice lasts for this page load.
      }
      await i18n.changeLanguage(language);
      await refreshAccount();
      setSaved(true);
    } catch (failure) {
      setError(formError(failure, t, { first_name: required, last_name: required }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section id="account-profile" title={t('profile.title')}>
      <AccountForm
        onSubmit={save}
        error={error}
        submitLabel={t('profile.save')}
        canSubmit={!busy && !!first.trim() && !!last.trim()}
        outcome={saved && <Alert severity="success">{t('profile.saved')}</Alert>}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormField
            name="first_name"
            error={error}
            label={t('profile.firstName')}
            value={first}
            onChange={(event) => setFirst(event.target.value)}
            fullWidth
            autoComplete="given-name"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FormField
            name="last_name"
            error={error}
            label={t('profile.lastName')}
            value={last}
            onChange={(event) => setLast(event.target.value)}
            fullWidth
            autoComplete="family-name"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Stack>
        <TextField
          select
          label={t('profile.language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value as UiLanguage)}
          helperText={t('profile.languageHint')}
        >
          {UI_LANGUAGES.map((code) => (
            <MenuItem key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </MenuItem>
          ))}
        </TextField>
        {(user.organization || (groups.data?.length ?? 0) > 0) && (
          <Typography variant="body2" color="text.secondary" data-testid="account-organization">
            {user.organization && t('profile.organization', { name: user.organization.name })}
            {user.organization && (groups.data?.length ?? 0) > 0 && ' · '}
            {(groups.data?.length ?? 0) > 0 &&
              t('profile.groups', { names: groups.data!.map((g) => g.name).join(', ') })}
          </Typography>
        )}
      </AccountForm>
    </Section>
  );
}
