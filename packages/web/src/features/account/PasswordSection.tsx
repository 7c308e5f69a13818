/** A new password, after the current one. */
import { Alert } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/account';
import { AccountForm, FormField } from './AccountForm';
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
      <AccountForm
        onSubmit={submit}
        error={error}
        submitLabel={t('password.submit')}
        canSubmit={!busy && !!current && !!next}
        outcome={
          changed && (
            <Alert severity="success" role="status">
              {t('password.changed')}
            </Alert>
          )
        }
      >
        <FormField
          name="current_password"
          error={error}
          type="password"
          label={t('password.current')}
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          autoComplete="current-password"
        />
        <FormField
          name="new_password"
          error={error}
          hint={t('password.hint')}
          type="password"
          label={t('password.new')}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          autoComplete="new-password"
          slotProps={{ htmlInput: { minLength: 10, maxLength: 200 } }}
        />
      </AccountForm>
    </Section>
  );
}
