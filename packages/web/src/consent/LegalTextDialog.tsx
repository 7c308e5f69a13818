/**
 * A legal text full screen above the cookie dialog (spec 02 s.2: "Links open the privacy and
 * legal pages full-screen"), with its title and a close button; the visitor returns to the
 * dialog where they were.
 */
import CloseIcon from '@mui/icons-material/Close';
import { Box, Container, Dialog, IconButton, Toolbar, Typography } from '@mui/material';
import type { LegalTextKey } from '@vitrine/contracts';
import { useTranslation } from 'react-i18next';
import { LegalText, legalTitleKey } from '../components/LegalText';

interface Props {
  textKey: LegalTextKey;
  onClose: () => void;
}

export default function LegalTextDialog({ textKey, onClose }: Props) {
  const { t } = useTranslation(['consent', 'common']);
  const title = t(`common:${legalTitleKey(textKey)}`);
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="legal-text-title">
      <Toolbar sx={{ borderBottom: 1, borderColor: 'divider', gap: 1 }}>
        <Typography id="legal-text-title" variant="h6" component="h1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton edge="end" onClick={onClose} aria-label={t('closeText')}>
          <CloseIcon />
        </IconButton>
      </Toolbar>
      <Box sx={{ overflowY: 'auto' }}>
        <Container maxWidth="md" sx={{ py: 3 }}>
          <LegalText textKey={textKey} />
        </Container>
      </Box>
    </Dialog>
  );
}
