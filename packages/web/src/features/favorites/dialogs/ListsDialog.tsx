/**
 * Add or remove an item on lists (spec 02 s.2 dialogs, s.4 "Item in a list"): a checkbox per
 * list, and a new list whose name is suggested ('My list', 'My list N'); Save is disabled
 * while the new list has no name or nothing changed. Unticking every list removes the item
 * from favourites. For an item on no list yet, the list used last is ticked already.
 */
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  LinearProgress,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDialog } from '../dialogs';
import { listName, type FavoriteKind } from '../model/document';
import { suggestListName } from '../model/listName';
import type { FavoriteOperation, ItemRef } from '../model/operations';
import { useFavorites } from '../useFavorites';
import { useSaveFavorites } from '../useSaveFavorites';

export function ListsDialog({ kind, item }: { kind: FavoriteKind; item: ItemRef }) {
  const { data, isPending } = useFavorites();
  return (
    <Dialog open onClose={closeDialog} fullWidth maxWidth="xs" aria-labelledby="lists-dialog-title">
      {isPending || !data ? (
        <LinearProgress aria-busy="true" />
      ) : (
        <ListsForm kind={kind} item={item} favorites={data} />
      )}
    </Dialog>
  );
}

function ListsForm(props: {
  kind: FavoriteKind;
  item: ItemRef;
  favorites: NonNullable<ReturnType<typeof useFavorites>['data']>;
}) {
  const { kind, item, favorites } = props;
  const { t } = useTranslation('favorites');
  const { lists, data } = favorites.document;
  const onLists = useMemo(
    () => new Set(data[kind].find((i) => i.id === item.id)?.lists.map((l) => l.id) ?? []),
    [data, kind, item.id],
  );
  // A new favourite goes where the last one went: that list is ticked, so adding is the
  // heart and Save.
  const [checked, setChecked] = useState(() => {
    const last = favorites.document.lastListId;
    const quick = onLists.size === 0 && !!last && lists.some((l) => l.id === last);
    return new Set(quick ? [last] : onLists);
  });
  const [creating, setCreating] = useState(lists.length === 0);
  const [newName, setNewName] = useState(() => suggestListName(lists, t('defaultListName')));
  const save = useSaveFavorites();
  const nameMissing = creating && newName.trim() === '';
  const unchanged =
    !creating && checked.size === onLists.size && [...checked].every((id) => onLists.has(id));

  const submit = () => {
    const operations: FavoriteOperation[] = [];
    const add = lists.filter((l) => checked.has(l.id) && !onLists.has(l.id)).map((l) => l.id);
    const remove = [...onLists].filter((id) => !checked.has(id));
    if (creating) {
      const id = crypto.randomUUID();
      operations.push({ type: 'createList', id, name: newName.trim(), description: '' });
      add.push(id);
    }
    operations.push({ type: 'setItemLists', kind, item, add, remove });
    const removed = add.length === 0 && checked.size === 0;
    save.mutate(
      { operations, notice: t(removed ? 'toast.removed' : 'toast.saved') },
      { onSettled: closeDialog },
    );
  };

  return (
    <>
      <DialogTitle id="lists-dialog-title">{t('dialog.addTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('dialog.addText', { name: item.name })}
        </Typography>
        <FormGroup>
          {lists.map((list) => (
            <FormControlLabel
              key={list.id}
              label={listName(list, t('defaultListName'))}
              control={
                <Checkbox
                  checked={checked.has(list.id)}
                  onChange={(event) => {
                    const next = new Set(checked);
                    if (event.target.checked) next.add(list.id);
                    else next.delete(list.id);
                    setChecked(next);
                  }}
                />
              }
            />
          ))}
          <FormControlLabel
            label={t('dialog.createNew')}
            control={
              <Checkbox checked={creating} onChange={(e) => setCreating(e.target.checked)} />
            }
          />
        </FormGroup>
        {creating && (
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={t('dialog.newListName')}
            value={newName}
            onChange={(event) => setNewName(event.target.value)}
            error={nameMissing}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={closeDialog}>{t('dialog.cancel')}</Button>
        <Button
          variant="contained"
          disabled={nameMissing || unchanged || save.isPending}
          onClick={submit}
        >
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </>
  );
}
