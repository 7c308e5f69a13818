/**
 * Sharing a list read-only (ours: lists for project work): the owner makes a link, with an
 * expiry or none, and copies it; the links that still work are listed (a hint of each token,
 * when made, until when) with Revoke. The server keeps only a hash of each token, so a link
 * can be copied only right after it was made; a new one is a click away.
 */
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  InputLabel,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Select,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListShares, useShareActions } from '../../../api/lists';
import { closeDialog } from '../dialogs';
import { formatDate } from '../formatDate';
import { listName, type FavoriteList } from '../model/document';
import { showNotice } from '../notice';

const EXPIRIES = [0, 7, 30, 90] as const;

/** The address a share link's token opens. */
export const sharedListUrl = (token: string) =>
  new URL(`/shared/${encodeURIComponent(token)}`, window.location.origin).href;

export function ShareListDialog({ list }: { list: FavoriteList }) {
  const { t, i18n } = useTranslation('favorites');
  const shares = useListShares(list.id);
  const { create, revoke } = useShareActions(list.id);
  const [days, setDays] = useState<(typeof EXPIRIES)[number]>(0);
  const [made, setMade] = useState<string | null>(null);
  const date = (iso: string) => formatDate(Date.parse(iso), i18n.language);
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    showNotice(t('share.copied'));
  };

  return (
    <Dialog open onClose={closeDialog} fullWidth maxWidth="sm" aria-labelledby="share-title">
      <DialogTitle id="share-title">
        {t('share.title', { name: listName(list, t('defaultListName')) })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('share.text')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControl size="small" sx={{ minWidth: 180 }}>
            <InputLabel id="share-expiry">{t('share.expiry')}</InputLabel>
            <Select
              labelId="share-expiry"
              label={t('share.expiry')}
              value={days}
              onChange={(event) => setDays(Number(event.target.value) as typeof days)}
            >
              {EXPIRIES.map((d) => (
                <MenuItem key={d} value={d}>
                  {d === 0 ? t('share.never') : t(`share.days${d}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Button
            variant="contained"
            disabled={create.isPending}
            onClick={() =>
              create.mutate(days || undefined, {
                onSuccess: ({ token }) => setMade(sharedListUrl(token)),
              })
            }
          >
            {t('share.create')}
          </Button>
        </Box>
        {made && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="share-new-link">
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('share.created')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                size="small"
                fullWidth
                value={made}
                slotProps={{ htmlInput: { readOnly: true, 'aria-label': t('share.link') } }}
                onFocus={(event) => event.target.select()}
              />
              <Button onClick={() => void copy(made)}>{t('share.copy')}</Button>
            </Box>
          </Alert>
        )}
        <Typography variant="subtitle2" sx={{ mt: 3 }}>
          {t('share.links')}
        </Typography>
        {shares.isPending && <LinearProgress aria-busy="true" />}
        {shares.data?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('share.none')}
          </Typography>
        )}
        <List dense data-testid="share-links">
          {shares.data?.map((share) => (
            <ListItem
              key={share.share_id}
              disableGutters
              secondaryAction={
                <Button
                  color="error"
                  size="small"
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(share.share_id, {
                      onSuccess: () => showNotice(t('share.revoked')),
                    })
                  }
                >
                  {t('share.revoke')}
                </Button>
              }
            >
              <ListItemText
                primary={t('share.linkLine', { hint: share.hint, date: date(share.created_at) })}
                secondary={
                  share.expires_at
                    ? t('share.expires', { date: date(share.expires_at) })
                    : t('share.noExpiry')
                }
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={closeDialog}>{t('share.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
