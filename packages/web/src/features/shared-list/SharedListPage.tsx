/**
 * /shared/{token} (ours: lists for project work): a list its owner shared read-only, for
 * anyone holding the link, logged in or not. Name, description, the items as cards with
 * their notes (brands, collections and families below the models and materials) and quantities, the quantities' sum, and the list download (the link itself
 * authorises it: no login). A revoked, expired or unknown link says so.
 */
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useModelsByIds } from '../../api/favoriteItems';
import { useSharedList, type SharedListAnswer } from '../../api/lists';
import { ExportListMenu } from '../list-export';
import { removeBootBanner } from '../../boot';
import { ModelCard } from '../../cards/ModelCard';
import { CardGrid, CardGridSkeleton } from '../../components/CardGrid';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { ItemNote, SharedOtherItems } from './SharedOtherItems';

const DownloadListDialog = lazy(async () => ({
  default: (await import('../list-download')).DownloadListDialog,
}));

const CARD_WIDTHS = { xs: 150, md: 220 };

export default function SharedListPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('favorites');
  const shared = useSharedList(token);
  useDocumentTitle(shared.data?.list.name ?? t('shared.label'));
  useEffect(removeBootBanner, []);
  return (
    <Box
      sx={{ width: '100%', maxWidth: 1600, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 2, md: 3 } }}
    >
      {shared.isPending && <LinearProgress aria-busy="true" />}
      {shared.isError && <LinkGone error={shared.error} />}
      {shared.data && <SharedList shared={shared.data} token={token} />}
    </Box>
  );
}

function LinkGone({ error }: { error: Error }) {
  const { t } = useTranslation('favorites');
  const status = error instanceof ApiError ? error.status : 0;
  return (
    <Alert severity="warning" data-testid="shared-gone">
      {status === 410 ? t('shared.gone') : status === 404 ? t('shared.unknown') : error.message}
    </Alert>
  );
}

function SharedList({ shared, token }: { shared: SharedListAnswer; token: string }) {
  const { t, i18n } = useTranslation('favorites');
  const [downloading, setDownloading] = useState(false);
  const items = useMemo(
    () =>
      shared.items.flatMap((item) =>
        item.kind === 'models' || item.kind === 'materials' ? [{ ...item, kind: item.kind }] : [],
      ),
    [shared.items],
  );
  const { data: models, isPending } = useModelsByIds(items.map((i) => i.id));
  const total = items.reduce((sum, item) => sum + item.quantity, 0);
  const until = shared.expires_at
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
        Date.parse(shared.expires_at),
      )
    : null;
  return (
    <>
      <Typography variant="overline" color="text.secondary">
        {t('shared.label')}
      </Typography>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {shared.list.name}
      </Typography>
      {shared.list.description && (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}>
          {shared.list.description}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('shared.readOnly')} {until && t('shared.until', { date: until })}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', my: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="body2" data-testid="shared-total" sx={{ fontWeight: 600 }}>
          {t('list.itemCount', { n: shared.items.length })} ·{' '}
          {t('list.totalQuantity', { n: total })}
        </Typography>
        {items.length > 0 && (
          <Button
            variant="contained"
            size="small"
            startIcon={<DownloadOutlined />}
            data-testid="shared-download"
            onClick={() => setDownloading(true)}
          >
            {t('shared.download')}
          </Button>
        )}
        {shared.items.length > 0 && <ExportListMenu shareToken={token} />}
      </Stack>
      {isPending && items.length > 0 ? (
        <CardGridSkeleton count={items.length} minWidth={CARD_WIDTHS} sx={{ minHeight: 289 }} />
      ) : (
        <CardGrid label={shared.list.name} minWidth={CARD_WIDTHS}>
          {items.map((item) => {
            const model = models?.get(item.id);
            // An item the catalogue does not show anyone any more (a draft again) is left out.
            if (!model) return null;
            return (
              <div role="listitem" key={`${item.kind}/${item.id}`} data-testid="shared-item">
                <ModelCard id={model.id} model={model} kind={item.kind} />
                <ItemNote item={item} />
              </div>
            );
          })}
        </CardGrid>
      )}
      <SharedOtherItems items={shared.items} />
      {downloading && (
        <Suspense fallback={null}>
          <DownloadListDialog
            listName={shared.list.name}
            itemIds={items.map((i) => i.id)}
            shareToken={token}
            onClose={() => setDownloading(false)}
          />
        </Suspense>
      )}
    </>
  );
}
