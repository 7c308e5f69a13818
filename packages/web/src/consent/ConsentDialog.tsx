/**
 * The cookie dialog (spec 02 s.2): switches Required (always on), Diagnostics, Statistics,
 * Youtube and Clarity (only for some organisations), each saying what it allows; Confirm
 * selection stores the switches as they are, Select all turns every one on (spec 02 s.4:
 * confirmed selection, all selected). Its links open the privacy policy and the legal notice
 * full screen above it. While the visitor has yet to decide it cannot be dismissed. The two
 * buttons look alike and neither takes the focus: the dialog itself does.
 */
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Link,
  Switch,
  Typography,
} from '@mui/material';
import type { LegalTextKey } from '@vitrine/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../config';
import { storeConsent, type ChosenOption, type ConsentOption } from '../storage/cookieConsent';
import { useStoredConsent } from './useConsent';

const LegalTextDialog = lazy(() => import('./LegalTextDialog'));

interface Props {
  open: boolean;
  options: readonly ConsentOption[];
  /** Undecided: no way out but a decision. */
  mustDecide: boolean;
  onClose: () => void;
}

/** What each option's description says on this site. */
function descriptionKey(option: ConsentOption): string {
  if (option === 'diagnostics') return config.sentryDsn ? 'diagnostics.sentry' : 'diagnostics.own';
  if (option === 'statistics') return config.analytics ? 'statistics.on' : 'statistics.own';
  return `${option}.text`;
}

export default function ConsentDialog({ open, options, mustDecide, onClose }: Props) {
  const { t } = useTranslation(['consent', 'common']);
  const stored = useStoredConsent();
  const chosen = options.filter((o): o is ChosenOption => o !== 'required');
  const [choices, setChoices] = useState<Partial<Record<ChosenOption, boolean>>>(() =>
    Object.fromEntries(chosen.map((o) => [o, stored?.[o] === true])),
  );
  const [legal, setLegal] = useState<LegalTextKey | null>(null);

  const confirm = () => {
    storeConsent(
      Object.fromEntries(chosen.map((o) => [o, choices[o] === true])),
      'confirmedSelection',
      'dialog',
    );
    onClose();
  };
  const selectAll = () => {
    storeConsent(Object.fromEntries(chosen.map((o) => [o, true])), 'allSelected', 'dialog');
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={mustDecide ? undefined : onClose}
      aria-labelledby="consent-title"
      aria-describedby="consent-intro"
      maxWidth="sm"
      fullWidth
      scroll="paper"
      data-testid="consent-dialog"
      slotProps={{ paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)' } } } }}
    >
      <DialogTitle id="consent-title">{t('title')}</DialogTitle>
      <DialogContent dividers sx={{ py: 1.5 }}>
        <Typography id="consent-intro" variant="body2" sx={{ mb: 1.5 }}>
          {t('intro')}
        </Typography>
        {options.map((option) => (
          <Box key={option} sx={{ py: 0.75 }}>
            <FormControlLabel
              sx={{ ml: -1 }}
              control={
                <Switch
                  checked={option === 'required' || choices[option] === true}
                  disabled={option === 'required'}
                  onChange={(_, checked) =>
                    option !== 'required' && setChoices((c) => ({ ...c, [option]: checked }))
                  }
                  slotProps={{ input: { 'aria-describedby': `consent-${option}-text` } }}
                />
              }
              label={<Typography sx={{ fontWeight: 600 }}>{t(`${option}.label`)}</Typography>}
            />
            <Typography
              id={`consent-${option}-text`}
              variant="body2"
              color="text.secondary"
              sx={{ pl: 5.5 }}
            >
              {t(descriptionKey(option))}
            </Typography>
          </Box>
        ))}
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {t('more')}{' '}
          <Link component="button" variant="body2" onClick={() => setLegal('privacy-policy')}>
            {t('common:legal.dataPrivacy')}
          </Link>
          {' · '}
          <Link component="button" variant="body2" onClick={() => setLegal('legal-notice')}>
            {t('common:legal.legalNotice')}
          </Link>
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {/* The two choices weigh the same: neither is highlighted nor takes the focus (which
            drew a pulsing ring round Select all), so the dialog does not steer the visitor
            towards allowing everything (docs/PRIVACY.md). */}
        <Button variant="contained" onClick={confirm}>
          {t('confirm')}
        </Button>
        <Button variant="contained" onClick={selectAll}>
          {t('selectAll')}
        </Button>
      </DialogActions>
      {legal && (
        <Suspense fallback={null}>
          <LegalTextDialog textKey={legal} onClose={() => setLegal(null)} />
        </Suspense>
      )}
    </Dialog>
  );
}
