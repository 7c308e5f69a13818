/**
 * Confirms the deletion: what goes, what a brand the user is the last owner of becomes (it
 * stays in the catalogue with nobody to change it until an administrator names an owner),
 * and the password. Deleted, the session here ends too (the provider's went with the account).
 */
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  TextField,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAccount, deletionPreview } from '../../api/account';
import { forgetSession } from '../../session';
import { formError, type FormError } from './formErrors';

interface Props {
  onClose: () => void;
  onDeleted: () => void;
}

export default function DeleteAccountDialog({ onClose, onDeleted }: Props) {
  const { t, i18n } = useTranslation('account');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const preview = useQuery({
    queryKey: ['account', 'deletion'],
    queryFn: deletionPreview,
    staleTime: 0,
  });
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormError | null>(null);
  const brands = preview.data?.last_owner_of ?? [];
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    brands.map((brand) => brand.name),
  );
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(password);
      forgetSession();
      onDeleted();
    } catch (failure) {
      setError(formError(failure, t, { password: t('wrongPassword') }));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullScreen={phone} aria-labelledby="delete-account-title">
      <form
        style={{ display: 'contents' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (password && !busy) void confirm();
        }}
      >
        <DialogTitle id="delete-account-title">{t('delete.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('delete.text')}</DialogContentText>
          {preview.isPending && <LinearProgress aria-busy="true" sx={{ mb: 2 }} />}
          {brands.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="last-owner">
              {t('delete.lastOwner', { brands: names, count: brands.length })}
            </Alert>
          )}
          <DialogContentText sx={{ mb: 1 }}>{t('delete.confirmText')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            type="password"
            label={t('delete.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            error={error?.field === 'password'}
            helperText={error?.field === 'password' ? error.message : undefined}
          />
          {error && !error.field && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('delete.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={!password || busy}>
            {t('delete.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
