/**
 * The model detail dialog (spec 02 "Model detail dialog"): open while m is set, full screen
 * below 1300px and at most 1300px wide above. Closing removes m; a related item replaces it.
 * A deprecated model is not expanded: only 'This is not available anymore.' shows
 * (UnavailableDialog.tsx). A draft or hidden model (opened by its brand's editors in the
 * draft view) is badged beside its title; while the draft view is being switched, the dialog
 * waits for the new answer rather than saying the model is gone.
 */
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  CircularProgress,
  Dialog,
  DialogContent,
  IconButton,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../../api/texts';
import { useEmbedState } from '../../embedding';
import { useSetUrlParams } from '../../url';
import { DetailBody } from './DetailBody';
import { StateBadge } from '../../cards/StateBadge';
import { isDeprecated } from './modelData';
import { useModelDetail } from '../../api/detail';
import { trackEvent } from '../../statistics';
import { UnavailableDialog } from './UnavailableDialog';

/** Spec 02 s.9: the detail dialog is full screen below 1300px. */
const FULL_SCREEN_BELOW = '(max-width:1299.95px)';

export default function DetailDialog({ modelId }: { modelId: string }) {
  const { t } = useTranslation('detail');
  const setParams = useSetUrlParams();
  // Without a header (an embedding host's display setting) the dialog takes the whole frame.
  const noHeader = useEmbedState().display.noHeader;
  const fullScreen = useMediaQuery(FULL_SCREEN_BELOW) || noHeader;
  const { data: model, isPending: firstPending, isError, isFetching } = useModelDetail(modelId);
  // Asked again (the draft view switched): no "not available" until the answer says so.
  const isPending = firstPending || (isFetching && !model);
  const title = useText(model, 'title') ?? '';
  // Counted once per model opened (statistics, with consent).
  const openedId = model && !isDeprecated(model) ? model.id : undefined;
  const brandId = model?.owner_id;
  useEffect(() => {
    if (openedId) trackEvent({ action: 'detail_open', itemId: openedId, brandId });
  }, [openedId, brandId]);
  // One history entry: back reopens the dialog as it was.
  const close = () => setParams({ m: null, ar: null });

  if (!isPending && (isError || !model || isDeprecated(model)))
    return <UnavailableDialog onClose={close} />;

  return (
    <Dialog
      open
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      aria-labelledby="detail-title"
      data-testid="detail-dialog"
      slotProps={{
        paper: { sx: fullScreen ? {} : { maxWidth: 1300, height: 'calc(100% - 64px)' } },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 2, md: 3 },
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography
          id="detail-title"
          variant="h6"
          component="h2"
          noWrap
          sx={{ flex: 1, fontWeight: 600 }}
        >
          {title}
        </Typography>
        {model && <StateBadge state={model.state} />}
        <IconButton onClick={close} aria-label={t('close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {/* A new model (a related item) starts at the top. */}
      <DialogContent key={modelId} sx={{ p: 0 }}>
        {isPending || !model ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
            <CircularProgress aria-label={t('loading')} />
          </Box>
        ) : (
          <DetailBody model={model} />
        )}
      </DialogContent>
    </Dialog>
  );
}
