/** A new password, after the current one. */
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/account';
import { formError, type FormError } from './formErrors';
import { Section } from './Section';

export function PasswordSection() {
  const { t } = useTranslation('account');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const [error, setError] = useState<FormError | null>(null);
  const submit = async () => {
    setBusy(true);
    setChanged(false);
    setError(null);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setChanged(true);
    } catch (failure) {
      setError(
        formError(failure, t, {
          current_password: t('password.wrongCurrent'),
          new_password: t('password.weak'),
        }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section id="account-password" title={t('password.title')}>
      <Stack
        component="form"
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          type="password"
          label={t('password.current')}
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          autoComplete="current-password"
          required
          error={error?.field === 'current_password'}
          helperText={error?.field === 'current_password' ? error.message : undefined}
        />
        <TextField
          type="password"
          label={t('password.new')}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          autoComplete="new-password"
          required
          slotProps={{ htmlInput: { minLength: 10, maxLength: 200 } }}
          error={error?.field === 'new_password'}
          helperText={error?.field === 'new_password' ? error.message : t('password.hint')}
        />
        {error && !error.field && <Alert severity="error">{error.message}</Alert>}
        {changed && (
          <Alert severity="success" role="status">
            {t('password.changed')}
          </Alert>
        )}
        <div>
          <Button type="submit" variant="contained" disabled={busy || !current || !next}>
            {t('password.submit')}
          </Button>
        </div>
      </Stack>
    </Section>
  );
}
