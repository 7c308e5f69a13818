/**
 * The e-mail address: a new one is confirmed by a link sent to it (the password first); the
 * address changes when the link is opened. Says whether the link went out or is queued.
 */
import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestEmailChange } from '../../api/account';
import { AccountForm, FormField } from './AccountForm';
import { formError, type FormError } from './formErrors';
import { Section } from './Section';

export function EmailSection({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ email: string; state: 'sent' | 'queued' } | null>(null);
  const [error, setError] = useState<FormError | null>(null);
  const submit = async () => {
    setBusy(true);
    setDone(null);
    setError(null);
    try {
      setDone(await requestEmailChange(address.trim(), password));
      setAddress('');
      setPassword('');
    } catch (failure) {
      setError(formError(failure, t, { email: t('email.invalid'), password: t('wrongPassword') }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section id="account-email" title={t('email.title')}>
      <Typography sx={{ mb: 2, wordBreak: 'break-word' }}>
        {t('email.current', { email })}
      </Typography>
      <AccountForm
        onSubmit={submit}
        error={error}
        submitLabel={t('email.submit')}
        canSubmit={!busy && !!address.trim() && !!password}
        outcome={
          done && (
            <Alert severity={done.state === 'sent' ? 'success' : 'info'} role="status">
              {t(done.state === 'sent' ? 'email.sent' : 'email.queued', { email: done.email })}
            </Alert>
          )
        }
      >
        <FormField
          name="email"
          error={error}
          type="email"
          label={t('email.new')}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          autoComplete="email"
        />
        <FormField
          name="password"
          error={error}
          type="password"
          label={t('email.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
        />
      </AccountForm>
    </Section>
  );
}
