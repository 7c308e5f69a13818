/** Deleting the account: a button, then a dialog that says what happens and asks for the password. */
import { Button, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from './Section';

const DeleteAccountDialog = lazy(() => import('./DeleteAccountDialog'));

export function DeleteSection({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <Section id="account-delete" title={t('delete.title')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('delete.text')}</Typography>
        <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
          {t('delete.button')}
        </Button>
      </Stack>
      {open && (
        <Suspense fallback={null}>
          <DeleteAccountDialog onClose={() => setOpen(false)} onDeleted={onDeleted} />
        </Suspense>
      )}
    </Section>
  );
}
