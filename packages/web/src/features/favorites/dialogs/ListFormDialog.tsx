/**
 * Create or update a list (spec 02 s.5): name required, description optional and multiline.
 * Saving updates the list's edited time.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDialog } from '../dialogs';
import type { FavoriteList } from '../model/document';
import { useSaveFavorites } from '../useSaveFavorites';

export function ListFormDialog({ list }: { list?: FavoriteList }) {
  const { t } = useTranslation('favorites');
  const [name, setName] = useState(list?.name ?? '');
  const [description, setDescription] = useState(list?.description ?? '');
  const save = useSaveFavorites();
  const trimmed = name.trim();

  const submit = () => {
    const fields = { name: trimmed, description: description.trim() };
    save.mutate(
      list
        ? {
            operations: [{ type: 'updateList', id: list.id, ...fields }],
            notice: t('toast.updated', { name: trimmed }),
          }
        : {
            operations: [{ type: 'createList', id: crypto.randomUUID(), ...fields }],
            notice: t('toast.created', { name: trimmed }),
          },
      { onSettled: closeDialog },
    );
  };

  return (
    <Dialog open onClose={closeDialog} fullWidth maxWidth="xs" aria-labelledby="list-form-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) submit();
        }}
      >
        <DialogTitle id="list-form-title">
          {t(list ? 'dialog.updateTitle' : 'dialog.createTitle')}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={t('dialog.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={t('dialog.description')}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={closeDialog}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!trimmed || save.isPending}>
            {t(list ? 'dialog.update' : 'dialog.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
