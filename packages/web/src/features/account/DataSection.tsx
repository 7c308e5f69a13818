/** A download of everything the catalogue stores about the user, as one JSON file. */
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAccountData } from '../../api/account';
import { formError } from './formErrors';
import { Section } from './Section';

export function DataSection() {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadAccountData();
    } catch (failure) {
      setError(formError(failure, t, {}).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section id="account-data" title={t('data.title')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('data.text')}</Typography>
        {error && (
          <Alert severity="error" sx={{ width: '100%' }}>
            {error}
          </Alert>
        )}
        <Button variant="outlined" disabled={busy} onClick={() => void download()}>
          {t('data.download')}
        </Button>
      </Stack>
    </Section>
  );
}
