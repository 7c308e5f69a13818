/**
 * Says "coming soon" when a logged-in user starts an account action that is not built yet
 * (accountActions.ts); it also shows that an action resumed after the login round trip.
 */
import { Snackbar } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onAccountAction, type AccountAction } from './accountActions';

const LABELS: Record<AccountAction, string> = {
  addFavorite: 'detail:actions.favorite',
  contact: 'detail:actions.contact',
};

function Notice({ action, onClose }: { action: AccountAction | null; onClose: () => void }) {
  // Suspends until the detail strings are in (their namespace loads lazily).
  const { t } = useTranslation(['browse', 'detail']);
  return (
    <Snackbar
      open={action !== null}
      autoHideDuration={4000}
      onClose={onClose}
      message={action ? t('browse:card.comingSoon', { action: t(LABELS[action]) }) : ''}
    />
  );
}

export function AccountActionNotice() {
  const [action, setAction] = useState<AccountAction | null>(null);
  const [used, setUsed] = useState(false);
  useEffect(
    () =>
      onAccountAction((next) => {
        setUsed(true);
        setAction(next);
      }),
    [],
  );
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Notice action={action} onClose={() => setAction(null)} />
    </Suspense>
  );
}
