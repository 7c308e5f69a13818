/** Asks before a mail is removed from the outbox (it will then never be sent). */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';

interface Props {
  recipient: string;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteMailDialog({ recipient, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('outbox');
  return (
    <ConfirmDialog
      title={t('deleteTitle')}
      text={t('deleteText', { recipient })}
      cancelLabel={t('cancel')}
      confirmLabel={t('delete')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
