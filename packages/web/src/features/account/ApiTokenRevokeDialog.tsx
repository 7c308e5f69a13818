/** Asks before an API token is revoked: scripts using it stop working at once. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '../../api/account';
import { ConfirmDialog } from '../../components/ConfirmDialog';

export function ApiTokenRevokeDialog({
  token,
  onClose,
  onRevoke,
}: {
  token: ApiToken;
  onClose: () => void;
  onRevoke: () => Promise<void>;
}) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function revoke() {
    setBusy(true);
    setFailed(false);
    try {
      await onRevoke();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }
  return (
    <ConfirmDialog
      title={t('tokens.revokeTitle', { name: token.name })}
      text={t('tokens.revokeText')}
      cancelLabel={t('tokens.cancel')}
      confirmLabel={t('tokens.revoke')}
      onCancel={onClose}
      onConfirm={() => void revoke()}
      busy={busy}
      error={failed && t('failed')}
    />
  );
}
