/**
 * An item's note and quantity on a list (ours: lists for project work), under its card: the
 * quantity, the note's first lines, and an edit button opening a small form. Kept by the user
 * service beside the favourites triple (api/lists.ts); an item without them counts once.
 */
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  Typography,
} from '@mui/material';
import { LIST_NOTE_MAX, LIST_QUANTITY_MAX, type ListItemKind } from '@vitrine/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriteListItem, type ListItemDetails } from '../../../api/lists';
import { lineClamp } from '../../../components/sx';

interface Props {
  listId: string;
  kind: ListItemKind;
  itemId: string;
  name: string;
  details: ListItemDetails | undefined;
}

export function ItemDetails({ listId, kind, itemId, name, details }: Props) {
  const { t } = useTranslation('favorites');
  const [editing, setEditing] = useState(false);
  const quantity = details?.quantity ?? 1;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, px: 0.5, pt: 0.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="item-quantity">
          {t('items.quantity', { n: quantity })}
        </Typography>
        {details?.note && (
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="item-note"
            sx={{ ...lineClamp(3), whiteSpace: 'pre-line' }}
          >
            {details.note}
          </Typography>
        )}
      </Box>
      <IconButton
        size="small"
        aria-label={t('items.edit', { name })}
        onClick={() => setEditing(true)}
        data-testid="item-details-edit"
      >
        <EditNoteOutlined fontSize="small" />
      </IconButton>
      {editing && (
        <DetailsForm
          {...{ listId, kind, itemId, name }}
          note={details?.note ?? ''}
          quantity={quantity}
          onClose={() => setEditing(false)}
        />
      )}
    </Box>
  );
}

function DetailsForm(
  props: Omit<Props, 'details'> & { note: string; quantity: number; onClose: () => void },
) {
  const { listId, kind, itemId, name, onClose } = props;
  const { t } = useTranslation('favorites');
  const [note, setNote] = useState(props.note);
  const [quantity, setQuantity] = useState(String(props.quantity));
  const write = useWriteListItem();
  const amount = Number(quantity);
  const badQuantity = !Number.isInteger(amount) || amount < 1 || amount > LIST_QUANTITY_MAX;
  const save = () =>
    write.mutate(
      { list_id: listId, kind, item_id: itemId, note, quantity: amount },
      // A failure shows in the app's error toast (the query client's mutation cache).
      { onSuccess: onClose },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="item-details-title">
      <DialogTitle id="item-details-title">{t('items.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {name}
        </Typography>
        <TextField
          label={t('items.quantityLabel')}
          type="number"
          margin="dense"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          error={badQuantity}
          helperText={badQuantity ? t('items.quantityRange', { max: LIST_QUANTITY_MAX }) : ' '}
          slotProps={{ htmlInput: { min: 1, max: LIST_QUANTITY_MAX, step: 1 } }}
        />
        <TextField
          label={t('items.noteLabel')}
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: LIST_NOTE_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="contained" disabled={badQuantity || write.isPending} onClick={save}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
