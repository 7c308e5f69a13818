/**
 * Edit, in an item's detail, for editors of its brand and administrators: opens the editor
 * (its code and strings load on the first click).
 */
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayPreviewBrand, useSession } from '../../session';

const EditDialog = lazy(() => import('./EditDialog'));

export function EditButton({ modelId, ownerId }: { modelId: string; ownerId?: string }) {
  const session = useSession();
  const user = session.status === 'loggedIn' ? session.user : null;
  if (!ownerId || !mayPreviewBrand(user, ownerId)) return null;
  return (
    <Suspense fallback={null}>
      <Editing modelId={modelId} />
    </Suspense>
  );
}

function Editing({ modelId }: { modelId: string }) {
  const { t } = useTranslation('workspace');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<EditOutlined />}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
        data-testid="edit-item"
      >
        {t('edit.button')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <EditDialog modelId={modelId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
