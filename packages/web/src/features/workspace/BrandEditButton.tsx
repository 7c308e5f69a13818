/**
 * Edit brand, on the brand's own page, for its editors and administrators: opens the brand
 * page's editor (its code and strings load on the first click; docs/WORKSPACE.md).
 */
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayPreviewBrand, useSession } from '../../session';

const BrandEditDialog = lazy(() => import('./BrandEditDialog'));

export default function BrandEditButton({ ownerId }: { ownerId: string }) {
  const session = useSession();
  const user = session.status === 'loggedIn' ? session.user : null;
  if (!mayPreviewBrand(user, ownerId)) return null;
  return <Editing ownerId={ownerId} />;
}

function Editing({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation('brandEditor');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        startIcon={<EditOutlined />}
        onClick={() => setOpen(true)}
        data-testid="brand-edit"
      >
        {t('button')}
      </Button>
      {/* Mounted per opening: each starts from the brand as it is then, not a cached copy. */}
      {open && (
        <Suspense fallback={null}>
          <BrandEditDialog ownerId={ownerId} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
