/**
 * AR: on a phone the button starts AR at once (the 3D view opens with AR on); elsewhere a
 * dialog shows a QR code to open the model's AR view on a phone.
 */
import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackEvent } from '../../../statistics';
import { useUrlParam } from '../../../url';
import { ArDialog } from './ArDialog';
import { arLink, hasNativeAr } from './arLink';

export function ArButton({
  modelId,
  ownerId,
}: {
  modelId: string;
  ownerId: string | undefined;
  dataport: string;
}) {
  const { t } = useTranslation('detail');
  const [, setAr] = useUrlParam('ar');
  const [open, setOpen] = useState(false);
  const onClick = () => {
    trackEvent({ action: 'view_ar', itemId: modelId, brandId: ownerId });
    if (hasNativeAr(navigator.userAgent, navigator.maxTouchPoints)) setAr('1', { replace: true });
    else setOpen(true);
  };
  return (
    <>
      <Tooltip title={t('actions.ar')}>
        <IconButton onClick={onClick} aria-label={t('actions.ar')} data-testid="detail-ar">
          <ViewInArOutlined />
        </IconButton>
      </Tooltip>
      {open && (
        <ArDialog
          link={arLink(modelId, window.location.origin, import.meta.env.BASE_URL)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
