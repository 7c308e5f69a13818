/** Share: copies this view's link (with m) and says 'Copied to clipboard!' for 1.5 s. */
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from './copyText';

/** Spec 02 s.9: copy feedback 1500 ms. */
export const COPY_FEEDBACK_MS = 1500;

export function ShareButton() {
  const { t } = useTranslation('detail');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const share = async () => {
    const url = new URL(window.location.href);
    url.searchParams.delete('ar');
    if (await copyText(url.toString())) setCopied(true);
  };
  return (
    <Tooltip
      title={copied ? t('actions.copied') : t('actions.share')}
      open={copied ? true : undefined}
      disableFocusListener={copied}
    >
      <IconButton onClick={() => void share()} aria-label={t('actions.share')}>
        <ShareOutlined />
      </IconButton>
    </Tooltip>
  );
}
